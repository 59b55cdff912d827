import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

/** Playwright's test, with page.goto waiting until the page is hydrated (interactive). */
export const test = base.extend({
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
      return response;
    };
    await provide(page);
  },
});
