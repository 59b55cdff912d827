import type { APIRequestContext, Page } from '@playwright/test';
import { articles } from '../support/corpus';
import SETTINGS from '../settings.json';
import { expect, test } from '../support/test';

const STUB = new URL(SETTINGS.form.endpoint).origin;

/** Each test and width answers about its own article, so answers never mix in the stub. */
const articleFor = (index: number, project: string) =>
  articles[(index * 2 + (project === 'phone' ? 1 : 0)) % articles.length]!;

async function receivedFor(request: APIRequestContext, fields: Record<string, string>) {
  const answer = await request.get(`${STUB}/received?${new URLSearchParams(fields)}`);
  return (await answer.json()) as { contentType: string; body: Record<string, string> }[];
}

const feedback = (page: Page) => page.getByRole('region', { name: 'Was this article helpful?' });

// The same at every width: run at 1280 px only (the page's look at 390 px is crawled and scanned).
test.describe('"Was this article helpful?"', { tag: '@desktop' }, () => {
  test('Yes: sent with a subject naming the article, thanked, remembered after a reload', async ({
    page,
    request,
  }, testInfo) => {
    const article = articleFor(0, testInfo.project.name);
    await page.goto(`/blog/${article.id}`);
    const before = (await receivedFor(request, { article: article.id, helpful: 'yes' })).length;
    await feedback(page).getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText('Thank you for your feedback!')).toBeVisible();
    await expect(feedback(page).getByRole('status')).toHaveText(
      'You told us this article was helpful. Thank you.',
    );
    const received = await receivedFor(request, { article: article.id, helpful: 'yes' });
    expect(received).toHaveLength(before + 1);
    expect(received.at(-1)!.contentType).toBe('application/json');
    expect(received.at(-1)!.body).toMatchObject({
      subject: `Feedback on "${article.title}"`,
      comment: '',
      access_key: SETTINGS.form.accessKey,
    });
    await page.reload();
    await expect(feedback(page).getByRole('status')).toBeVisible();
    await expect(feedback(page).getByRole('button', { name: 'Yes' })).toHaveCount(0);
  });

  test('No: the comment opens focused and is sent with the answer', async ({
    page,
    request,
  }, testInfo) => {
    const article = articleFor(1, testInfo.project.name);
    const comment = `More on shift work (${testInfo.project.name}, ${Date.now()})`;
    await page.goto(`/blog/${article.id}`);
    await feedback(page).getByRole('button', { name: 'No' }).click();
    const box = feedback(page).getByLabel('What could we do better? (optional)');
    await expect(box).toBeFocused();
    await box.fill(comment);
    await feedback(page).getByRole('button', { name: 'Send feedback' }).click();
    await expect(feedback(page).getByRole('status')).toContainText('not helpful');
    const received = await receivedFor(request, { article: article.id, comment });
    expect(received).toHaveLength(1);
    expect(received[0]!.body.helpful).toBe('no');
  });

  test('a failed send is reported and keeps the comment', async ({ page }, testInfo) => {
    const article = articleFor(2, testInfo.project.name);
    await page.route(`${STUB}/**`, (route) => route.abort());
    await page.goto(`/blog/${article.id}`);
    await feedback(page).getByRole('button', { name: 'No' }).click();
    await feedback(page).getByLabel('What could we do better? (optional)').fill('Kept');
    await feedback(page).getByRole('button', { name: 'Send feedback' }).click();
    await expect(page.getByText('Your feedback was not sent')).toBeVisible();
    await expect(page.getByText('Unable to send message. Check your connection.')).toBeVisible();
    await expect(feedback(page).getByLabel('What could we do better? (optional)')).toHaveValue(
      'Kept',
    );
  });

  test('without JavaScript it is a plain form post, comment included', async ({
    browser,
    request,
  }, testInfo) => {
    const article = articleFor(3, testInfo.project.name);
    const comment = `Plain post (${testInfo.project.name}, ${Date.now()})`;
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: testInfo.project.use.viewport,
    });
    const page = await context.newPage();
    await page.goto(`/blog/${article.id}`);
    await feedback(page).getByLabel('What could we do better? (optional)').fill(comment);
    await feedback(page).getByRole('button', { name: 'No' }).click();
    await expect
      .poll(async () => (await receivedFor(request, { article: article.id, comment })).length)
      .toBe(1);
    const [post] = await receivedFor(request, { article: article.id, comment });
    expect(post!.contentType).toBe('application/x-www-form-urlencoded');
    expect(post!.body).toMatchObject({
      helpful: 'no',
      subject: `Feedback on "${article.title}"`,
    });
    expect(post!.body).not.toHaveProperty('botcheck');
    // The reader lands on a page that says the answer was sent, not on the service's JSON.
    await page.waitForURL('**/form/feedback-sent');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Thank you for your feedback!',
    );
    await context.close();
  });
});
