// `npm run measure:lighthouse`: Lighthouse (mobile profile) three times on five page types against the
// exported site served by the preview server, in Debian's Chromium; prints the median of each
// category score and of LCP, TBT, CLS, FCP and Speed Index, and each run's performance score (how
// far the runs spread); reports go to .lighthouse/ (git-ignored).
// A bare Next.js page (measure/lighthouse-baseline.mjs) is scored in the same rounds, as the
// baseline: each round scores every page once, so all of them meet the machine in the same state.
// LIGHTHOUSE_BEFORE={export folder} also scores that export's pages in the same rounds, as
// "{page} (before)": a change compared with the build before it, interleaved.
import fs from 'node:fs';
import os from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildBaseline } from './lighthouse-baseline.mjs';
import { measuredPages } from './measured-pages.mjs';
import { servePreview } from './measuring.mjs';
import { median } from './median.mjs';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const PORT = 4200;

if (!fs.existsSync('out/index.html')) {
  console.error('No exported site in out/: run "npm run build" first.');
  process.exit(1);
}
fs.mkdirSync('.lighthouse', { recursive: true });

/** The machine's state: scores drop when other work shares its cores. */
const load = () =>
  `load average (1 min) ${os.loadavg()[0].toFixed(2)} on ${os.availableParallelism()} cores`;
const loadBefore = load();

console.log('Exporting the bare Next.js page used as the baseline...');
const baseline = buildBaseline();
const before = process.env.LIGHTHOUSE_BEFORE;
const servers = await Promise.all([
  servePreview('out', PORT),
  servePreview(baseline.out, PORT + 1, { NEXT_PUBLIC_BASE_PATH: '' }),
  ...(before ? [servePreview(before, PORT + 2)] : []),
]);
const pagesAt = (port, suffix = '') =>
  Object.entries(measuredPages).map(([name, path]) => [
    `${name}${suffix}`,
    `http://localhost:${port}${path}`,
  ]);
const targets = Object.fromEntries(
  before
    ? pagesAt(PORT).flatMap((entry, i) => [entry, pagesAt(PORT + 2, ' (before)')[i]])
    : pagesAt(PORT),
);
targets['bare Next.js page'] = `http://localhost:${PORT + 1}/`;
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});

const metrics = {
  LCP: ['largest-contentful-paint', (v) => `${Math.round(v)} ms`],
  TBT: ['total-blocking-time', (v) => `${Math.round(v)} ms`],
  CLS: ['cumulative-layout-shift', (v) => v.toFixed(3)],
  FCP: ['first-contentful-paint', (v) => `${Math.round(v)} ms`],
  'Speed Index': ['speed-index', (v) => `${Math.round(v)} ms`],
};

/** A category's score in one run, out of 100. */
const score = (lhr, category) => Math.round(lhr.categories[category].score * 100);

const results = Object.fromEntries(Object.keys(targets).map((name) => [name, []]));
try {
  // A warm-up run, not scored: in a freshly started Chromium the first run's first paint is often
  // presented one or two whole seconds late (here, four first runs in five of the about page).
  await lighthouse(targets.home, { port: chrome.port, logLevel: 'error' });
  for (let run = 1; run <= RUNS; run += 1) {
    for (const [name, url] of Object.entries(targets)) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'html',
        logLevel: 'error',
      });
      fs.writeFileSync(`.lighthouse/${name.replaceAll(' ', '-')}-${run}.html`, result.report);
      results[name].push(result.lhr);
    }
  }
} finally {
  await chrome.kill();
  for (const server of servers) server.kill();
  baseline.remove();
}
const rows = Object.entries(results).map(([name, runs]) => {
  const row = { page: name };
  for (const category of ['performance', 'accessibility', 'best-practices', 'seo']) {
    row[category] = Math.round(median(runs.map((lhr) => score(lhr, category))));
  }
  // Each run's performance score, in order: how far the runs spread on this machine.
  row['performance by run'] = runs.map((lhr) => score(lhr, 'performance')).join(' ');
  for (const [label, [audit, format]] of Object.entries(metrics)) {
    row[label] = format(median(runs.map((lhr) => lhr.audits[audit].numericValue)));
  }
  return row;
});
console.log(`Lighthouse ${RUNS} runs per page, mobile profile, medians:`);
console.log(
  `Machine: ${loadBefore} before, ${load()} at the end (Lighthouse's own work included).`,
);
console.table(rows);
