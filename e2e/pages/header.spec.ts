import { articles, categories, categorySlug } from '../support/corpus';
import { expect, test } from '../support/test';
import { expectTabStaysInside, isPhone, scrollPast, visibleSearchBox } from '../support/helpers';

test.describe('header', () => {
  test('stays at the top while the page scrolls', async ({ sharedPages }) => {
    const page = await sharedPages.open('/');
    await scrollPast(page, 1200);
    const box = await page.getByRole('banner').boundingBox();
    expect(box?.y).toBe(0);
  });

  test('logo links home', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('banner').getByRole('link', { name: 'HealthHub' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('search box sits in the bar on wide screens and in a strip below on small ones', async ({
    sharedPages,
  }, testInfo) => {
    const page = await sharedPages.open('/');
    // Another test may have scrolled the shared page; the strip sits below the bar at the top.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    const search = visibleSearchBox(page);
    await expect(search).toHaveCount(1);
    await expect(search).toHaveAttribute('placeholder', 'Search articles, topics, tags...');
    const box = (await search.boundingBox())!;
    if (isPhone(testInfo)) expect(box.y).toBeGreaterThan(64);
    else expect(box.y).toBeLessThan(64);
  });

  test('search goes to / with the trimmed, encoded text and shows it in the box', async ({
    page,
  }) => {
    await page.goto('/about');
    await visibleSearchBox(page).fill('  sleep & stress  ');
    await visibleSearchBox(page).press('Enter');
    await expect(page).toHaveURL('/?q=sleep%20%26%20stress');
    await expect(visibleSearchBox(page)).toHaveValue('sleep & stress');
  });

  test('an empty or blank search does nothing', async ({ page }) => {
    await page.goto('/about');
    await visibleSearchBox(page).fill('   ');
    await visibleSearchBox(page).press('Enter');
    await page.waitForTimeout(300);
    await expect(page).toHaveURL('/about');
  });

  test('/ focuses the search box from anywhere on a page, but not while typing in a field', async ({
    page,
  }) => {
    await page.goto('/blog/heart-healthy-diet-guide');
    await page.locator('main h1').click();
    await page.keyboard.press('/');
    const box = visibleSearchBox(page);
    await expect(box).toBeFocused();
    await expect(box).toHaveValue('');
    await page.keyboard.type('sleep');
    await page.keyboard.press('Enter');
    // The suggestions' code loads on first focus; Enter waits for it on a busy machine.
    await expect(page).toHaveURL(/\/\?q=sleep$/, { timeout: 15_000 });

    await page.goto('/contact');
    await page.getByLabel('City').fill('Pune');
    await page.keyboard.press('/');
    await expect(page.getByLabel('City')).toHaveValue('Pune/');
    await expect(visibleSearchBox(page)).not.toBeFocused();
  });

  test(
    'Book an appointment goes to /contact on wide screens',
    { tag: '@desktop' },
    async ({ page }) => {
      // Desktop only: on phones the button is in the menu.
      await page.goto('/');
      await page.getByRole('banner').getByRole('link', { name: 'Book an appointment' }).click();
      await expect(page).toHaveURL('/contact');
    },
  );
});

// Phone only: the menu button is shown on small screens. One page goes through the menu's life:
// each step opens it and closes it again, the last one by following a link.
test.describe('mobile menu', { tag: '@phone' }, () => {
  test('opens, marks the current page, closes every way, keeps Tab inside', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Open menu' });
    const menu = page.getByRole('dialog', { name: 'Menu' });
    /** The open menu marks `current` as the page shown, and not `other`. */
    const expectMarked = async (current: string, other: string) => {
      await expect(menu.getByRole('link', { name: current })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(menu.getByRole('link', { name: other })).not.toHaveAttribute(
        'aria-current',
        'page',
      );
    };

    await test.step('opens full screen with Blogs and the booking button, focus inside', async () => {
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(menu).toBeVisible();
      expect(await menu.boundingBox()).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });
      await expect(menu.getByRole('link', { name: 'Blogs' })).toBeVisible();
      await expect(menu.getByRole('link', { name: 'Book an appointment' })).toBeVisible();
      await expect
        .poll(() => page.evaluate(() => !!document.activeElement?.closest('dialog')))
        .toBe(true);
    });

    await test.step('highlights the item whose path matches', () =>
      expectMarked('Blogs', 'Book an appointment'));

    await test.step('keeps Tab inside while open', async () => {
      await expectTabStaysInside(page, '#mobile-menu', 6);
    });

    await test.step('closes on its close button and returns focus to the menu button', async () => {
      await page.getByRole('button', { name: 'Close menu' }).click();
      await expect(menu).toBeHidden();
      await expect(button).toBeFocused();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
    });

    await test.step('closes on Escape', async () => {
      await button.click();
      await expect(menu).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(button).toBeFocused();
    });

    await test.step('closes on the backdrop', async () => {
      await button.click();
      await expect(menu).toBeVisible();
      await page.mouse.click(20, 400);
      await expect(menu).toBeHidden();
    });

    await test.step('closes on a link click and follows it', async () => {
      await button.click();
      await menu.getByRole('link', { name: 'Book an appointment' }).click();
      await expect(page).toHaveURL('/contact');
      await expect(menu).toBeHidden();
    });

    await test.step('on /contact, highlights the booking item', async () => {
      await button.click();
      await expectMarked('Book an appointment', 'Blogs');
    });
  });
});

test.describe('the health topics hub from the header', () => {
  test(
    'the menu lists it after Blogs and the booking button, with the topics that have articles; it opens the hub, marked current',
    {
      tag: '@phone',
    },
    async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      // The categories that have articles, the most first (as the home page's tiles), at most 8.
      const count = (name: string) => articles.filter((a) => a.category === name).length;
      const topics = categories
        .map(({ name }) => name)
        .filter((name) => count(name) > 0)
        .sort((a, b) => count(b) - count(a))
        .slice(0, 8);
      expect(topics.length).toBeGreaterThan(3);
      await expect(menu.getByRole('link')).toHaveText([
        'Blogs',
        'Book an appointment',
        'Health topics',
        ...topics,
        'About Us',
        'Editorial policy',
        '112 India, emergency',
        '108 India, ambulance',
        '911 US, emergency',
        '999 UK, emergency',
        'First aid: what to do in an emergency',
      ]);
      // Only categories with articles: no link the site adds leads to an empty page.
      for (const link of await menu.getByRole('list', { name: 'Topics' }).getByRole('link').all()) {
        const slug = (await link.getAttribute('href'))!.replace('/category/', '');
        expect(articles.some((a) => categorySlug(a.category) === slug)).toBe(true);
      }
      // In an emergency: the numbers as phone links at least 44 px tall, and the first-aid pages.
      const emergency = menu.getByRole('region', { name: 'In an emergency' });
      for (const link of await emergency
        .getByRole('list', { name: 'Numbers to call' })
        .getByRole('link')
        .all()) {
        expect(await link.getAttribute('href')).toMatch(/^tel:\d+$/);
        expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      }
      await expect(
        emergency.getByRole('link', { name: 'First aid: what to do in an emergency' }),
      ).toHaveAttribute('href', '/first-aid');
      await menu.getByRole('link', { name: 'Health topics' }).click();
      await expect(page).toHaveURL('/topics');
      await expect(menu).toBeHidden();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Health topics');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(menu.getByRole('link', { name: 'Health topics' })).toHaveAttribute(
        'aria-current',
        'page',
      );
    },
  );

  test(
    'the bar links to it beside Blogs; on the hub it is marked current',
    {
      tag: '@desktop',
    },
    async ({ page }) => {
      await page.goto('/about');
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav.getByRole('link')).toHaveText(['Blogs', 'Health topics']);
      await nav.getByRole('link', { name: 'Health topics' }).click();
      await expect(page).toHaveURL('/topics');
      await expect(nav.getByRole('link', { name: 'Health topics' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      // A letter of the A-Z leads to its group.
      const letters = page.getByRole('navigation', { name: 'Topics by letter' });
      await letters.getByRole('link', { name: 'M', exact: true }).click();
      await expect(page).toHaveURL('/topics#topics-m');
      await expect(
        page.getByRole('heading', { level: 3, name: 'M', exact: true }),
      ).toBeInViewport();
    },
  );
});
