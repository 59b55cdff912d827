import type { Page } from '@playwright/test';
import SETTINGS from '../settings.json';
import { expect, test } from '../support/test';

const STUB = new URL(SETTINGS.form.endpoint).origin;

async function fill(page: Page, scenario: string, testId: string) {
  const email = `${scenario}+${testId}@example.com`;
  await page.getByLabel('Full name').fill('  Asha Rao ');
  await page.getByLabel('Phone number').fill('+91 98765 00000');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('City').fill('Pune');
  return email;
}

async function expectKept(page: Page, email: string) {
  await expect(page.getByLabel('Full name')).toHaveValue('  Asha Rao ');
  await expect(page.getByLabel('Phone number')).toHaveValue('+91 98765 00000');
  await expect(page.getByLabel('Email address')).toHaveValue(email);
  await expect(page.getByLabel('City')).toHaveValue('Pune');
}

const uid = (testInfo: { testId: string; project: { name: string } }) =>
  `${testInfo.project.name}-${testInfo.testId}`;

test(
  'the bracket before "how we handle them" stays on the link\'s line at every phone width',
  { tag: '@phone' },
  async ({ page }) => {
    await page.goto('/contact');
    const link = page.getByRole('link', { name: 'how we handle them' });
    for (let width = 320; width <= 430; width += 5) {
      await page.setViewportSize({ width, height: 800 });
      const [bracket, linkTop] = await link.evaluate((a) => {
        const before = a.previousSibling!;
        const range = document.createRange();
        range.setStart(before, before.textContent!.length - 1);
        range.setEnd(before, before.textContent!.length);
        return [
          { text: range.toString(), top: Math.round(range.getBoundingClientRect().top) },
          Math.round(a.getBoundingClientRect().top),
        ] as const;
      });
      expect(bracket.text).toBe('(');
      // The link has 4 px of padding above its text: the same line is within a few pixels.
      expect({ width, apart: Math.abs(bracket.top - linkTop) < 12 }).toEqual({
        width,
        apart: true,
      });
    }
  },
);

