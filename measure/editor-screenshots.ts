// The screenshots of the browser editor in docs/EDITING.md and docs/DEPLOY.md (docs/images/editor-*.png):
// its sign-in page as a clinic's build shows it, and an article being written, with its preview,
// at 1280 px and 390 px. Serve a build first (npm start); run:
//   node --import tsx measure/editor-screenshots.ts [base-url]   (default http://localhost:3000)
import fs from 'node:fs';
import { chromium, type Page } from '@playwright/test';
import { openEditor, writeSampleArticle } from '../e2e/support/editor';

const base = process.argv[2] ?? 'http://localhost:3000';
const out = 'docs/images';
async function main() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const open = async (width: number, height: number): Promise<Page> =>
    (await browser.newContext({ baseURL: base, viewport: { width, height } })).newPage();

  // The sign-in page with the GitHub backend of a clinic's build (CMS_GITHUB_REPO set).
  const signIn = await open(1280, 720);
  await signIn.route(/\/admin\/config\.yml/, async (route) => {
    const text = await (await route.fetch()).text();
    const github = 'backend:\n  name: github\n  repo: your-clinic/healthhub\n  branch: editing\n';
    await route.fulfill({ body: text.replace(/backend:\n(  .*\n)+/, github) });
  });
  await signIn.goto('/admin/');
  await signIn.getByRole('button', { name: 'Sign In Using Access Token' }).waitFor();
  await signIn.screenshot({ path: `${out}/editor-sign-in.png` });

  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ]) {
    const page = await open(width!, height!);
    await openEditor(page);
    await writeSampleArticle(page);
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${out}/editor-article-${width}.png` });
    // On a phone the preview is a view of its own.
    if (width === 390) {
      await page.getByRole('button', { name: 'Preview', exact: true }).click();
      await page.waitForTimeout(500);
      await page.screenshot({ path: `${out}/editor-preview-${width}.png` });
    }
  }
  await browser.close();
  for (const name of fs.readdirSync(out).filter((n) => n.startsWith('editor-')))
    console.log(`${out}/${name}: ${(fs.statSync(`${out}/${name}`).size / 1024).toFixed(0)} KB`);
}

void main();
