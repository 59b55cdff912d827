// `npm run build`: checks the content, renders the image variants, exports the site to out/ while the social images
// and the search index are made beside it (then moved to out/og/ and out/search-index/), writes
// the editor's page (out/admin/), the CSP and headers, the service worker, and records the public settings it was built with
// (.build-settings.json), so `npm start` knows when a rebuild is needed. With NEXT_DIST_DIR
// (tests, benchmarks) the export goes to that folder instead and out/ and its settings are left
// alone.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { seconds, startBeside } from './beside-step.mjs';

export const SETTINGS_FILE = '.build-settings.json';

/** The NEXT_PUBLIC_* and CMS_* variables and CONTENT_DIR: what changes the exported files. */
export function currentSettings() {
  const entries = Object.entries(process.env).filter(
    ([key]) => key.startsWith('NEXT_PUBLIC_') || key.startsWith('CMS_') || key === 'CONTENT_DIR',
  );
  return Object.fromEntries(entries.sort(([a], [b]) => a.localeCompare(b)));
}

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

export async function build() {
  // The content first: a broken article stops the build in seconds, naming file, line and field,
  // before anything is compiled (`npm run check:content` prints the same list).
  runStep(
    'content check',
    process.execPath,
    ['--import', 'tsx', 'content-cli/check-content.ts'],
    process.env,
  );
  // Placeholders still in place (sample team, example contact details, missing settings): the list
  // of `npm run check:launch`, as a warning.
  runStep(
    'launch check',
    process.execPath,
    ['--import', 'tsx', 'content-cli/check-launch.ts', '--warn'],
    process.env,
  );
  const outDir = process.env.NEXT_DIST_DIR ?? 'out';
  // A larger young generation (64 MB semi-spaces): the page workers make many short-lived objects,
  // and with fewer scavenges the 1,000-article build took 0.92 of the time (docs/PERFORMANCE-HISTORY.md).
  const nodeOptions = [process.env.NODE_OPTIONS, '--max-semi-space-size=64'].filter(Boolean);
  const env = { ...process.env, OUT_DIR: outDir, NODE_OPTIONS: nodeOptions.join(' ') };
  // The social images and the search index need only the content, so they are made beside
  // `next build`, using the core its compile and export writing leave idle, and moved into the
  // export afterwards.
  const beside = [
    startBeside('social images', 'build-steps/build-og-images.ts', 'og', env),
    startBeside('search index', 'build-steps/write-search-index.ts', 'search-index', env),
  ];
  const stopBeside = () => beside.forEach((step) => step.stop());
  for (const [step, command, args] of [
    ['images', 'node', ['build-steps/build-images.mjs']],
    // webpack rather than Turbopack: on a 2-core machine it compiles faster and peaks at a fifth
    // of the memory (docs/PERFORMANCE-HISTORY.md).
    ['next build', 'npx', ['next', 'build', '--webpack']],
  ])
    runStep(step, command, args, env, stopBeside);
  for (const step of beside) await step.finish(outDir, stopBeside);
  // The uploaded pictures themselves are not published: pages show the WebP variants rendered from
  // them (lib/images.ts), so no file an editor uploads is ever served as it was uploaded.
  fs.rmSync(`${outDir}/images`, { recursive: true, force: true });
  // The editor's page under /admin/, with a policy of its own that the CSP pass leaves alone.
  runStep('editor', process.execPath, ['--import', 'tsx', 'build-steps/write-admin.ts'], env);
  runStep('headers', 'node', ['build-steps/write-headers.mjs'], env);
  // Last: its precache list records the files as the steps above left them.
  runStep('service worker', 'node', ['build-steps/write-service-worker.mjs'], env);
  if (!process.env.NEXT_DIST_DIR)
    fs.writeFileSync(SETTINGS_FILE, JSON.stringify(currentSettings(), null, 2));
}

if (import.meta.url === `file://${process.argv[1]}`) await build();
