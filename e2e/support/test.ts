import { test as base, type BrowserContext, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

/** Opens a page and waits until it is hydrated (interactive). */
async function gotoHydrated(goto: Page['goto'], page: Page, url: string, options?: object) {
  const response = await goto(url, options);
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  return response;
}

/** The options of the project's browser context that a shared page must have too. */
const CONTEXT_OPTIONS = [
  'baseURL',
  'viewport',
  'hasTouch',
  'isMobile',
  'deviceScaleFactor',
  'userAgent',
  'serviceWorkers',
] as const;

/** How many loaded pages a worker keeps open for the groups that share them. */
const KEPT_PAGES = 12;

/** A worker's loaded pages, opened once and kept for the read-only tests that share them. */
class SharedPages {
  private readonly pages = new Map<string, Page>();
  constructor(private readonly context: BrowserContext) {}

  /**
   * The page at `route`, hydrated, in the system's light or dark scheme: loaded now, or kept from an
   * earlier test of this worker.
   */
  async open(route: string, colorScheme: 'light' | 'dark' = 'light'): Promise<Page> {
    const key = `${colorScheme} ${route}`;
    let page = this.pages.get(key);
    if (page && !page.isClosed()) return page;
    if (this.pages.size >= KEPT_PAGES) {
      const [oldestKey, oldest] = this.pages.entries().next().value!;
      this.pages.delete(oldestKey);
      await oldest.close();
    }
    page = await this.context.newPage();
    await page.emulateMedia({ colorScheme });
    await gotoHydrated(page.goto.bind(page), page, route);
    this.pages.set(key, page);
    return page;
  }

  close = () => this.context.close();
}

/**
 * Playwright's test, with page.goto waiting until the page is hydrated, and `sharedPage`: the page
 * at `sharedRoute` (set with test.use), loaded once per worker and handed to each test that asks
 * for it, in this file or another (a worker keeps its last KEPT_PAGES pages open); a test that
 * reads two pages opens the second with `sharedPages.open(route)`. They are for tests that only
 * read the page (scrolling and hovering are fine); a test that types, clicks through or changes
 * settings takes its own `page`.
 */
export const test = base.extend<
  { sharedRoute: string | undefined; sharedPage: Page },
  { sharedPages: SharedPages }
>({
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    page.goto = (url, options) => gotoHydrated(goto, page, url, options);
    await provide(page);
  },
  sharedRoute: [undefined, { option: true }],
  sharedPages: [
    async ({ browser }, provide, workerInfo) => {
      const use = workerInfo.project.use as Record<string, unknown>;
      const options = Object.fromEntries(
        CONTEXT_OPTIONS.filter((key) => use[key] !== undefined).map((key) => [key, use[key]]),
      );
      const shared = new SharedPages(
        await browser.newContext({ serviceWorkers: 'block', ...options }),
      );
      await provide(shared);
      await shared.close();
    },
    { scope: 'worker' },
  ],
  sharedPage: async ({ sharedPages, sharedRoute, colorScheme }, provide) => {
    if (!sharedRoute) throw new Error('sharedPage needs test.use({ sharedRoute })');
    const page = await sharedPages.open(sharedRoute, colorScheme === 'dark' ? 'dark' : 'light');
    await provide(page);
  },
});
