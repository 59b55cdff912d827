import { type Page, test as withoutHydration } from '@playwright/test';
import { isPhone, scrollSettled } from '../support/helpers';
import { byId } from '../support/corpus';
import { expect, test } from '../support/test';

// What every medical article's page holds (breadcrumbs, takeaways, both contents lists, care cards)
// is checked in the exported HTML (__tests__/export/article-pages.test.ts); here, one article shows
// them at each width.
test.describe('the article page of a health portal', () => {
  test.describe('one article', () => {
    const article = byId('migraine-triggers-treatment-india');
    test.use({ sharedRoute: `/blog/${article.id}` });
    test('shows breadcrumbs, takeaways, contents and care cards', async ({
      sharedPage: page,
    }, testInfo) => {
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem');
      await expect(crumbs).toHaveText(['Home', article.category, article.title]);
      const takeaways = page.getByRole('region', { name: 'Key takeaways' }).getByRole('listitem');
      await expect(takeaways).toHaveText(article.takeaways!);

      const headings = await page
        .locator('.prose .heading-wrapper > :is(h2, h3)')
        .evaluateAll((list) => list.map((h) => h.textContent!.trim()));
      // Two copies, one shown at a time: "Contents" on phones, "On this page" beside the text.
      const contents = page.getByRole('navigation', {
        name: isPhone(testInfo) ? 'Contents' : 'On this page',
      });
      if (isPhone(testInfo)) {
        const details = page.locator('details:has(nav[data-contents])');
        await expect(details).not.toHaveAttribute('open');
        await details.locator('summary').click();
      }
      await expect(contents).toBeVisible();
      await expect(contents.getByRole('link')).toHaveText(headings);
      if (isPhone(testInfo)) await page.locator('details:has(nav[data-contents]) summary').click();

      const cards = page.locator('section.care-card');
      expect(await cards.count()).toBeGreaterThan(0);
      for (const card of await cards.all())
        await expect(card.getByRole('heading').first()).toBeVisible();
      const emergency = page.locator('section.care-card-emergency').first();
      await expect(emergency.getByRole('link', { name: '112 India, emergency' })).toBeVisible();
    });
  });

  test(
    'the contents list marks the section being read, and its links work',
    { tag: '@desktop' },
    async ({ page }) => {
      // Desktop only: the marking is the same list on phones, collapsed.
      await page.goto('/blog/arthritis-management');
      const aside = page.getByRole('navigation', { name: 'On this page' });
      await aside.getByRole('link', { name: 'Managing your weight' }).click();
      await expect(page).toHaveURL(/#managing-your-weight$/);
      await expect(page.locator('#managing-your-weight')).toBeInViewport();
      await expect(aside.locator('a[aria-current="true"]')).toHaveText('Managing your weight');
      await aside.getByRole('link', { name: 'When to see a doctor' }).click();
      await expect(aside.locator('a[aria-current="true"]')).toHaveText('When to see a doctor');
      // The wheel comes after the smooth scroll to the section: a wheel during it can be overridden.
      await scrollSettled(page);
      // Well above the section (its care cards run to more than a screen), with the pointer over the
      // text: over the contents list, now taller than the window, the wheel would scroll the list.
      await page.mouse.move(200, 400);
      await page.mouse.wheel(0, -4000);
      await expect(aside.locator('a[aria-current="true"]')).not.toHaveText('When to see a doctor');
      // Sticky: still in view far down the page.
      await expect(aside).toBeInViewport();
    },
  );

  test('a heading shows its own link on hover', { tag: '@desktop' }, async ({ page }) => {
    // Desktop only: no hover on phones.
    await page.goto('/blog/arthritis-management');
    const wrapper = page.locator('.heading-wrapper:has(#treatments)');
    const anchor = wrapper.getByRole('link', { name: 'Link to the section Treatments' });
    await expect(anchor).toHaveAttribute('href', '#treatments');
    await expect(anchor).toHaveCSS('opacity', '0');
    await wrapper.hover();
    await expect(anchor).toHaveCSS('opacity', '1');
    await expect(page.getByRole('heading', { name: 'Treatments', exact: true })).toBeVisible();
  });

  test('the article page does not shift as it loads (CLS 0)', async ({ page }) => {
    await page.goto('/blog/migraine-triggers-treatment-india');
    await page.waitForLoadState('networkidle');
    expect((await layoutShifts(page)).map((shift) => shift.text)).toEqual([]);
  });

  test('on a slow connection neither the header nor a late font moves the page', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const devtools = await page.context().newCDPSession(page);
    await devtools.send('Network.enable');
    // About 200 kbit/s: the HTML arrives in pieces over seconds, the font well after first paint.
    await devtools.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 40,
      downloadThroughput: 25_000,
      uploadThroughput: 25_000,
    });
    await page.goto('/blog/migraine-triggers-treatment-india');
    await page.waitForLoadState('networkidle');
    const shifts = await layoutShifts(page);
    const fontArrived = await page.evaluate(
      () =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((entry) =>
          entry.name.endsWith('.woff2'),
        )!.responseEnd,
    );
    expect(shifts.filter((shift) => shift.inHeader).map((shift) => shift.text)).toEqual([]);
    expect(shifts.filter((shift) => shift.at >= fontArrived).map((shift) => shift.text)).toEqual(
      [],
    );
  });
  test.describe('a category page', () => {
    test.use({ sharedRoute: '/category/mental-health' });
    test('the category page shows its breadcrumbs', async ({ sharedPage: page }) => {
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem');
      await expect(crumbs).toHaveText(['Home', 'Mental Health']);
      await expect(crumbs.first().getByRole('link')).toHaveAttribute('href', '/');
    });
  });
});

