import fs from 'node:fs';
import path from 'node:path';
import SETTINGS from '../../e2e/settings.json';
import { DRAFT, type EditingSteps, PUBLISHED } from '../../e2e/harness/editing-guide-steps';

/**
 * A new editor follows docs/EDITING.md, "Publish from a terminal": the sub-path build
 * (`npm run test:build:base`) took the steps in its copy of content/ before building
 * (e2e/harness/editing-guide-steps.ts): one article is published, another stays a draft. Its
 * export proves both: the published article is everywhere it should be, and the draft is nowhere.
 */
const BUILD = SETTINGS.basePathBuild;
const distDir = BUILD.dir;
const base = BUILD.basePath;
const published = PUBLISHED;
const draft = DRAFT;
const steps: EditingSteps = JSON.parse(fs.readFileSync(BUILD.editingSteps, 'utf8'));
const output = (name: string) => fs.readFileSync(path.join(distDir, name), 'utf8');
/** The 'N article(s) found' count of a category page. */
const found = (name: string) => output(name).match(/(\d+) articles?(?:<!-- -->)? found/)?.[1];

describe('an editor following docs/EDITING.md', () => {
  it('creates drafts with new:article, fills in every TODO, and passes the check', () => {
    expect(steps.created.map((r) => r.status)).toEqual([0, 0]);
    expect(steps.created[0]!.stdout).toContain(`reviews/${published.id}.yml  its review record`);
    expect(steps.files[draft.id]).toMatch(/^draft: true$/m);
    const text = steps.files[published.id];
    expect(text).not.toContain('TODO:');
    expect(text).toMatch(/^draft: false$/m);
    // The real articles, the build's seven more Nutrition articles, and the editor's two.
    expect(steps.checked.stdout).toContain('19 articles (1 draft)');
    // The copied articles' reviews fall due with time; the two new files have no problem at all.
    expect(steps.checked.stdout).toMatch(/ 0 errors, \d+ warnings?\./);
    expect(steps.checked.stdout).not.toContain(`${published.id}.md:`);
    expect(steps.checked.stdout).not.toContain(`${draft.id}.md:`);
    expect(steps.checked.status).toBe(0);
  });

  it('builds the site', () => {
    expect(fs.existsSync(path.join(distDir, 'index.html'))).toBe(true);
  });

  it('publishes the article: newest in Latest on the home page, with its internal link resolved', () => {
    const home = output('index.html');
    const latest = home.slice(
      home.indexOf('id="latest-title"'),
      home.indexOf('aria-label="Trending"'),
    );
    expect(latest.match(/href="[^"]*\/blog\/([^"]+)"/)?.[1]).toBe(published.id);
    expect(latest).toContain(published.title);
    const page = output(`blog/${published.id}.html`);
    expect(page).toContain(`href="${base}/blog/sleep-optimization-guide"`);
    expect(page).not.toContain('>Draft<');
  });

  it('lists it on its category page, in search, the sitemap and the feed', () => {
    const category = output('category/fitness.html');
    expect(category).toContain(`href="${base}/blog/${published.id}"`);
    expect(found('category/fitness.html')).toBe('1');
    const { version, articles } = JSON.parse(output('search-index/manifest.json'));
    const documents = Array.from({ length: articles }, (_, n) =>
      JSON.parse(output(`search-index/${version}/docs/${n}.json`)),
    );
    expect(documents).toContainEqual(expect.objectContaining(published));
    expect(output('sitemap.xml')).toContain(`/blog/${published.id}</loc>`);
    expect(output('sitemap.xml')).toContain('/category/fitness</loc>');
    const [, newestItem] = output('feed.xml').split('<item>');
    expect(newestItem).toContain(`<title>${published.title}</title>`);
  });

  it('leaves the draft out of every file of the export, and out of the counts', () => {
    const files = fs.readdirSync(distDir, { recursive: true, encoding: 'utf8' });
    const leaks = files.filter((name) => {
      const full = path.join(distDir, name);
      if (!fs.statSync(full).isFile()) return false;
      const text = fs.readFileSync(full).toString('latin1');
      return text.includes(draft.id) || text.includes(draft.title);
    });
    expect(files.length).toBeGreaterThan(100);
    expect(leaks).toEqual([]);
    expect(found('category/children-s-health.html')).toBe('1');
  });
});
