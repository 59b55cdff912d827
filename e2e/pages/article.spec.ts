import { expect, test } from '../support/test';
import { byId } from '../support/corpus';

const article = byId('heart-healthy-diet-guide');

test.describe('article page', () => {
  test.use({ sharedRoute: `/blog/${article.id}` });

  test('shows back link, category, title, excerpt, author, long date and read time', async ({
    sharedPage: page,
  }) => {
    await expect(page).toHaveTitle(`${article.title} - HealthHub`);
    await expect(page.getByRole('link', { name: 'Back to Articles' })).toHaveAttribute('href', '/');
    await expect(
      page.getByRole('link', { name: article.category, exact: true }).first(),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
    await expect(page.getByText(article.excerpt).first()).toBeVisible();
    await expect(page.getByText('HealthHub Editorial Team').first()).toBeVisible();
    await expect(page.locator('article time').first()).toHaveText('January 15, 2024');
    await expect(page.getByText(/^\d+ min read$/)).toBeVisible();
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(
      article.excerpt,
    );
  });

  test('Book Appointment goes to /contact', async ({ page }) => {
    await page.goto(`/blog/${article.id}`);
    await page.getByRole('link', { name: 'Book Appointment' }).click();
    await expect(page).toHaveURL('/contact');
  });

  test('renders the content with headings, bold text and lists, then tags and sources', async ({
    sharedPage: page,
  }) => {
    const body = page.locator('.prose');
    await expect(body.locator('h2').first()).toBeVisible();
    await expect(body.getByRole('heading', { name: 'When to see a doctor' })).toBeVisible();
    expect(await body.locator('strong').count()).toBeGreaterThan(0);
    expect(await body.locator('li').count()).toBeGreaterThan(0);
    for (const tag of article.tags)
      await expect(page.getByText(`#${tag}`, { exact: true })).toBeVisible();
    const sources = page.getByRole('region', { name: 'Sources' }).getByRole('link');
    expect(await sources.count()).toBeGreaterThanOrEqual(3);
    await expect(sources.first()).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(sources.first()).toHaveAttribute('target', '_blank');
  });

  test('shows the cover image with its alt text', async ({ sharedPage: page }) => {
    const cover = page.getByRole('img', { name: /heart/i }).first();
    await expect(cover).toBeVisible();
    expect(
      await cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    ).toBe(true);
  });

  test('shares to X, Facebook, LinkedIn and WhatsApp with the page URL and title, in a new window without opener', async ({
    sharedPage: page,
  }) => {
    const links = page.getByRole('list', { name: 'Share on social media' }).getByRole('link');
    await expect(links).toHaveCount(4);
    const hrefs = await links.evaluateAll((els) => els.map((el) => el.getAttribute('href')!));
    const pageUrl = `http://localhost:3000/blog/${article.id}`;
    expect(new URL(hrefs[0]!).searchParams.get('url')).toBe(pageUrl);
    expect(new URL(hrefs[0]!).searchParams.get('text')).toBe(article.title);
    expect(new URL(hrefs[1]!).searchParams.get('u')).toBe(pageUrl);
    expect(new URL(hrefs[2]!).searchParams.get('url')).toBe(pageUrl);
    expect(new URL(hrefs[3]!).searchParams.get('text')).toBe(`${article.title} ${pageUrl}`);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  test('Copy Link copies the URL and says so', { tag: '@desktop' }, async ({ page, context }) => {
    await page.goto(`/blog/${article.id}`);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Copy Link' }).click();
    await expect(page.getByText('Link copied!')).toBeVisible();
    await expect(page.getByText('Article link has been copied to your clipboard.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `http://localhost:3000/blog/${article.id}`,
    );
  });

  test(
    'Share without native sharing copies the link with its own message',
    { tag: '@desktop' },
    async ({ page, context }) => {
      await page.goto(`/blog/${article.id}`);
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.evaluate(() =>
        Object.defineProperty(navigator, 'share', { value: undefined, configurable: true }),
      );
      await page.getByRole('button', { name: 'Share', exact: true }).click();
      await expect(page.getByText('Share URL copied to clipboard.')).toBeVisible();
    },
  );

  test(
    'Share uses native sharing with title, excerpt and URL, and only logs a failure',
    { tag: '@desktop' },
    async ({ page }) => {
      await page.goto(`/blog/${article.id}`);
      await page.evaluate(() => {
        const w = window as unknown as { shared: unknown[] };
        w.shared = [];
        Object.defineProperty(navigator, 'share', {
          configurable: true,
          value: (data: unknown) => {
            w.shared.push(data);
            return w.shared.length > 1
              ? Promise.reject(new Error('AbortError'))
              : Promise.resolve();
          },
        });
      });
      const errors: string[] = [];
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      const share = page.getByRole('button', { name: 'Share', exact: true });
      await share.click();
      await share.click();
      const shared = await page.evaluate(() => (window as unknown as { shared: unknown[] }).shared);
      expect(shared[0]).toEqual({
        title: article.title,
        text: article.excerpt,
        url: `http://localhost:3000/blog/${article.id}`,
      });
      await expect.poll(() => errors.some((e) => e.includes('Share failed'))).toBe(true);
      await expect(page.getByText('Link copied!')).toHaveCount(0);
    },
  );

  test('Related Articles lists 3, same category first', async ({ sharedPage: page }) => {
    const related = page.getByRole('region', { name: 'Related Articles' }).getByRole('article');
    await expect(related).toHaveCount(3);
  });
});

test.describe('a Mental Health article', () => {
  test.use({ sharedRoute: '/blog/mental-health-workplace' });
  test('Related Articles of a Mental Health article start with the other one', async ({
    sharedPage: page,
  }) => {
    const first = page
      .getByRole('region', { name: 'Related Articles' })
      .getByRole('article')
      .first();
    await expect(first.getByRole('link')).toHaveAttribute('href', '/blog/sleep-optimization-guide');
  });
});
