import escapeStringRegexp from 'escape-string-regexp';
import { expect, test } from '../support/test';
import { articles, categorySlug } from '../support/corpus';
import { isPhone } from '../support/helpers';

test.describe('home, normal view', () => {
  test.use({ sharedRoute: '/' });

  test('has the health-hub title', async ({ sharedPage: page }) => {
    await expect(page).toHaveTitle(/HealthHub/);
    await expect(page).toHaveTitle(/health hub/i);
  });

  test('hero links Explore Topics to nutrition and Learn More to contact', async ({
    sharedPage: page,
  }) => {
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Trusted health insights');
    await expect(page.getByText(/nutrition, fitness and wellness/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Explore Topics' })).toHaveAttribute(
      'href',
      '/category/nutrition',
    );
    await expect(page.getByRole('link', { name: 'Learn More' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  test('the round contact shortcut shows on small screens only', async ({
    sharedPage: page,
  }, testInfo) => {
    const shortcut = page.getByRole('main').getByRole('link', { name: 'Book an appointment' });
    if (isPhone(testInfo)) {
      await expect(shortcut).toBeVisible();
      await expect(shortcut).toHaveAttribute('href', '/contact');
    } else {
      await expect(shortcut).toBeHidden();
    }
  });

  test('features the first featured article in list order', async ({ sharedPage: page }) => {
    const section = page.getByRole('region', { name: 'Featured Article' });
    const first = articles.find((a) => a.featured)!;
    await expect(section.getByRole('link', { name: first.title })).toHaveAttribute(
      'href',
      `/blog/${first.id}`,
    );
  });

  test('lists the 6 newest articles by date as cards with all their details', async ({
    sharedPage: page,
  }) => {
    const newest = [...articles].sort((a, b) => b.date.localeCompare(a.date)).slice(0, 6);
    const cards = page.getByRole('region', { name: 'Latest Health Articles' }).getByRole('article');
    await expect(cards).toHaveCount(6);
    for (const [index, article] of newest.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('link', { name: article.title })).toHaveAttribute(
        'href',
        `/blog/${article.id}`,
      );
      await expect(card.getByText(article.excerpt)).toBeVisible();
      await expect(card.getByText(article.category, { exact: true })).toBeVisible();
      await expect(card.getByText('HealthHub Editorial Team')).toBeVisible();
      await expect(card.locator('time')).toHaveAttribute('datetime', article.date);
      await expect(card.locator('time')).toHaveText(
        new Date(`${article.date}T00:00:00Z`).toLocaleDateString('en-US', {
          month: 'short',
          day: 'numeric',
          year: 'numeric',
          timeZone: 'UTC',
        }),
      );
      await expect(card.getByText(/^\d+ min$/)).toBeVisible();
      await expect(card.getByRole('img')).toHaveAttribute('alt', /.{10,}/);
    }
  });

  test('Trending This Week numbers the first 5 in list order with category and read time', async ({
    sharedPage: page,
  }) => {
    const trending = page.getByRole('region', { name: 'Trending This Week' });
    const items = trending.getByRole('listitem');
    await expect(items).toHaveCount(5);
    for (const [index, article] of articles.slice(0, 5).entries()) {
      const item = items.nth(index);
      await expect(item).toContainText(String(index + 1));
      await expect(item).toContainText(article.title);
      await expect(item).toContainText(
        new RegExp(`${escapeStringRegexp(article.category)} · \\d+ min`),
      );
      await expect(item.getByRole('link')).toHaveAttribute('href', `/blog/${article.id}`);
    }
  });

  test(
    'Trending sticks beside the latest articles on wide screens',
    { tag: '@desktop' },
    async ({ sharedPage: page }) => {
      // Desktop only: stacked on phones.
      const card = page.getByRole('region', { name: 'Trending This Week' });
      await page
        .getByRole('region', { name: 'Latest Health Articles' })
        .getByRole('article')
        .nth(4)
        .scrollIntoViewIfNeeded();
      const box = (await card.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(64);
      expect(box.y).toBeLessThan(120);
    },
  );

  test('recommends articles 4 to 6 in list order', async ({ sharedPage: page }) => {
    const cards = page.getByRole('region', { name: 'Recommended For You' }).getByRole('article');
    await expect(cards).toHaveCount(3);
    for (const [index, article] of articles.slice(3, 6).entries()) {
      await expect(cards.nth(index).getByRole('link', { name: article.title })).toBeVisible();
    }
  });

  test('Explore Health Topics shows up to 8 categories by article count, with counts and icons', async ({
    sharedPage: page,
  }) => {
    const tiles = page.getByRole('region', { name: 'Explore Health Topics' }).getByRole('link');
    await expect(tiles).toHaveCount(8);
    await expect(tiles.first()).toHaveAttribute('href', '/category/mental-health');
    await expect(tiles.first()).toContainText('Mental Health');
    await expect(tiles.first()).toContainText('2 articles');
    await expect(tiles.nth(1)).toContainText('1 article');
    const slug = categorySlug(articles[0]!.category);
    await expect(
      page
        .getByRole('region', { name: 'Explore Health Topics' })
        .getByRole('link', { name: /Nutrition/ }),
    ).toHaveAttribute('href', `/category/${slug}`);
    expect(await tiles.first().locator('svg').count()).toBe(1);
  });

  test('the prerendered HTML is the normal view and carries no article body', async ({
    request,
  }) => {
    const html = await (await request.get('/')).text();
    expect(html).toContain('Featured Article');
    expect(html).not.toContain('Search Results');
    expect(html).not.toContain('When to see a doctor');
  });
});

test(
  'on wide screens the hero has no empty half: beside the headline, where to turn',
  {
    tag: '@desktop',
  },
  async ({ sharedPages }) => {
    const page = await sharedPages.open('/');
    const hero = page.getByRole('region', { name: 'Trusted health insights for everyday life' });
    const help = hero.getByRole('complementary', { name: 'Where to turn' });
    await expect(help).toBeVisible();
    await expect(help.getByRole('link', { name: '112 India, emergency' })).toHaveAttribute(
      'href',
      'tel:112',
    );
    await expect(
      help.getByRole('link', { name: 'First aid: what to do in an emergency' }),
    ).toHaveAttribute('href', '/first-aid');
    await expect(help.getByRole('link', { name: /^Request an appointment/ })).toHaveAttribute(
      'href',
      '/contact',
    );
    await expect(help.getByRole('link', { name: /^Health topics A to Z/ })).toHaveAttribute(
      'href',
      '/topics',
    );
    const [box, heroBox] = await Promise.all([help.boundingBox(), hero.boundingBox()]);
    expect(box!.x).toBeGreaterThan(heroBox!.width / 2);
    expect(box!.y + box!.height).toBeLessThanOrEqual(heroBox!.y + heroBox!.height);
  },
);
