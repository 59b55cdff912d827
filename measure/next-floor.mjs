// `node measure/next-floor.mjs [pages] [body KB]`: what Next.js itself costs per page. Builds a bare
// App Router project (a layout and one dynamic route of `pages` pages, 11,700 by default: as many as
// the 10,000-article corpus exports) with this project's Next.js, webpack and worker settings, in a
// temporary folder, and prints the time of page generation, the build's CPU-seconds and peak
// memory (GNU time) and the files written per page. Each page holds a heading and a paragraph,
// plus `body KB` of HTML (0 by default) as an article page holds its body.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const pages = Number(process.argv[2] ?? 11700);
const bodyKb = Number(process.argv[3] ?? 0);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'healthhub-next-floor-'));
const write = (file, text) => {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), text);
};
fs.symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'));
write('package.json', '{ "private": true }');
write(
  'next.config.mjs',
  `import os from 'node:os';
export default {
  output: 'export',
  outputFileTracingExcludes: { '*': ['**/*'] },
  experimental: { cpus: os.availableParallelism() },
  typescript: { ignoreBuildErrors: true },
};`,
);
write(
  'app/layout.jsx',
  `export default function Layout({ children }) {
  return <html lang="en"><body>{children}</body></html>;
}`,
);
write(
  'app/p/[id]/page.jsx',
  `export const dynamicParams = false;
export function generateStaticParams() {
  return Array.from({ length: ${pages} }, (_, i) => ({ id: String(i) }));
}
const body = '<p>' + 'A sentence of an article, as long as most of them are. '.repeat(18) + '</p>';
const html = body.repeat(Math.ceil((${bodyKb} * 1024) / body.length) * ${bodyKb > 0 ? 1 : 0});
export default async function Page({ params }) {
  const { id } = await params;
  return <main><h1>Page {id}</h1><p>A bare page.</p><div dangerouslySetInnerHTML={{ __html: html }} /></main>;
}`,
);
try {
  const result = spawnSync(
    '/usr/bin/time',
    ['-f', '%M %U %S %e', 'node', 'node_modules/next/dist/bin/next', 'build', '--webpack'],
    { cwd: dir, encoding: 'utf8', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } },
  );
  if (result.status !== 0) throw new Error(result.stdout.slice(-2000) + result.stderr.slice(-2000));
  const [peakKb, user, system, wall] = result.stderr
    .trim()
    .split('\n')
    .at(-1)
    .split(' ')
    .map(Number);
  const generation = result.stdout.match(/Generating static pages [^\n]*\) in ([\d.]+)(ms|s|min)/);
  const files = fs.readdirSync(path.join(dir, 'out'), { recursive: true, withFileTypes: true });
  const fileCount = files.filter((entry) => entry.isFile()).length;
  const htmlCount = files.filter((entry) => entry.isFile() && entry.name.endsWith('.html')).length;
  console.table({
    'HTML pages': htmlCount,
    'body (KB)': bodyKb,
    'build, wall (s)': wall,
    'page generation (s)': generation ? `${generation[1]} ${generation[2]}` : null,
    'CPU, user + system (s)': Number((user + system).toFixed(1)),
    'CPU per page (ms)': Number((((user + system) / htmlCount) * 1000).toFixed(1)),
    'peak memory (MB)': Math.round(peakKb / 1024),
    'files per HTML page': Number((fileCount / htmlCount).toFixed(1)),
  });
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
