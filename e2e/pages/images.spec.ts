import { expect, test } from '../support/test';
import { articles } from '../support/corpus';

test.describe('images', () => {
  test('every cover on the home page has width, height, alt text and a WebP srcset; below the fold is lazy', async ({
    sharedPages,
  }) => {
    const page = await sharedPages.open('/');
    const images = page.getByRole('main').getByRole('img');
    expect(await images.count()).toBeGreaterThan(5);
    for (const image of await images.all()) {
      await expect(image).toHaveAttribute('width', '1200');
      await expect(image).toHaveAttribute('height', '675');
      await expect(image).toHaveAttribute('alt', /.{10,}/);
      await expect(image).toHaveAttribute(
        'srcset',
        /-400\.webp 400w, .*-800\.webp 800w, .*-1200\.webp 1200w$/,
      );
    }
    await expect(images.first()).toHaveAttribute('fetchpriority', 'high');
    await expect(images.first()).toHaveAttribute('loading', 'eager');
    await expect(images.last()).toHaveAttribute('loading', 'lazy');
  });

  test('the article header cover loads with priority and every variant a phone may pick is at most 60 KB', async ({
    page,
    request,
  }) => {
    const article = articles[0]!;
    await page.goto(`/blog/${article.id}`);
    const cover = page.getByRole('main').getByRole('img').first();
    await expect(cover).toHaveAttribute('fetchpriority', 'high');
    await expect
      .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    expect(await cover.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.webp$/);
    for (const { id } of articles) {
      for (const width of [400, 800, 1200]) {
        const response = await request.get(`/generated/covers/${id}-${width}.webp`);
        expect(response.headers()['content-type']).toBe('image/webp');
        expect((await response.body()).length).toBeLessThanOrEqual(60 * 1024);
      }
    }
  });
});
