import { expectNoViolations } from '../support/axe';
import { isPhone } from '../support/helpers';
import { expect, test } from '../support/test';

const MIGRAINE = 'migraine-triggers-treatment-india';
/** The Hindi title's words: what a Hindi reader types. */
const HINDI_TITLE = 'भारत में माइग्रेन: ट्रिगर, इलाज और कब मदद लें';

/** The Hindi edition's pages of each template and state, scanned in both themes. */
const HINDI_PAGES: [state: string, route: string][] = [
  ['home', '/hi'],
  ['article', `/hi/blog/${MIGRAINE}`],
  ['search results', '/hi?q=माइग्रेन'],
  ['no results', '/hi?q=ज़ेब्रा'],
  ['category', '/hi/category/neurology'],
  ['empty category', '/hi/category/nutrition'],
  ['about', '/hi/about'],
  ['topics hub', '/hi/topics'],
  ['contact', '/hi/contact'],
  ['404', '/hi/no-such-page'],
];

test.describe('the Hindi edition passes axe in both themes', () => {
  for (const [state, route] of HINDI_PAGES) {
    test(state, async ({ sharedPages }) => {
      const page = await sharedPages.open(route);
      await page.waitForLoadState('networkidle');
      await expectNoViolations(page, `Hindi ${state}`);
    });
  }
});

test.describe('the Hindi edition', () => {
  test(
    'its pages are Hindi documents with the Devanagari font; English pages never load it',
    { tag: '@desktop' },
    async ({ page }) => {
      /** The font families the page has loaded, once its fonts are ready. */
      const loadedFamilies = async () => {
        await page.evaluate(() => document.fonts.ready);
        return page.evaluate(() =>
          [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family),
        );
      };
      await page.goto(`/hi/blog/${MIGRAINE}`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(HINDI_TITLE);
      expect((await loadedFamilies()).some((family) => /devanagari/i.test(family))).toBe(true);
      await page.goto(`/blog/${MIGRAINE}`);
      const english = await loadedFamilies();
      expect(english.some((family) => /devanagari/i.test(family))).toBe(false);
    },
  );

  test('the switch keeps the page: an article, its translation, a page without one, the shared pages', async ({
    page,
  }, testInfo) => {
    const follow = async (name: RegExp) => {
      if (isPhone(testInfo))
        await page
          .getByRole('button', { name: /menu|मेन्यू/i })
          .first()
          .click();
      const link = page.locator('[data-language-switch]').filter({ visible: true });
      await expect(link).toHaveText(name);
      await link.click();
    };
    await page.goto(`/blog/${MIGRAINE}`);
    await follow(/हिन्दी/);
    await expect(page).toHaveURL(`/hi/blog/${MIGRAINE}`);
    await follow(/English/);
    await expect(page).toHaveURL(`/blog/${MIGRAINE}`);
    await page.goto('/blog/web-design-seo-visibility');
    await follow(/हिन्दी/);
    await expect(page).toHaveURL('/hi');
    for (const path of ['/about', '/contact', '/topics', '/category/neurology']) {
      await page.goto(path);
      await follow(/हिन्दी/);
      await expect(page).toHaveURL(`/hi${path}`);
      await follow(/English/);
      await expect(page).toHaveURL(path);
    }
  });

  test(
    'search in Hindi finds the migraine article by a word of its title, typed either way',
    { tag: '@desktop' },
    async ({ page }) => {
      for (const query of ['माइग्रेन', 'माइग्रेन'.normalize('NFD'), 'इलाज']) {
        await page.goto(`/hi?q=${encodeURIComponent(query)}`);
        const result = page.locator(`main a[href*="/hi/blog/${MIGRAINE}#search="]`).first();
        await expect(result).toBeVisible();
      }
      await page.goto('/hi');
      const box = page.getByRole('combobox').first();
      await box.fill('माइग्रेन');
      await box.press('Enter');
      await expect(page).toHaveURL(/\/hi\?q=/);
      await expect(
        page.locator(`main a[href*="/hi/blog/${MIGRAINE}#search="]`).first(),
      ).toBeVisible();
    },
  );

  test(
    'a missing Hindi address answers 404 in Hindi, and leads to the Hindi home',
    { tag: '@desktop' },
    async ({ page }) => {
      for (const route of [
        '/hi/no-such-page',
        '/hi/blog/no-such-article',
        '/hi/category/nope',
        '/hi/abouts',
        '/hi/blog/web-design-seo-visibility',
      ]) {
        const errors: string[] = [];
        page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
        const response = await page.goto(route);
        expect(response?.status(), route).toBe(404);
        await expect(page.locator('main h1')).toContainText(/नहीं मिल/);
        expect(errors.some((text) => text.includes(route))).toBe(true);
      }
      await page.getByRole('link', { name: 'होम पेज पर जाएँ' }).click();
      await expect(page).toHaveURL('/hi');
    },
  );
});
