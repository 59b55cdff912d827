import { desktopOnly } from './helpers';
import { expect, test } from './test';
import { articles, categories, categorySlug } from './corpus';

test.describe('category page', () => {
  test('shows the name, the description line, the count and the cards', async ({ page }) => {
    await page.goto('/category/mental-health');
    await expect(page).toHaveTitle('Mental Health Articles - HealthHub');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mental Health');
    await expect(
      page.getByText(
        'Expert Mental Health advice and evidence-based articles from our team of medical professionals.',
      ),
    ).toBeVisible();
    await expect(page.getByText('2 articles found')).toBeVisible();
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'Load More Articles' })).toHaveCount(0);
    const description = categories.find((c) => c.name === 'Mental Health')!.description;
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(
      description,
    );
  });

  test('says "1 article found" for one', async ({ page }) => {
    await page.goto('/category/neurology');
    await expect(page.getByText('1 article found')).toBeVisible();
  });

  test('every registered category has a page, and every article is linked from its category in the HTML', async ({
    request,
  }, testInfo) => {
    desktopOnly(testInfo);
    for (const category of categories) {
      const html = await (await request.get(`/category/${categorySlug(category.name)}`)).text();
      for (const article of articles.filter((a) => a.category === category.name)) {
        expect(html).toContain(`href="/blog/${article.id}"`);
      }
    }
  });

  test('an empty category shows the empty state with a way back', async ({ page }) => {
    await page.goto('/category/fitness');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fitness');
    await expect(page.getByText('0 articles found')).toBeVisible();
    await expect(page.getByText('No articles found in this category')).toBeVisible();
    await expect(
      page.getByText("We're constantly adding new content. Check back soon for updates!"),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Browse All Articles' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('navigation-level category links all lead to pages', async ({ page }) => {
    for (const slug of ['nutrition', 'fitness', 'mental-health', 'preventive-care']) {
      const response = await page.goto(`/category/${slug}`);
      expect(response?.status()).toBe(200);
    }
  });
});