test.describe('contact page, as it loads', () => {
  test.use({ sharedRoute: '/contact' });

  test('has the title, four required fields with asterisks and the right input types', async ({
    sharedPage: page,
  }) => {
    await expect(page).toHaveTitle('Contact Us');
    for (const [label, type] of [
      ['Full name', 'text'],
      ['Phone number', 'tel'],
      ['Email address', 'email'],
      ['City', 'text'],
    ] as const) {
      const input = page.getByLabel(label);
      await expect(input).toHaveAttribute('type', type);
      await expect(input).toHaveAttribute('required', '');
      await expect(page.locator(`label[for="${await input.getAttribute('id')}"]`)).toContainText(
        '*',
      );
    }
  });

  test('lists email, phone and the New York office, and five social links in new tabs', async ({
    sharedPage: page,
  }) => {
    const aside = page.getByRole('complementary');
    await expect(aside.getByRole('link', { name: 'hello@healthhub.example' })).toHaveAttribute(
      'href',
      'mailto:hello@healthhub.example',
    );
    await expect(aside.getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
    await expect(aside.getByText('New York, NY, United States')).toBeVisible();
    const social = aside.getByRole('list', { name: 'Social media' }).getByRole('link');
    await expect(social).toHaveCount(5);
    for (const name of ['Facebook', 'Twitter', 'Instagram', 'LinkedIn', 'YouTube']) {
      const link = aside.getByRole('link', { name: new RegExp(`^${name}`) });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });
});

test.describe('contact page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/contact');
  });

  test('an empty or blank form shows a message per field, focuses the first and sends nothing', async ({
    page,
  }) => {
    let posted = false;
    page.on('request', (r) => r.method() === 'POST' && (posted = true));
    await page.getByLabel('City').fill('   ');
    await page.getByRole('button', { name: 'Request appointment' }).click();
    await expect(page.getByLabel('Full name')).toBeFocused();
    for (const [label, message] of [
      ['Full name', 'Please enter your full name.'],
      ['Phone number', 'Please enter your phone number.'],
      ['Email address', 'Please enter your email address.'],
      ['City', 'Please enter your city.'],
    ] as const) {
      await expect(page.getByLabel(label)).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByLabel(label)).toHaveAccessibleDescription(message);
    }
    await page.getByLabel('Full name').fill('Asha');
    await expect(page.getByLabel('Full name')).not.toHaveAttribute('aria-invalid');
    expect(posted).toBe(false);
  });

  test(
    'a malformed email or phone gets a clear message and keeps the values',
    { tag: '@desktop' },
    async ({ page }) => {
      await page.getByLabel('Full name').fill('Asha Rao');
      await page.getByLabel('Phone number').fill('12');
      await page.getByLabel('Email address').fill('asha@');
      await page.getByLabel('City').fill('Pune');
      await page.getByRole('button', { name: 'Request appointment' }).click();
      await expect(
        page.getByText('Please enter a valid phone number, for example +91 98765 43210.'),
      ).toBeVisible();
      await expect(
        page.getByText('Please enter a valid email address, for example name@example.com.'),
      ).toBeVisible();
      await expect(page.getByLabel('Phone number')).toBeFocused();
      await expect(page.getByLabel('Email address')).toHaveValue('asha@');
    },
  );

  test(
    'what was typed survives a reload, and is cleared after a successful send',
    { tag: '@desktop' },
    async ({ page }, testInfo) => {
      const email = await fill(page, 'ok', uid(testInfo));
      await page.reload();
      await page.waitForSelector('html[data-hydrated]');
      await expectKept(page, email);
      await page.getByRole('button', { name: 'Request appointment' }).click();
      await expect(page.getByText('Message sent!')).toBeVisible();
      await page.reload();
      await page.waitForSelector('html[data-hydrated]');
      await expect(page.getByLabel('Full name')).toHaveValue('');
    },
  );

  test('the honeypot is invisible and out of the tab order', async ({ page }) => {
    const trap = page.locator('input[name="botcheck"]');
    await expect(trap).toBeHidden();
    await expect(trap).toHaveAttribute('tabindex', '-1');
  });

  test(
    'offline: the connection message, fields kept',
    { tag: '@desktop' },
    async ({ page, context }, testInfo) => {
      const email = await fill(page, 'ok', uid(testInfo));
      await context.setOffline(true);
      await page.getByRole('button', { name: 'Request appointment' }).click();
      await expect(page.getByText('Unable to send message. Check your connection.')).toBeVisible();
      await context.setOffline(false);
      await expectKept(page, email);
    },
  );

  // What is sent, the same at every width.
  test(
    'success: sends the trimmed fields as JSON, says so and clears the form',
    { tag: '@desktop' },
    async ({ page, request }, testInfo) => {
      const email = await fill(page, 'ok', uid(testInfo));
      await page.getByRole('button', { name: 'Request appointment' }).click();
      await expect(page.getByText('Message sent!')).toBeVisible();
      await expect(
        page.getByText("Thank you for contacting us. We'll get back to you within 24 hours."),
      ).toBeVisible();
      for (const label of ['Full name', 'Phone number', 'Email address', 'City'])
        await expect(page.getByLabel(label)).toHaveValue('');
      const received = await (
        await request.get(`${STUB}/received?email=${encodeURIComponent(email)}`)
      ).json();
      expect(received).toHaveLength(1);
      expect(received[0].contentType).toBe('application/json');
      expect(received[0].accept).toBe('application/json');
      expect(received[0].body).toEqual({
        access_key: SETTINGS.form.accessKey,
        name: 'Asha Rao',
        phone: '+91 98765 00000',
        email,
        city: 'Pune',
      });
    },
  );

  // At each width: where the confirmation lands on the screen is what a reader must not miss.
  test('after a send, a confirmation stays above the form, focused and in view, once the toast has gone', async ({
    page,
  }, testInfo) => {
    await fill(page, 'confirmed', uid(testInfo));
    await page.getByRole('button', { name: 'Request appointment' }).click();
    const confirmation = page.getByRole('status').filter({
      has: page.getByRole('heading', { name: 'Your request was received' }),
    });
    await expect(confirmation).toBeVisible();
    await expect(confirmation.locator('[tabindex="-1"]')).toBeFocused();
    await expect(confirmation).toBeInViewport();
    await expect(confirmation).toContainText('Your appointment request has reached us.');
    const toast = page.getByText('Message sent!');
    await expect(toast).toBeVisible();
    await expect(toast).toBeHidden({ timeout: 10_000 });
    await expect(confirmation).toBeVisible();
    await expect(confirmation).toBeInViewport();
    const [panel, form] = await Promise.all([
      confirmation.boundingBox(),
      page.getByRole('button', { name: 'Request appointment' }).boundingBox(),
    ]);
    expect(panel!.y).toBeLessThan(form!.y);
  });

  test(
    'success false with a message: shows it and keeps the fields',
    { tag: '@desktop' },
    async ({ page }, testInfo) => {
      const email = await fill(page, 'fail-message', uid(testInfo));
      await page.getByRole('button', { name: 'Request appointment' }).click();
      await expect(page.getByText('Error', { exact: true })).toBeVisible();
      await expect(page.getByText('Invalid access key. Please check your settings.')).toBeVisible();
      await expectKept(page, email);
    },
  );

  test(
    'success false without a message: the generic text, fields kept',
    { tag: '@desktop' },
    async ({ page }, testInfo) => {
      const email = await fill(page, 'fail-silent', uid(testInfo));
      await page.getByRole('button', { name: 'Request appointment' }).click();
      await expect(page.getByText('Something went wrong. Please try again later.')).toBeVisible();
      await expectKept(page, email);
    },
  );

  test(
    'an HTTP error that says success: not sent, its message shown, fields kept',
    { tag: '@desktop' },
    async ({ page }, testInfo) => {
      const email = await fill(page, 'error-success', uid(testInfo));
      await page.getByRole('button', { name: 'Request appointment' }).click();
      await expect(page.getByText('Error', { exact: true })).toBeVisible();
      await expect(page.getByText('The service is down for maintenance.')).toBeVisible();
      await expect(page.getByText('Message sent!')).toHaveCount(0);
      await expectKept(page, email);
    },
  );

  for (const scenario of ['html-500', 'drop']) {
    test(
      `${scenario}: the connection message, fields kept`,
      { tag: '@desktop' },
      async ({ page }, testInfo) => {
        const email = await fill(page, scenario, uid(testInfo));
        await page.getByRole('button', { name: 'Request appointment' }).click();
        await expect(
          page.getByText('Unable to send message. Check your connection.'),
        ).toBeVisible();
        await expectKept(page, email);
      },
    );
  }

  test(
    'a slow answer: Submitting... and disabled meanwhile, and a second click sends nothing',
    { tag: '@desktop' },
    async ({ page, request }, testInfo) => {
      const email = await fill(page, 'slow', uid(testInfo));
      const button = page.getByRole('button', { name: 'Request appointment' });
      await button.click();
      const busy = page.getByRole('button', { name: 'Submitting...' });
      await expect(busy).toBeDisabled();
      await busy.click({ force: true });
      await page.getByLabel('City').press('Enter');
      await expect(page.getByText('Message sent!')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Request appointment' })).toBeEnabled();
      const received = await (
        await request.get(`${STUB}/received?email=${encodeURIComponent(email)}`)
      ).json();
      expect(received).toHaveLength(1);
    },
  );

  test(
    'a request that hangs is aborted and reported, fields kept',
    { tag: '@desktop' },
    async ({ page }, testInfo) => {
      const email = await fill(page, 'hang', uid(testInfo));
      await page.getByRole('button', { name: 'Request appointment' }).click();
      await expect(page.getByText('Unable to send message. Check your connection.')).toBeVisible({
        timeout: 10_000,
      });
      await expectKept(page, email);
    },
  );
});

