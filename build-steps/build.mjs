// `npm run build`: renders the image variants, exports the site to out/ while the social images
// are drawn beside it (then copied to out/og/), writes the search index, the CSP and headers, the
// service worker, and records the public settings it was built with (.build-settings.json), so
// `npm start` knows when a rebuild is needed. With NEXT_DIST_DIR (tests, benchmarks) the export
// goes to that folder instead and out/ and its settings are left alone.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const SETTINGS_FILE = '.build-settings.json';

/** The NEXT_PUBLIC_* variables and CONTENT_DIR: what changes the exported files. */
export function currentSettings() {
  const entries = Object.entries(process.env).filter(
    ([key]) => key.startsWith('NEXT_PUBLIC_') || key === 'CONTENT_DIR',
  );
  return Object.fromEntries(entries.sort(([a], [b]) => a.localeCompare(b)));
}

const seconds = (started) => `${((Date.now() - started) / 1000).toFixed(1)}s`;

/** Runs one step of the build in the foreground; on failure calls `cleanUp` and exits with its code. */
function runStep(step, command, args, env, cleanUp = () => {}) {
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) {
    cleanUp();
    process.exit(result.status ?? 1);
  }
  console.log(`Step ${step} took ${seconds(started)}`);
}

/**
 * Starts build-steps/build-og-images.ts in the background, its output in a log file (a content error
 * is reported once, by `next build`). `finish(target)` waits for it and copies the images there.
 */
function startSocialImages(env) {
  const started = Date.now();
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'healthhub-og-'));
  const log = path.join(folder, 'log.txt');
  const images = path.join(folder, 'og');
  const output = fs.openSync(log, 'w');
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'build-steps/build-og-images.ts', images],
    {
      stdio: ['ignore', output, output],
      env,
    },
  );
  const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
  const remove = () => fs.rmSync(folder, { recursive: true, force: true });
  return {
    stop() {
      child.kill();
      remove();
    },
    async finish(target) {
      const code = await exited;
      fs.closeSync(output);
      if (code !== 0) {
        console.error(`Drawing the social images failed:\n${fs.readFileSync(log, 'utf8')}`);
        remove();
        process.exit(code);
      }
      fs.rmSync(target, { recursive: true, force: true });
      fs.cpSync(images, target, { recursive: true });
      remove();
      console.log(`Step social images (beside next build) took ${seconds(started)}`);
    },
  };
}

export async function build() {
  // Placeholders still in place (sample team, example contact details, missing settings): the list
  // of `npm run check:launch`, as a warning.
  runStep(
    'launch check',
    process.execPath,
    ['--import', 'tsx', 'content-cli/check-launch.ts', '--warn'],
    process.env,
  );
  const outDir = process.env.NEXT_DIST_DIR ?? 'out';
  const env = { ...process.env, OUT_DIR: outDir };
  // The social images need only the content, so they are drawn beside `next build`, which
  // generates its pages with a single worker here, and copied into the export afterwards.
  const social = startSocialImages(env);
  for (const [step, command, args] of [
    ['images', 'node', ['build-steps/build-images.mjs']],
    // webpack rather than Turbopack: on a 2-core machine it compiles faster and peaks at a fifth
    // of the memory (docs/PERFORMANCE.md).
    ['next build', 'npx', ['next', 'build', '--webpack']],
  ])
    runStep(step, command, args, env, social.stop);
  await social.finish(path.join(outDir, 'og'));
  runStep(
    'search index',
    process.execPath,
    ['--import', 'tsx', 'build-steps/write-search-index.ts'],
    env,
  );
  runStep('headers', 'node', ['build-steps/write-headers.mjs'], env);
  // Last: its precache list records the files as the steps above left them.
  runStep('service worker', 'node', ['build-steps/write-service-worker.mjs'], env);
  if (!process.env.NEXT_DIST_DIR)
    fs.writeFileSync(SETTINGS_FILE, JSON.stringify(currentSettings(), null, 2));
}

if (import.meta.url === `file://${process.argv[1]}`) await build();
