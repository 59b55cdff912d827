// `npm run measure:throttled`: real loads of the exported site under Chromium's own throttling (Lighthouse's
// slow 4G: 150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up; the CPU slowed down 4x), at a
// phone's size, five per page type, each in a fresh browser context. Prints the median first
// contentful paint, largest contentful paint and the time until the page is hydrated
// (interactive). Lighthouse simulates a slow phone from one fast load; this measures slow loads.
// OUT_DIR measures another export (an earlier build kept for comparison, say).
import fs from 'node:fs';
import { chromium } from '@playwright/test';
import { measuredPages } from './measured-pages.mjs';
import { SLOW_4G, servePreview } from './measuring.mjs';
import { median } from './median.mjs';

const RUNS = Number(process.env.THROTTLED_RUNS ?? 5);
const PORT = 4201;
const OUT_DIR = process.env.OUT_DIR ?? 'out';

if (!fs.existsSync(`${OUT_DIR}/index.html`)) {
  console.error(`No exported site in ${OUT_DIR}/: run "npm run build" first.`);
  process.exit(1);
}
const server = await servePreview(OUT_DIR, PORT);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
});

/** One load: paint and hydration times in ms from the navigation's start. */
async function load(path) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    const times = (window.loadTimes = {});
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) times.lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new MutationObserver(() => {
      times.hydrated ??= performance.now();
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
  });
  await page.goto(`http://localhost:${PORT}${path}`, { waitUntil: 'load' });
  await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 30_000 });
  await page.waitForTimeout(500);
  const times = await page.evaluate(() => ({
    ...window.loadTimes,
    fcp: performance.getEntriesByName('first-contentful-paint')[0].startTime,
  }));
  await context.close();
  return times;
}

const rows = [];
try {
  const results = Object.fromEntries(Object.keys(measuredPages).map((name) => [name, []]));
  for (let run = 1; run <= RUNS; run += 1)
    for (const [name, path] of Object.entries(measuredPages)) results[name].push(await load(path));
  for (const [name, loads] of Object.entries(results)) {
    const ms = (key) => `${Math.round(median(loads.map((times) => times[key])))} ms`;
    rows.push({ page: name, FCP: ms('fcp'), LCP: ms('lcp'), hydrated: ms('hydrated') });
  }
} finally {
  await browser.close();
  server.kill();
}
console.log(`${RUNS} throttled loads per page (slow 4G, 4x CPU slowdown), medians:`);
console.table(rows);
