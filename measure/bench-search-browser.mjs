// Time to the first search result and to the final count in a real browser (Debian's Chromium),
// against the preview server serving an export, with the bytes of the search index transferred
// (compressed, as the preview server sends them like a CDN). The home page is loaded first, then
// a search is submitted from the header box; the clock starts at the Enter key. Each run uses a
// fresh browser context (empty cache). Used by `npm run measure:bench`.
import { chromium } from '@playwright/test';
import { median } from './median.mjs';
import { SLOW_4G, servePreview } from './measuring.mjs';

async function searchOnce(browser, base, query, network) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(base, { waitUntil: 'networkidle' });
  if (network) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...network });
  }
  const box = page.getByRole('combobox', { name: 'Search articles' }).locator('visible=true');
  await box.fill(query);
  // Marks in page time: the Enter key, the first result card, the final count.
  await page.evaluate(() => {
    const marks = (window.__searchMarks = {});
    document.addEventListener('keydown', () => (marks.enter ??= performance.now()), true);
    new MutationObserver(() => {
      const view = document.querySelector('[data-search-view]');
      const text = view?.querySelector('[role="status"]')?.textContent ?? '';
      if (view?.querySelector('article')) marks.first ??= performance.now();
      if (/^\d+ results? for "/.test(text)) marks.final ??= performance.now();
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await box.press('Enter');
  await page.waitForFunction(() => window.__searchMarks.final !== undefined, null, {
    timeout: 300_000,
  });
  const { enter, first, final, bytes } = await page.evaluate(() => ({
    ...window.__searchMarks,
    bytes: performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/search-index/'))
      .reduce((sum, entry) => sum + entry.encodedBodySize, 0),
  }));
  await context.close();
  return { first: first === undefined ? null : first - enter, final: final - enter, bytes };
}

/**
 * For each query, medians over `runs` searches, unthrottled and (when `slow4G`) on slow 4G: ms to
 * the first result card (null when none), ms to the final count, and KB of the search index
 * transferred.
 */
export async function browserSearchTimes({ outDir, port, queries, runs = 3 }) {
  const server = await servePreview(outDir, port);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const rows = [];
  try {
    for (const { query, slow4G } of queries) {
      const row = {};
      for (const [name, network] of [
        ['local', undefined],
        ...(slow4G ? [['slow 4G', SLOW_4G]] : []),
      ]) {
        const times = [];
        for (let run = 0; run < runs; run += 1)
          times.push(await searchOnce(browser, `http://localhost:${port}/`, query, network));
        const firsts = times.map((t) => t.first).filter((t) => t !== null);
        row[`${name}: first result (ms)`] = firsts.length ? Math.round(median(firsts)) : null;
        row[`${name}: final count (ms)`] = Math.round(median(times.map((t) => t.final)));
        if (name === 'local')
          row['transferred (KB)'] = Number((median(times.map((t) => t.bytes)) / 1024).toFixed(1));
      }
      rows.push(row);
    }
  } finally {
    await browser.close();
    server.kill();
  }
  return rows;
}
