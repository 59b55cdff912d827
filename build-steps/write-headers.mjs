// After `next build`: writes each page's Content-Security-Policy <meta> (hashes of its own inline
// scripts, so script-src needs no 'unsafe-inline') and out/_headers from deploy/headers.mjs.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker, isMainThread, workerData } from 'node:worker_threads';
import { isAdminPath, netlifyHeaders, pageCsp } from '../deploy/headers.mjs';
import { BASE_PATH } from '../lib/site/base-path.mjs';
import { formEndpoint as endpointFor } from '../lib/forms/endpoint.mjs';

const out = process.env.OUT_DIR ?? 'out';
const formEndpoint = endpointFor(
  process.env.NEXT_PUBLIC_FORM_ENDPOINT,
  process.env.NEXT_PUBLIC_FORM_ACCESS_KEY,
);
const inlineScript =
  /<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g;

/** Puts the policy of each page given into its <head>, in place of any policy already there. */
function writePolicies(pages) {
  for (const page of pages) {
    const file = path.join(out, page);
    const html = fs
      .readFileSync(file, 'utf8')
      .replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, '');
    const hashes = [...html.matchAll(inlineScript)].map(
      ([, body]) => `sha256-${crypto.createHash('sha256').update(body).digest('base64')}`,
    );
    const meta = `<meta http-equiv="Content-Security-Policy" content="${pageCsp({ scriptHashes: [...new Set(hashes)], formEndpoint })}"/>`;
    fs.writeFileSync(file, html.replace(/<head>/, `<head>${meta}`));
  }
}

if (isMainThread) {
  const pages = fs
    .readdirSync(out, { recursive: true, encoding: 'utf8' })
    // The editor's page has a policy of its own (build-steps/write-admin.ts).
    .filter((file) => file.endsWith('.html') && !isAdminPath(`/${file}`));
  // One thread a core: at 10,000 articles there are some 12,000 pages to read, hash and write.
  const threads = Math.min(os.availableParallelism(), Math.ceil(pages.length / 100));
  await Promise.all(
    Array.from({ length: threads }, (_, i) => {
      const worker = new Worker(new URL(import.meta.url), {
        workerData: pages.filter((_, n) => n % threads === i),
      });
      return new Promise((resolve, reject) => {
        worker.on('error', reject);
        worker.on('exit', (code) =>
          code === 0 ? resolve() : reject(new Error(`CSP thread exited with ${code}`)),
        );
      });
    }),
  );
  fs.writeFileSync(path.join(out, '_headers'), netlifyHeaders(BASE_PATH));
  console.log(
    `Security: a Content-Security-Policy for each of ${pages.length} pages, and out/_headers.`,
  );
} else writePolicies(workerData);
