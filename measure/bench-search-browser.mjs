// Time to the first search results and to the final count in a real browser (Debian's Chromium),
// against the preview server serving an export: the home page is loaded first, then a search is
// submitted from the header box; the clock starts at the Enter key. Each run uses a fresh browser
// context (empty cache). Used by `npm run bench`.
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
  const box = page.getByRole('searchbox', { name: 'Search articles' }).locator('visible=true');
  await box.fill(query);
  // Marks in page time: the Enter key, the first status with results, the final count.
  await page.evaluate((q) => {
    const marks = (window.__searchMarks = {});
    document.addEventListener('keydown', () => (marks.enter ??= performance.now()), true);
    new MutationObserver(() => {
      const text = document.querySelector('[role="status"]')?.textContent ?? '';
      if (text.includes(`for "${q}"`)) marks.first ??= performance.now();
      if (new RegExp(`^\\d+ results? for "`).test(text)) marks.final ??= performance.now();
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  }, query);
  await box.press('Enter');
  await page.waitForFunction(() => window.__searchMarks.final !== undefined, null, {
    timeout: 120_000,
  });
  const { enter, first, final, meta } = await page.evaluate(() => ({
    ...window.__searchMarks,
    meta: performance
      .getEntriesByType('resource')
      .find((entry) => entry.name.includes('/search-index/meta.json'))?.responseEnd,
  }));
  await context.close();
  return { meta: meta - enter, first: first - enter, final: final - enter };
}

/**
 * Median times (ms after Enter) over `runs` searches for `query`, unthrottled and on slow 4G: the
 * meta tier received, the first results shown, the final count shown.
 */
export async function browserSearchTimes({ outDir, port, query = 'heart', runs = 5 }) {
  const server = await servePreview(outDir, port);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const rows = {};
  try {
    for (const [name, network] of [
      ['local', undefined],
      ['slow 4G', SLOW_4G],
    ]) {
      const times = [];
      for (let run = 0; run < runs; run += 1)
        times.push(await searchOnce(browser, `http://localhost:${port}/`, query, network));
      rows[name] = Object.fromEntries(
        ['meta', 'first', 'final'].map((key) => [
          key,
          Math.round(median(times.map((t) => t[key]))),
        ]),
      );
    }
  } finally {
    await browser.close();
    server.kill();
  }
  return rows;
}
