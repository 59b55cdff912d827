import { expectNoViolations } from '../support/axe';
import { expectTabStaysInside, visibleSearchBox } from '../support/helpers';
import { expect, test } from '../support/test';

/**
 * One page of each template and each state; `template` names a state of the same layout already
 * scanned at 390 px. The markdown pages (privacy, terms) share the editorial policy's template;
 * every article shares the article's.
 */
const pages: [state: string, route: string, template?: string][] = [
  ['home', '/'],
  ['search results', '/?q=sleep'],
  ['no results', '/?q=zzzxqv', 'search results'],
  ['no results, with a suggestion', '/?q=migrane', 'search results'],
  ['article', '/blog/heart-healthy-diet-guide'],
  [
    'article opened from a result',
    '/blog/migraine-triggers-treatment-india#search=headache',
    'article',
  ],
  ['review record', '/blog/pediatric-nutrition-basics/review'],
  ['form sent (no JavaScript)', '/form/request-sent', 'about'],
  ['category', '/category/mental-health'],
  ['empty category', '/category/fitness', 'category'],
  ['about', '/about'],
  ['topics hub', '/topics'],
  ['contact', '/contact'],
  ['editorial policy', '/editorial-policy', 'about'],
  ['404', '/no-such-page'],
  ['offline page', '/offline', 'about'],
  ['first aid', '/first-aid'],
  ['an emergency', '/first-aid/choking'],
  ['an article with embedded first aid', '/blog/pediatric-nutrition-basics'],
  ["an emergency's record", '/first-aid/choking/review', 'review record'],
];

// Each scan checks every rule in the light theme and the colour rules in the dark theme
// (e2e/support/axe.ts).
test.describe('axe-core finds no violation, in both themes', () => {
  for (const [state, route, template] of pages) {
    // A page of a layout already scanned at 390 px (`template`) is scanned at 1280 px only.
    test(state, template ? { tag: '@desktop' } : {}, async ({ sharedPages }) => {
      const page = await sharedPages.open(route);
      await page.waitForLoadState('networkidle');
      await expectNoViolations(page, state);
    });
  }

  test('contact with validation errors, after a failed submit and after a request is sent', async ({
    page,
  }) => {
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Request appointment' }).click();
    await expectNoViolations(page, 'validation errors');
    await page.getByLabel('Full name').fill('Asha');
    await page.getByLabel('Phone number').fill('+91 98765 00000');
    await page
      .getByLabel('Email address')
      .fill(`fail-message+axe-${test.info().project.name}@example.com`);
    await page.getByLabel('City').fill('Pune');
    await page.getByRole('button', { name: 'Request appointment' }).click();
    await expect(page.getByText('Invalid access key. Please check your settings.')).toBeVisible();
    await expectNoViolations(page, 'failed submit');
    await page.getByLabel('Email address').fill(`ok+axe-${test.info().project.name}@example.com`);
    await page.getByRole('button', { name: 'Request appointment' }).click();
    await expect(page.getByRole('heading', { name: 'Your request was received' })).toBeVisible();
    await expectNoViolations(page, 'request received');
  });

  test('with the mobile menu open', { tag: '@phone' }, async ({ page }) => {
    // Phone only: the menu is for small screens.
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expectNoViolations(page, 'menu open');
  });

  test('with title suggestions open, one chosen', async ({ page }) => {
    await page.goto('/about');
    await visibleSearchBox(page).pressSequentially('gui');
    await expect(page.getByRole('option').first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expectNoViolations(page, 'suggestions open');
  });

  test('with the chat popup open', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Chat with us' }).click();
    await expectNoViolations(page, 'chat open');
  });
});

