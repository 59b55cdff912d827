import { expect, test } from '../support/test';

test.describe('footer', () => {
  test('shows the blurb, three social links, quick links, topics, contact and the disclaimer', async ({
    sharedPages,
  }) => {
    const page = await sharedPages.open('/');
    const footer = page.getByRole('contentinfo');
    await expect(
      footer.getByText('Evidence-based health information in plain language'),
    ).toBeVisible();

    const social = footer.getByRole('list', { name: 'Social media' }).getByRole('link');
    await expect(social).toHaveCount(3);
    for (const link of await social.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }

    for (const [name, href] of [
      ['About Us', '/about'],
      ['Privacy Policy', '/privacy'],
      ['Terms of Use', '/terms'],
      ['First aid', '/first-aid'],
      ['Nutrition', '/category/nutrition'],
      ['Fitness', '/category/fitness'],
      ['Mental Health', '/category/mental-health'],
      ['Preventive Care', '/category/preventive-care'],
      ['Editorial policy', '/editorial-policy'],
    ] as const) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }

    await expect(footer.getByText('New York, NY, United States')).toBeVisible();
    await expect(footer.getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
    await expect(footer.getByText('© 2024 HealthHub. All rights reserved.')).toBeVisible();
    await expect(
      footer.getByText(
        /educational purposes only and is not a substitute for professional medical advice/,
      ),
    ).toBeVisible();
  });
});

test.describe('chat popup', () => {
  test('the floating button sits bottom right on every page', async ({ page }) => {
    for (const path of ['/', '/about', '/blog/arthritis-management', '/no-such-page']) {
      await page.goto(path);
      const box = (await page.getByRole('button', { name: 'Chat with us' }).boundingBox())!;
      const viewport = page.viewportSize()!;
      expect(box.x + box.width).toBeGreaterThan(viewport.width - 40);
      expect(box.y + box.height).toBeGreaterThan(viewport.height - 40);
    }
  });

  // This test and the next two: the popup's content and keys, the same at every width.
  test(
    'opens with its copy, the number and both actions',
    { tag: '@desktop' },
    async ({ page }) => {
      await page.goto('/');
      const button = page.getByRole('button', { name: 'Chat with us' });
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      const popup = page.getByRole('dialog', { name: "We're here to help" });
      await expect(popup).toBeVisible();
      await expect(popup.getByText('+91 98765 43210', { exact: true })).toBeVisible();
      await expect(popup.getByText('Available 24/7 for your health inquiries')).toBeVisible();
      await expect(popup.getByRole('link', { name: /^Call / })).toHaveAttribute(
        'href',
        'tel:+919876543210',
      );
    },
  );

  test(
    "says, as plain text below the spec's copy, which numbers to call in an emergency",
    { tag: '@desktop' },
    async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Chat with us' }).click();
      const popup = page.getByRole('dialog', { name: "We're here to help" });
      const line = popup.getByText(
        'In an emergency, call 112 in India, 911 in the US or 999 in the UK.',
        {
          exact: true,
        },
      );
      await expect(line).toBeVisible();
      await expect(line.locator('a')).toHaveCount(0);
      expect(await popup.getByRole('link').count()).toBe(2);
      const below = await popup
        .getByText('Available 24/7 for your health inquiries')
        .evaluate(
          (el, other) => el.compareDocumentPosition(other!) & 4,
          await line.elementHandle(),
        );
      expect(below).toBeTruthy();
    },
  );

  test(
    'Start WhatsApp Chat opens wa.me with the digits and the encoded message in a new tab, and closes',
    { tag: '@desktop' },
    async ({ page, context }) => {
      await context.route('https://wa.me/**', (route) =>
        route.fulfill({ status: 200, body: 'WhatsApp' }),
      );
      await page.goto('/');
      await page.getByRole('button', { name: 'Chat with us' }).click();
      const [tab] = await Promise.all([
        context.waitForEvent('page'),
        page.getByRole('link', { name: 'Start WhatsApp Chat' }).click(),
      ]);
      const url = new URL(tab.url());
      expect(url.origin + url.pathname).toBe('https://wa.me/919876543210');
      expect(url.searchParams.get('text')).toBe(
        'Hello! I would like more information about your health services.',
      );
      expect(await tab.evaluate(() => window.opener)).toBeNull();
      await expect(page.getByRole('dialog', { name: "We're here to help" })).toBeHidden();
    },
  );

  test(
    'closes on its close button and on Escape, returning focus',
    { tag: '@desktop' },
    async ({ page }) => {
      await page.goto('/');
      const button = page.getByRole('button', { name: 'Chat with us' });
      await button.click();
      await page.getByRole('button', { name: 'Close chat' }).click();
      await expect(page.getByRole('dialog', { name: "We're here to help" })).toBeHidden();
      await expect(button).toBeFocused();
      await button.click();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: "We're here to help" })).toBeHidden();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
    },
  );
});