test(
  "what is typed before the page's script runs is kept once it runs, and saved as a draft",
  { tag: '@desktop' },
  async ({ context }, testInfo) => {
    // A new page of the context: not the fixture's, whose goto waits for the script.
    const page = await context.newPage();
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_next/static/chunks/**', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/contact', { waitUntil: 'domcontentloaded' });
    expect(await page.locator('html[data-hydrated]').count()).toBe(0);
    const email = await fill(page, 'early', uid(testInfo));
    release();
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    await expectKept(page, email);
    await page.reload();
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    await expectKept(page, email);
  },
);

test('the preview server stores a lead posted to its local sink', async ({ request }) => {
  const response = await request.post('/api/leads', {
    data: { name: 'A', phone: '+91 98765 43210', email: 'a@example.com', city: 'B' },
  });
  expect(await response.json()).toMatchObject({ success: true });
  // The form's own rules apply on the server too.
  const bad = await request.post('/api/leads', { data: { name: 'A', phone: '1' } });
  expect(bad.status()).toBe(400);
  expect(await bad.json()).toMatchObject({
    success: false,
    message:
      'Please enter a valid phone number, for example +91 98765 43210. Please enter your email address. Please enter your city.',
  });
});

test('without JavaScript, a sent request lands on a page that says so, never on JSON', async ({
  browser,
}, testInfo) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: testInfo.project.use.viewport,
  });
  const page = await context.newPage();
  await page.goto('/contact');
  await fill(page, 'ok', uid(testInfo));
  await page.getByRole('button', { name: 'Request appointment' }).click();
  await page.waitForURL('**/form/request-sent');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your request was received');
  await expect(page.getByRole('link', { name: 'Back to the home page' })).toBeVisible();
  await context.close();
});
