// The reference page of `npm run measure:lighthouse`: a bare Next.js page (a heading and a paragraph),
// exported by this project's Next.js and served by the same preview server. Scored in the same
// runs as the site's pages, it shows what the framework alone scores on this machine at that
// moment: on a shared machine the scores drift by several points from one hour to the next.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const files = {
  'next.config.mjs': "export default { output: 'export' };\n",
  'app/layout.jsx': `export const metadata = { title: 'Bare page', description: 'A bare Next.js page.' };
export default function RootLayout({ children }) {
  return <html lang="en"><body>{children}</body></html>;
}
`,
  'app/page.jsx': `export default function Page() {
  return (
    <main>
      <h1>Heart-healthy eating</h1>
      <p>What to eat more of, how to cut salt, unhealthy fats and added sugar, how to read food
        labels, and how a heart-healthy plate looks in everyday meals.</p>
    </main>
  );
}
`,
};

/** Exports the bare page in a temporary folder: `out` is its export, `remove()` deletes it. */
export function buildBaseline() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'healthhub-bare-next-'));
  const remove = () => fs.rmSync(dir, { recursive: true, force: true });
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  fs.symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'));
  const result = spawnSync('npx', ['next', 'build', '--webpack'], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) {
    remove();
    throw new Error('The bare Next.js page used as the baseline did not build.');
  }
  return { out: path.join(dir, 'out'), remove };
}
