import { expect, test } from '../support/test';
import { articles, categories, categorySlug } from '../support/corpus';

test.describe('category page', () => {
  test('shows the name, the description line, the count and the cards', async ({ sharedPages }) => {
    const page = await sharedPages.open('/category/mental-health');
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

  test(
    'on wide screens a health category has where to turn beside its heading; the web design one does not',
    { tag: '@desktop' },
    async ({ sharedPages }) => {
      const page = await sharedPages.open('/category/mental-health');
      const help = page.getByRole('complementary', { name: 'Where to turn' });
      await expect(help.getByRole('link', { name: '108 India, ambulance' })).toHaveAttribute(
        'href',
        'tel:108',
      );
      await expect(help.getByRole('link', { name: /^Request an appointment/ })).toHaveAttribute(
        'href',
        '/contact',
      );
      const [box, heading] = await Promise.all([
        help.boundingBox(),
        page.getByRole('heading', { level: 1 }).boundingBox(),
      ]);
      expect(box!.x).toBeGreaterThan(640);
      expect(box!.y).toBeLessThan(heading!.y + 200);
      const other = await sharedPages.open('/category/web-design-seo');
      await expect(other.getByRole('heading', { level: 1 })).toHaveText('Web Design & SEO');
      await expect(other.getByRole('complementary', { name: 'Where to turn' })).toHaveCount(0);
    },
  );

  test('says "1 article found" for one', async ({ sharedPages }) => {
    const page = await sharedPages.open('/category/neurology');
    await expect(page.getByText('1 article found')).toBeVisible();
  });

  test(
    'every registered category has a page, and every article is linked from its category in the HTML',
    { tag: '@desktop' },
    async ({ request }) => {
      for (const category of categories) {
        const html = await (await request.get(`/category/${categorySlug(category.name)}`)).text();
        for (const article of articles.filter((a) => a.category === category.name)) {
          expect(html).toContain(`href="/blog/${article.id}"`);
        }
      }
    },
  );

  test(
    'a category that fits on one page has no Load More, page count or page links, and no page 2',
    { tag: '@desktop' },
    async ({ sharedPages, request }) => {
      const page = await sharedPages.open('/category/mental-health');
      await expect(page.getByRole('navigation', { name: 'Pages' })).toHaveCount(0);
      await expect(page.getByText(/^Page \d+ of \d+$/)).toHaveCount(0);
      await expect(page.getByText(/^Showing articles/)).toHaveCount(0);
      for (const path of ['/category/mental-health/page/2', '/category/mental-health/page/1'])
        expect((await request.get(path)).status(), path).toBe(404);
    },
  );

  test(
    'publishes the cards of each page as a static JSON file, revalidated like the search data',
    { tag: '@desktop' },
    async ({ request }) => {
      const response = await request.get('/category-cards/mental-health/1.json');
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toMatch(/^application\/json/);
      expect(response.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
      const inCategory = articles.filter((a) => a.category === 'Mental Health');
      expect(await response.json()).toMatchObject({
        category: 'mental-health',
        page: 1,
        pages: 1,
        total: inCategory.length,
        articles: inCategory.map((a) => ({ id: a.id, title: a.title, category: 'Mental Health' })),
      });
      expect((await request.get('/category-cards/mental-health/2.json')).status()).toBe(404);
      expect((await request.get('/category-cards/fitness/1.json')).status()).toBe(200);
    },
  );

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