withoutHydration.describe('without JavaScript', () => {
  withoutHydration.use({ javaScriptEnabled: false });

  withoutHydration(
    'the contents list opens and its links lead to the sections',
    async ({ page }) => {
      await page.goto('/blog/sleep-optimization-guide');
      const details = page.locator('details:has(nav[data-contents])');
      if (await details.isVisible()) await details.locator('summary').click();
      const contents = page.locator('nav[data-contents]:visible');
      const link = contents.getByRole('link').nth(1);
      const href = (await link.getAttribute('href'))!;
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(page.locator(href)).toBeInViewport();
    },
  );
});

test.describe('a printed article', () => {
  test(
    'is a clean handout: the text, review, takeaways, cards and sources, no chrome',
    { tag: '@desktop' },
    async ({ page, browserName }, testInfo) => {
      // Desktop only: printing does not depend on the screen width.
      const article = byId('heart-healthy-diet-guide');
      await page.goto(`/blog/${article.id}`);
      await page.emulateMedia({ media: 'print' });
      for (const hidden of [
        page.locator('header').first(),
        page.locator('footer'),
        page.getByRole('button', { name: /chat/i }),
        page.getByRole('button', { name: 'Share' }),
        page.getByRole('link', { name: 'Book Appointment' }),
        page.getByRole('navigation', { name: 'Breadcrumb' }),
        page.locator('nav[data-contents]').first(),
        page.locator('nav[data-contents]').last(),
        page.getByRole('region', { name: 'Related Articles' }),
        page.locator('article img').first(),
      ]) {
        await expect(hidden).toBeHidden();
      }
      for (const shown of [
        page.getByRole('heading', { level: 1, name: article.title }),
        page.getByText('Reviewed by the HealthHub editorial team'),
        page.getByRole('region', { name: 'Key takeaways' }),
        page.locator('section.care-card').first(),
        page.getByRole('region', { name: 'Sources' }),
        page.getByRole('complementary', { name: 'Medical disclaimer' }),
      ]) {
        await expect(shown).toBeVisible();
      }
      const printedUrl = await page
        .getByRole('region', { name: 'Sources' })
        .locator('a[href^="http"]')
        .first()
        .evaluate((a) => getComputedStyle(a, '::after').content);
      expect(printedUrl).toContain(article.sources[0]!.url.slice(0, 30));
      const colour = await page
        .locator('.prose p')
        .first()
        .evaluate((p) => getComputedStyle(p).color);
      expect(colour).toBe('rgb(0, 0, 0)');
      const border = await page
        .locator('section.care-card')
        .first()
        .evaluate((card) => getComputedStyle(card).borderTopStyle);
      expect(border).toBe('solid');

      test.skip(browserName !== 'chromium', 'PDF output is a Chromium feature');
      const pdf = await page.pdf({ format: 'A4' });
      const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? [];
      expect(pages.length).toBeGreaterThan(1);
      await testInfo.attach('handout.pdf', { body: pdf, contentType: 'application/pdf' });
    },
  );
});

