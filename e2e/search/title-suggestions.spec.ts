import { articles } from '../support/corpus';
import { visibleSearchBox } from '../support/helpers';
import { expect, test } from '../support/test';

const published = articles.filter((a) => !a.draft);
const holding = (query: string) =>
  published.filter((a) => a.title.toLowerCase().includes(query.toLowerCase()));

test.describe('title suggestions in the header search', () => {
  test('typing suggests up to five titles holding the text, marked, from the titles file alone', async ({
    page,
  }) => {
    const fetched: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.includes('/search-index/')) fetched.push(pathname);
    });
    await page.goto('/about');
    const box = visibleSearchBox(page);
    await box.pressSequentially('Pr');
    const options = page.getByRole('option');
    const expected = Math.min(5, holding('pr').length);
    expect(expected).toBeGreaterThan(1);
    await expect(options).toHaveCount(expected);
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    for (const option of await options.all()) {
      await expect(option).toContainText(/pr/i);
      await expect(option.locator('mark').first()).toHaveText(/^pr$/i);
    }
    await expect(page.getByRole('status').filter({ hasText: 'suggested' })).toHaveText(
      `${expected} titles suggested: up and down arrows to choose, Enter to open.`,
    );
    expect(
      fetched.every((path) => /manifest\.json$|\/titles\.json$/.test(path)),
      fetched.join(),
    ).toBe(true);
    expect(fetched.filter((path) => path.endsWith('titles.json'))).toHaveLength(1);
  });

  // The keys, the same at every width (typing and choosing by pointer run at both).
  test(
    'Down and Up choose a title and Enter opens its article',
    { tag: '@desktop' },
    async ({ page }) => {
      await page.goto('/about');
      const box = visibleSearchBox(page);
      await box.pressSequentially('guide');
      const options = page.getByRole('option');
      await expect(options).toHaveCount(holding('guide').length);
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowUp');
      const chosen = page.getByRole('option', { selected: true });
      await expect(chosen).toHaveCount(1);
      await expect(box).toHaveAttribute(
        'aria-activedescendant',
        (await chosen.getAttribute('id'))!,
      );
      const title = (await chosen.textContent())!;
      const article = published.find((a) => a.title === title)!;
      expect(article).toBeDefined();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(`/blog/${article.id}`);
      await expect(page.locator('main h1')).toHaveText(title);
      await expect(box).toHaveAttribute('aria-expanded', 'false');
    },
  );

  test(
    'Escape closes the list and keeps the text; Enter with no title chosen runs the search',
    { tag: '@desktop' },
    async ({ page }) => {
      await page.goto('/about');
      const box = visibleSearchBox(page);
      await box.pressSequentially('sleep');
      await expect(page.getByRole('option').first()).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('listbox')).toBeHidden();
      await expect(box).toHaveValue('sleep');
      await expect(box).toHaveAttribute('aria-expanded', 'false');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL('/?q=sleep');
      await expect(page.getByRole('heading', { name: 'Search Results' })).toBeVisible();
    },
  );

  test('a title can be chosen by pointer too', async ({ page }) => {
    await page.goto('/');
    const article = holding('migraine')[0]!;
    await visibleSearchBox(page).pressSequentially('migraine');
    await page.getByRole('option', { name: article.title }).click();
    await expect(page).toHaveURL(`/blog/${article.id}`);
  });
});
