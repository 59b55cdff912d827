import escapeStringRegexp from 'escape-string-regexp';
import { emergencies } from '../support/corpus';
import { expect, test } from '../support/test';

// The first-aid library: its pages, the cards articles embed, and the numbers as phone links.

test.describe('first aid', () => {
  test('the emergencies page lists every emergency, each leading to its page', async ({
    sharedPages,
  }) => {
    const page = await sharedPages.open('/first-aid');
    await expect(page.locator('main h1')).toHaveText('First aid: what to do in an emergency');
    const list = page.getByRole('region', { name: 'Emergencies' });
    for (const { id, title } of emergencies)
      await expect(
        list.getByRole('link', { name: new RegExp(`^${escapeStringRegexp(title)}`) }),
      ).toHaveAttribute('href', `/first-aid/${id}`);
  });

  test("every number is a phone link, at least 44 px tall and wide, on each emergency's page", async ({
    page,
  }) => {
    for (const { id, title } of emergencies) {
      await page.goto(`/first-aid/${id}`);
      await expect(page.locator('main h1')).toHaveText(title);
      const calls = page.getByRole('main').locator('a[href^="tel:"]');
      expect(await calls.count(), id).toBeGreaterThan(3);
      for (const link of await calls.all()) {
        const box = (await link.boundingBox())!;
        expect(box.height, `${id}: ${await link.textContent()}`).toBeGreaterThanOrEqual(44);
        expect(box.width).toBeGreaterThanOrEqual(44);
        expect(await link.getAttribute('href')).toMatch(/^tel:\d{3,6}$/);
      }
      // Its sources, and the record of what was checked.
      await expect(page.getByRole('heading', { name: 'Sources' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'What we checked' })).toHaveAttribute(
        'href',
        `/first-aid/${id}/review`,
      );
    }
  });

  test('choking goes straight to the steps for a baby, a child and an adult', async ({
    sharedPages,
  }) => {
    const page = await sharedPages.open('/first-aid/choking');
    const jumps = page.getByRole('navigation', { name: 'What to do' }).getByRole('link');
    await expect(jumps).toHaveText(['A baby under 1', 'A child aged 1 or over', 'An adult']);
    await jumps.first().click();
    await expect(page).toHaveURL(/#a-baby-under-1$/);
    const baby = page.getByRole('heading', { name: 'A baby under 1' });
    await expect(baby).toBeInViewport();
  });

  test('an article shows each emergency it embeds as the same card, linking its page', async ({
    page,
  }) => {
    for (const { id, title, embeddedIn } of emergencies)
      for (const article of embeddedIn) {
        await page.goto(`/blog/${article}`);
        const card = page.locator(`section#first-aid-${id}`);
        await expect(card.getByRole('heading', { name: `First aid: ${title}` })).toBeVisible();
        await expect(card.getByRole('link', { name: '112 India, emergency' })).toHaveAttribute(
          'href',
          'tel:112',
        );
        await expect(
          card.getByRole('link', {
            name: new RegExp(`^${escapeStringRegexp(title)}: the same steps`),
          }),
        ).toHaveAttribute('href', `/first-aid/${id}`);
        // No citation marks inside: the sources are on the emergency's page.
        await expect(card.locator('sup')).toHaveCount(0);
      }
  });

  test('the 404 page leads to first aid', async ({ page }) => {
    await page.goto('/no-such-page');
    await page.getByRole('link', { name: 'First aid: what to do in an emergency' }).click();
    await expect(page).toHaveURL('/first-aid');
  });

  test("the Hindi emergencies page gives India's numbers only, and leads to each emergency", async ({
    sharedPages,
  }) => {
    const page = await sharedPages.open('/hi/first-aid');
    const calls = page.getByRole('main').locator('a[href^="tel:"]');
    await expect(calls).toHaveText([/^112/, /^108/]);
    for (const { id } of emergencies) {
      const hindi = page.locator(`a[href="/hi/first-aid/${id}"]`);
      const english = page.locator(`a[href="/first-aid/${id}"][hreflang="en"]`);
      expect((await hindi.count()) + (await english.count()), id).toBe(1);
    }
  });
});
