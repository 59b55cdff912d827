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
const routes = [...exportedPages(), '/?q=sleep', '/?q=zzzxqv', '/no-such-page'];

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
    // The not-found page's own status, which the browser logs: the only expected message.
    if (
      message.type() === 'error' &&
      text.includes('status of 404') &&
      page.url().endsWith('/no-such-page')
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
    // The prerendered elements, to find any that hydration replaces instead of keeping.
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { prerendered: Element[] }).prerendered = [
        ...document.body.querySelectorAll('*'),
      ];
    });
  });
  return problems;
}

/** The prerendered elements the page's scripts removed (React's <template> markers aside). */
const rebuilt = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { prerendered: Element[] }).prerendered
      .filter((element) => !element.isConnected && element.localName !== 'template')
      .map((element) => element.outerHTML.slice(0, 80)),
  );

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