/**
 * Each layout shift of the page so far (none is CLS 0): when, whether it moved part of the site
 * header, and what moved, from where to where.
 */
function layoutShifts(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ at: number; inHeader: boolean; text: string }[]>((resolve) => {
        const shifts: { at: number; inHeader: boolean; text: string }[] = [];
        const header = document.querySelector('body > header');
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
          })[]) {
            const moved = entry.sources.map(
              ({ node, previousRect: from, currentRect: to }) =>
                `${(node as Element | undefined)?.outerHTML?.slice(0, 80) ?? node?.nodeName} ` +
                `from ${from.x},${from.y} ${from.width}x${from.height} to ${to.x},${to.y} ${to.width}x${to.height}`,
            );
            shifts.push({
              at: entry.startTime,
              inHeader: entry.sources.some(({ node }) => !!node && !!header?.contains(node)),
              text: `${entry.value} at ${Math.round(entry.startTime)} ms: ${moved.join('; ')}`,
            });
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(shifts), 500);
      }),
  );
}

test.describe('the top of an article on a phone, and its lines of details', () => {
  test(
    'at 320 and 390 px the text starts within a screen of the title; share and booking come after the text',
    {
      tag: '@phone',
    },
    async ({ page }) => {
      for (const width of [320, 390]) {
        await page.setViewportSize({ width, height: 844 });
        for (const id of ['migraine-triggers-treatment-india', 'web-design-seo-visibility']) {
          await page.goto(`/blog/${id}`);
          const top = (locator: ReturnType<Page['locator']>) =>
            locator.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
          const titleBottom = await page
            .getByRole('heading', { level: 1 })
            .evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY);
          // The text: the key takeaways where the article has them, else its first paragraph.
          const takeaways = page.getByRole('region', { name: 'Key takeaways' });
          const text = (await takeaways.count()) ? takeaways : page.locator('.prose p').first();
          const gap = (await top(text)) - titleBottom;
          expect({ width, id, withinAScreen: gap <= 844 }).toEqual({
            width,
            id,
            withinAScreen: true,
          });
          const share = page.getByRole('button', { name: 'Share', exact: true });
          await expect(share).toBeVisible();
          expect(await top(share)).toBeGreaterThan(await top(page.locator('.prose')));
          await expect(page.getByRole('link', { name: 'Book Appointment' })).toBeVisible();
        }
      }
    },
  );

  test('the details and review lines never leave a "·" at the end or start of a line', async ({
    page,
  }, testInfo) => {
    const widths = isPhone(testInfo) ? [320, 390] : [1280];
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/blog/migraine-triggers-treatment-india');
      const lines = await page.locator('[data-dot-separated]').evaluateAll((boxes) =>
        boxes.map((box) => {
          const clip = box.getBoundingClientRect();
          const items = [...box.querySelectorAll(':scope > span > span')];
          return items.map((item, index) => {
            const dot = item.querySelector('[data-dot]')!.getBoundingClientRect();
            const shown = dot.left >= clip.left && dot.right <= clip.right;
            // Items of one line share a middle (they are centred on it), not always a top.
            const middle = (rect: DOMRect) => rect.top + rect.height / 2;
            const previous = items[index - 1]?.getBoundingClientRect();
            const sameLine =
              !!previous && Math.abs(middle(previous) - middle(item.getBoundingClientRect())) < 3;
            return { item: item.textContent?.slice(1, 30), shown, sameLine };
          });
        }),
      );
      expect(lines.length).toBe(2);
      for (const items of lines)
        for (const { item, shown, sameLine } of items)
          expect({ width, item, shown }).toEqual({ width, item, shown: sameLine });
    }
  });
});