test.describe('keyboard and screen readers', () => {
  // Every exported page's landmarks and h1 are checked in its HTML (__tests__/export/pages.test.ts);
  // the search view is drawn in the browser, so its states are checked here.
  test(
    'the search view has landmarks and exactly one h1',
    { tag: '@desktop' },
    async ({ page }) => {
      // Desktop only: the same markup at every width.
      for (const [, route] of pages.filter(([, route]) => route.includes('?'))) {
        await page.goto(route);
        await expect(page.getByRole('banner')).toHaveCount(1);
        await expect(page.getByRole('main')).toHaveCount(1);
        await expect(page.getByRole('contentinfo')).toHaveCount(1);
        // As assistive technology sees the page: the home page's normal view, hidden while the
        // search view shows, does not count.
        await expect(page.getByRole('heading', { level: 1 }), route).toHaveCount(1);
      }
    },
  );

  // The popup's keys, the same at every width.
  test(
    'the chat popup works from the keyboard: focus in, Tab stays inside, Escape returns focus',
    { tag: '@desktop' },
    async ({ page }) => {
      await page.goto('/');
      const button = page.getByRole('button', { name: 'Chat with us' });
      await button.focus();
      await page.keyboard.press('Enter');
      await expect
        .poll(() => page.evaluate(() => !!document.activeElement?.closest('#chat-popup')))
        .toBe(true);
      await expectTabStaysInside(page, '#chat-popup', 5);
      await page.keyboard.press('Escape');
      await expect(button).toBeFocused();
    },
  );

  test('a search runs from the keyboard alone', async ({ page }) => {
    await page.goto('/about');
    await page.keyboard.press('Tab'); // skip link
    await page.keyboard.press('Tab'); // logo
    let reached = false;
    for (let i = 0; i < 6 && !reached; i += 1) {
      await page.keyboard.press('Tab');
      reached = await page.evaluate(
        () => (document.activeElement as HTMLInputElement | null)?.type === 'search',
      );
    }
    expect(reached).toBe(true);
    await page.keyboard.type('arthritis');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Search Results' })).toBeVisible();
  });

  // The focus style, the same at every width.
  test('focus is visible on links and buttons', { tag: '@desktop' }, async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const outline = await page.evaluate(
      () => getComputedStyle(document.activeElement!).outlineStyle,
    );
    expect(outline).not.toBe('none');
  });

  test('interactive targets are at least 24 by 24 px', async ({ page }) => {
    for (const route of ['/', '/blog/heart-healthy-diet-guide', '/contact']) {
      await page.goto(route);
      const small = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('button, a, input')]
          .filter(
            (el) =>
              el.offsetParent !== null &&
              !el.closest('.prose, .sr-only') &&
              !el.classList.contains('sr-only'),
          )
          .map((el) => ({ el, box: el.getBoundingClientRect() }))
          .filter(({ box }) => box.width > 0 && (box.width < 24 || box.height < 24))
          .map(({ el }) => el.outerHTML.slice(0, 80)),
      );
      expect(small, route).toEqual([]);
    }
  });

  // WCAG 2.4.11 (AA): the focused element is never entirely hidden by the floating buttons.
  test('the floating buttons never hide the focused element', async ({ page }) => {
    test.setTimeout(120_000); // 120 key presses, each waiting two frames (66 s on a busy machine)
    for (const route of ['/', '/contact']) {
      await page.goto(route);
      const hidden: string[] = [];
      for (let i = 0; i < 60; i += 1) {
        await page.keyboard.press('Tab');
        const overlap = await page.evaluate(async () => {
          await new Promise((resolve) =>
            requestAnimationFrame(() => requestAnimationFrame(resolve)),
          );
          const focused = document.activeElement as HTMLElement | null;
          if (!focused || focused === document.body || focused.closest('.fixed')) return null;
          const box = focused.getBoundingClientRect();
          const x = Math.min(Math.max(box.left + box.width / 2, 0), window.innerWidth - 1);
          const y = Math.min(Math.max(box.top + box.height / 2, 0), window.innerHeight - 1);
          const onTop = document.elementFromPoint(x, y);
          const covered = !!onTop && !focused.contains(onTop) && !!onTop.closest('.fixed');
          return covered ? focused.outerHTML.slice(0, 80) : null;
        });
        if (overlap) hidden.push(overlap);
      }
      expect(hidden, route).toEqual([]);
    }
  });

  test('the result count is announced', async ({ sharedPages }) => {
    const page = await sharedPages.open('/?q=sleep');
    await expect(page.getByRole('status').filter({ hasText: 'results for "sleep"' })).toBeVisible();
  });
});

test.describe('small screens, zoom and motion', () => {
  test('reduced motion turns off smooth scrolling', { tag: '@desktop' }, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    expect(
      await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior),
    ).toBe('auto');
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    expect(
      await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior),
    ).toBe('smooth');
  });
});
