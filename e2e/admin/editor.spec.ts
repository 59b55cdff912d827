import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { checkCorpus, renderArticle } from '../../lib/content';
import { expect, test } from '../support/test';

/**
 * The browser editor at /admin/ as an editor uses it: the real Sveltia CMS bundle of the export,
 * with its test backend (the build's backend when no GitHub repository is set), which keeps the
 * files in the browser's own storage. Nothing of the CMS is mocked: the file it saves is read back
 * out of the browser and must pass the content check and render with the site's own renderer.
 */

/** What the CMS's test backend saved, by path in the repository. */
async function savedFiles(page: Page): Promise<Record<string, string>> {
  return page.evaluate(async () => {
    const files: Record<string, string> = {};
    async function walk(dir: FileSystemDirectoryHandle, prefix: string) {
      for await (const [name, handle] of (
        dir as unknown as { entries(): AsyncIterable<[string, FileSystemHandle]> }
      ).entries()) {
        if (handle.kind === 'directory')
          await walk(handle as FileSystemDirectoryHandle, `${prefix}${name}/`);
        else
          files[`${prefix}${name}`] = await (
            await (handle as FileSystemFileHandle).getFile()
          ).text();
      }
    }
    const root = await navigator.storage.getDirectory();
    await walk(await root.getDirectoryHandle('sveltia-cms-test', { create: true }), '');
    return files;
  });
}

async function openEditor(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
    ),
  );
  // Not page.goto, which waits for the site's hydration: the editor is no page of the site.
  await page.mainFrame().goto('/admin/');
  await page.getByRole('button', { name: 'Work with Test Repository' }).click();
  await expect(page.getByRole('button', { name: 'Create Entry or Assets' })).toBeVisible();
  return problems;
}

/** Scrolls the edit pane until the field appears (the CMS renders fields as they come into view). */
async function field(page: Page, name: string | RegExp): Promise<Locator> {
  const group = page.getByRole('group', {
    name: typeof name === 'string' ? `“⁨${name}⁩” Field` : name,
  });
  await page.mouse.move(300, 500);
  for (let i = 0; i < 40 && (await group.count()) === 0; i++) await page.mouse.wheel(0, 600);
  await group.first().scrollIntoViewIfNeeded();
  return group.first();
}

test.describe('the editor at /admin/ @desktop', () => {
  test('an article written in the browser, with a citation and a care card, passes the content check and renders', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const problems = await openEditor(page);
    await page.mainFrame().goto('/admin/#/collections/articles/new');
    await page.getByRole('textbox', { name: 'Title' }).fill('Walking for Beginners');
    await page
      .getByRole('textbox', { name: 'Summary' })
      .fill('How to start walking for health, how far to go and how to stay safe.');

    const takeaways = await field(page, 'Key takeaways');
    for (const [i, item] of [
      'Adults need at least 150 minutes of moderate activity a week.',
      'A brisk walk counts as moderate activity.',
      'Call 112 at once for chest pain while walking.',
    ].entries()) {
      await takeaways.getByRole('button', { name: /^Add/ }).click();
      await takeaways.getByRole('textbox', { name: 'Takeaway' }).nth(i).fill(item);
    }
    await expect(takeaways.getByRole('textbox', { name: 'Takeaway' })).toHaveCount(3);

    const category = await field(page, 'Category');
    await category.getByRole('combobox').click();
    await page.getByRole('option', { name: 'Fitness', exact: true }).click();

    const cover = await field(page, 'Cover picture');
    await cover.getByRole('button', { name: 'Browse' }).click();
    const library = page.getByRole('dialog', { name: 'Select Image' });
    const chooser = page.waitForEvent('filechooser');
    await library.getByRole('button', { name: 'Upload' }).click();
    await (
      await chooser
    ).setFiles(path.join('public', 'images', 'covers', 'sleep-optimization-guide.svg'));
    await library.getByRole('button', { name: 'Insert' }).click();
    await (
      await field(page, 'What the cover shows')
    )
      .getByRole('textbox')
      .fill('A person walking on a park path at sunrise');

    const sources = await field(page, 'Sources');
    await sources.getByRole('button', { name: /Add/ }).click();
    await sources.getByRole('textbox', { name: 'Short name' }).fill('who-activity');
    await sources.getByRole('textbox', { name: "Page's title" }).fill('Physical activity');
    await sources.getByRole('textbox', { name: 'Publisher' }).fill('World Health Organization');
    await sources
      .getByRole('textbox', { name: 'Address' })
      .fill('https://www.who.int/news-room/fact-sheets/detail/physical-activity');

    const body = await field(page, 'Article text');
    const text = body.getByRole('textbox', { name: 'Article text' });
    await text.click();
    await page.keyboard.type(
      'Adults should aim for at least 150 minutes of moderate activity a week',
    );
    await body.getByRole('button', { name: 'Insert' }).click();
    await page.getByRole('menuitem', { name: 'Citation' }).click();
    await body.getByRole('textbox', { name: 'Source' }).fill('who-activity');
    await page.keyboard.press('Tab');
    await body.getByRole('button', { name: 'Insert' }).click();
    await page.getByRole('menuitem', { name: 'Care card' }).click();
    await body.getByRole('radio', { name: /^Emergency/ }).check();
    await body
      .getByRole('textbox', { name: 'Signs, one per line' })
      .fill('- chest pain or tightness while walking:cite[who-activity]');

    await page.getByRole('button', { name: 'Save' }).click();
    const file = 'content/articles/walking-for-beginners.md';
    await expect.poll(async () => Object.keys(await savedFiles(page))).toContain(file);
    const saved = await savedFiles(page);

    // The saved files over a copy of the repository's content: the content check and the renderer.
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'healthhub-editor-'));
    const contentDir = path.join(root, 'content');
    const publicDir = path.join(root, 'public');
    fs.cpSync('content', contentDir, { recursive: true });
    fs.cpSync(path.join('public', 'images'), path.join(publicDir, 'images'), { recursive: true });
    for (const [name, text] of Object.entries(saved)) {
      const to = path.join(root, name);
      fs.mkdirSync(path.dirname(to), { recursive: true });
      fs.writeFileSync(to, text);
    }
    const { corpus, problems: found } = checkCorpus({ contentDir, publicDir }, { drafts: true });
    fs.rmSync(root, { recursive: true, force: true });
    const errors = found.filter((p) => p.severity === 'error');
    expect(errors, saved[file]).toEqual([]);
    const article = corpus.articles.find((a) => a.id === 'walking-for-beginners');
    expect(article, saved[file]).toBeDefined();
    expect(article!.draft).toBe(true);
    const { html } = renderArticle(article!);
    expect(html).toContain('care-card-emergency');
    expect(html).toMatch(/<sup[^>]*>.*who-activity|href="#source-who-activity"|#source-1/s);
    expect(problems).toEqual([]);
  });

  test('an article without its required fields cannot be saved', async ({ page }) => {
    await openEditor(page);
    await page.mainFrame().goto('/admin/#/collections/articles/new');
    await page.getByRole('textbox', { name: 'Title' }).fill('Untitled draft');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('group', { name: '“⁨Summary⁩” Field' })).toContainText(/required/i);
    expect(Object.keys(await savedFiles(page)).filter((f) => f.startsWith('content/'))).toEqual([]);
  });
});
