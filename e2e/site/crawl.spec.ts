import type { Page } from '@playwright/test';
import { exportedPages } from '../support/corpus';
import { isPhone, sidewaysScroll } from '../support/helpers';
import { expect, test } from '../support/test';

/**
 * The one crawl of every page at each width: what only a browser sees. Every exported page (taken
 * from the export, so a new route is crawled without being listed) and the search view's states
 * load with no console error or warning, page error or CSP violation; hydration rebuilds no
 * element of the prerendered HTML; and no page scrolls sideways. At 1280 px on desktop; on phones
 * at 320 px, the narrowest screen the site supports.
 */
const NOT_FOUND = '/no-such-page';
const routes = [...exportedPages(), '/?q=sleep', '/?q=zzzxqv', NOT_FOUND];

/** The crawl is cut in parts, so that both workers take a share. */
const PARTS = 2;

// As readers load the pages: with the service worker, whose registration and caching must not add
// a console message or a CSP violation either.
test.use({ serviceWorkers: 'allow' });

/** Records, from the first script of each page, what the crawl may not meet. */
async function watch(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    // The not-found page logs the missing path, and the browser its 404 status: the only messages
    // expected (e2e/site/security.spec.ts checks them).
    if (
      message.type() === 'error' &&
      page.url().endsWith(NOT_FOUND) &&
      (text.includes(NOT_FOUND) || text.includes('status of 404'))
    )
      return;
    if (['error', 'warning'].includes(message.type()))
      problems.push(`${page.url()}: console ${message.type()}: ${text}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: page error: ${error.message}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
    );
    // The prerendered elements (those the HTML parser adds to the body before the page is
    // hydrated), and those of them hydration removed instead of keeping, counted when the page
    // marks itself hydrated: later updates, such as a list replacing its placeholder, are the page
    // at work, not hydration. Scripts may hydrate before the whole HTML is parsed.
    type Watched = Window & { rebuilt?: string[] };
    const prerendered: Element[] = [];
    new MutationObserver((records, observer) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof Element && node.closest('body'))
            prerendered.push(node, ...node.querySelectorAll('*'));
      if (!document.documentElement?.hasAttribute('data-hydrated')) return;
      observer.disconnect();
      (window as Watched).rebuilt = prerendered
        // React drops its <template> marker of each browser-only boundary: not content.
        .filter((element) => !element.isConnected && element.localName !== 'template')
        .map((element) => element.outerHTML.slice(0, 80));
      // The document, since <html> does not exist yet when this script runs.
    }).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-hydrated'],
    });
  });
  return problems;
}

/** The prerendered elements hydration removed (counted in `watch`). */
const rebuilt = (page: Page) =>
  page.evaluate(() => (window as Window & { rebuilt?: string[] }).rebuilt ?? ['(never hydrated)']);

for (let part = 0; part < PARTS; part += 1) {
  const share = routes.filter((_, index) => index % PARTS === part);
  test(`every page loads cleanly, hydrates in place and fits the screen (part ${part + 1} of ${PARTS})`, async ({
    page,
  }, testInfo) => {
    // About twenty-five pages, each until the network is idle: 1.5 min beside a busy machine.
    test.setTimeout(300_000);
    if (isPhone(testInfo)) await page.setViewportSize({ width: 320, height: 640 });
    const problems = await watch(page);
    for (const route of share) {
      await page.goto(route);
      await page.waitForLoadState('networkidle');
      const overflow = await sidewaysScroll(page);
      if (overflow !== 0) problems.push(`${route} scrolls ${overflow} px sideways`);
      for (const element of await rebuilt(page))
        problems.push(`${route}: hydration rebuilt ${element}`);
    }
    expect(problems).toEqual([]);
  });
}

test('client-side navigation runs under the same policy', async ({ page }) => {
  const problems = await watch(page);
  await page.goto('/');
  await page.getByRole('link', { name: 'Explore Topics' }).click();
  await expect(page).toHaveURL('/category/nutrition');
  await page.getByRole('main').getByRole('article').first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(problems).toEqual([]);
});
