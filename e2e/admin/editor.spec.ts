import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkCorpus, renderArticle } from '../../lib/content';
import { openEditor, savedFiles, writeSampleArticle } from '../support/editor';
import { expect, test } from '../support/test';

/**
 * The browser editor at /admin/ as an editor uses it: the real Sveltia CMS bundle of the export,
 * with its test backend (the build's backend when no GitHub repository is set), which keeps the
 * files in the browser's own storage. Nothing of the CMS is mocked: the file it saves is read back
 * out of the browser and must pass the content check and render with the site's own renderer.
 */

test.describe('the editor at /admin/ @desktop', () => {
  test('an article written in the browser, with a citation and a care card, passes the content check and renders', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const problems = await openEditor(page);
    await writeSampleArticle(page);
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

  test('with a GitHub repository configured, the sign-in page loads within its policy', async ({
    page,
  }) => {
    // The build's configuration with the GitHub backend a clinic's build has (CMS_GITHUB_REPO):
    // its status check is answered here, since GitHub cannot be reached from the test machine.
    const config = fs
      .readFileSync(path.join('out', 'admin', 'config.yml'), 'utf8')
      .replace(
        'backend:\n  name: test-repo\n',
        'backend:\n  name: github\n  repo: clinic/healthhub\n  branch: editing\n',
      );
    expect(config).toContain('name: github');
    await page.route(/\/admin\/config\.yml/, (route) =>
      route.fulfill({ body: config, contentType: 'application/yaml' }),
    );
    await page.route('https://www.githubstatus.com/**', (route) =>
      route.fulfill({ json: { status: { indicator: 'none' } } }),
    );
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
      ),
    );
    await page.mainFrame().goto('/admin/');
    await expect(page.getByRole('button', { name: /^Sign In with \W*GitHub/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign In Using Access Token' })).toBeVisible();
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
