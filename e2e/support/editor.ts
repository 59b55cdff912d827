import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Driving the browser editor at /admin/ (Sveltia CMS) as an editor does: its test backend keeps
 * what is saved in the browser's own storage (the origin private file system), read back here.
 */

/** What the CMS's test backend saved, by path in the repository. */
export async function savedFiles(page: Page): Promise<Record<string, string>> {
  return page.evaluate(async () => {
    const files: Record<string, string> = {};
    async function walk(dir: FileSystemDirectoryHandle, prefix: string) {
      for await (const [name, handle] of (
        dir as unknown as { entries(): AsyncIterable<[string, FileSystemHandle]> }
      ).entries()) {
        // A file the CMS is writing at that moment may be gone or locked: read what is there.
        try {
          if (handle.kind === 'directory')
            await walk(handle as FileSystemDirectoryHandle, `${prefix}${name}/`);
          else
            files[`${prefix}${name}`] = await (
              await (handle as FileSystemFileHandle).getFile()
            ).text();
        } catch (error) {
          if (!['NotFoundError', 'NotReadableError'].includes((error as DOMException).name))
            throw error;
        }
      }
    }
    const root = await navigator.storage.getDirectory();
    await walk(await root.getDirectoryHandle('sveltia-cms-test', { create: true }), '');
    return files;
  });
}

/** Puts files into the test backend's storage, as a repository the CMS then reads when signed in. */
export async function seedFiles(page: Page, files: Record<string, string>): Promise<void> {
  await page.evaluate(async (entries) => {
    const root = await (
      await navigator.storage.getDirectory()
    ).getDirectoryHandle('sveltia-cms-test', { create: true });
    for (const [file, text] of entries) {
      const parts = file.split('/');
      let dir = root;
      for (const part of parts.slice(0, -1))
        dir = await dir.getDirectoryHandle(part, { create: true });
      const handle = await dir.getFileHandle(parts.at(-1)!, { create: true });
      const writable = await handle.createWritable();
      await writable.write(text);
      await writable.close();
    }
  }, Object.entries(files));
}

/** Records, from the page's first script, every console error, page error and CSP violation. */
export async function watchProblems(page: Page): Promise<string[]> {
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
  return problems;
}

/**
 * Starts the editor in `page` as its own link does: the one-time key the link writes to the site's
 * storage, then /admin/?tab={key}. `before` runs on the site's origin first (seeding files).
 */
export async function startEditor(page: Page, before?: () => Promise<void>): Promise<void> {
  // Not page.goto, which waits for the site's hydration: the editor is no page of the site.
  await page.mainFrame().goto('/admin/');
  await page.evaluate(() => localStorage.setItem('healthhub-editor-open', 'key-of-this-test'));
  await before?.();
  await page.mainFrame().goto('/admin/?tab=key-of-this-test');
}

/**
 * Goes to a route of the started editor (`#/collections/articles/new`) within its page, as its own
 * links do: a new load of the page would start from the editor's own link again.
 */
export async function openRoute(page: Page, route: string): Promise<void> {
  await page.evaluate((hash) => {
    window.location.hash = hash;
  }, route);
}

/**
 * Opens /admin/ with the test backend (holding `repository`'s files, if given), recording from the
 * first script every console error, page error and CSP violation (returned, to be checked at the
 * end).
 */
export async function openEditor(
  page: Page,
  repository?: Record<string, string>,
): Promise<string[]> {
  const problems = await watchProblems(page);
  await startEditor(page, async () => {
    if (repository) await seedFiles(page, repository);
  });
  await page.getByRole('button', { name: 'Work with Test Repository' }).click();
  // Signed in, it lists the first collection.
  await page.waitForURL(/#\/collections/);
  return problems;
}

/**
 * The article text, the last field of the form: the edit pane scrolled to its end until the CMS
 * (which renders fields as they come into view) shows it.
 */
export async function articleText(page: Page): Promise<Locator> {
  const text = page.getByRole('textbox', { name: 'Article text' });
  for (let i = 0; i < 20 && (await text.count()) === 0; i++)
    await page.evaluate(() => {
      for (const element of document.querySelectorAll('*'))
        if (
          element.scrollHeight > element.clientHeight + 10 &&
          /auto|scroll/.test(getComputedStyle(element).overflowY)
        )
          element.scrollTop = element.scrollHeight;
    });
  return text;
}

/** Scrolls the edit pane until the field appears (the CMS renders fields as they come into view). */
export async function field(page: Page, name: string): Promise<Locator> {
  const group = page.getByRole('group', { name: `“⁨${name}⁩” Field` });
  await page.mouse.move(150, 500);
  for (let i = 0; i < 40 && (await group.count()) === 0; i++) await page.mouse.wheel(0, 600);
  await group.first().scrollIntoViewIfNeeded();
  return group.first();
}

/** The cover the sample article uploads: a WebP picture, as the editor takes (built from a cover). */
export const SAMPLE_COVER = path.join(
  'public',
  'generated',
  'covers',
  'sleep-optimization-guide-800.webp',
);

/**
 * Writes a new article in the open editor, as an editor would, up to (not including) Save: the
 * fields, a cover uploaded from this computer, a source, and a text with a citation and an
 * emergency care card inserted from the toolbar.
 */
export async function writeSampleArticle(page: Page): Promise<void> {
  await openRoute(page, '#/collections/articles/new');
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
  await (await chooser).setFiles(SAMPLE_COVER);
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
}
