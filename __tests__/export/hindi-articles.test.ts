/**
 * @jest-environment jsdom
 */
// Every published Hindi translation in the export, taken from content/translations/hi/: its page,
// the links between it and its English original, its category page, the topics hub, the Hindi
// home and the Hindi search index.
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { exportedPage } from '../helpers/exported-html';

const OUT = 'out';
const FOLDER = 'content/translations/hi';

/** The ids of the translations a production build publishes (drafts are left out). */
const published = fs
  .readdirSync(FOLDER)
  .filter((file) => file.endsWith('.md'))
  .filter((file) => {
    const frontMatter = fs.readFileSync(path.join(FOLDER, file), 'utf8').split(/^---$/m)[1]!;
    return parse(frontMatter).draft !== true;
  })
  .map((file) => file.replace(/\.md$/, ''));

const hrefs = (doc: Document, selector = 'a[href]') =>
  [...doc.querySelectorAll(selector)].map((a) => a.getAttribute('href')!);

it('has translations to check', () => {
  expect(published.length).toBeGreaterThan(0);
});

describe.each(published)('the Hindi %s', (id) => {
  const hindi = exportedPage(OUT, `hi/blog/${id}`);
  const english = exportedPage(OUT, `blog/${id}`);

  it('is a Hindi page, and its English original links it (and the reverse)', () => {
    expect(hindi.documentElement.getAttribute('lang')).toBe('hi');
    expect(hindi.querySelector('main h1')?.textContent).toMatch(/[\u0900-\u097F]/);
    expect(hrefs(english, `main a[hreflang="hi"]`)).toContain(`/hi/blog/${id}`);
    expect(hrefs(hindi, `main a[hreflang="en"]`)).toContain(`/blog/${id}`);
  });

  it('is listed on its Hindi category page and counted in the Hindi topics hub', () => {
    const category = hrefs(hindi, 'main a[href^="/hi/category/"]')[0];
    expect(category).toBeDefined();
    const slug = category!.replace('/hi/category/', '');
    expect(hrefs(exportedPage(OUT, `hi/category/${slug}`), 'main a')).toContain(`/hi/blog/${id}`);
    expect(hrefs(exportedPage(OUT, 'hi/topics'), 'main a')).toContain(`/hi/category/${slug}`);
  });
});

it('the Hindi home links every translation, through its lists or its category tiles', () => {
  const home = exportedPage(OUT, 'hi');
  const links = new Set(hrefs(home, 'main a'));
  for (const id of published) {
    const listed = links.has(`/hi/blog/${id}`);
    const category = hrefs(exportedPage(OUT, `hi/blog/${id}`), 'main a[href^="/hi/category/"]')[0];
    expect([id, listed || links.has(category!)]).toEqual([id, true]);
  }
});

it('the Hindi search index holds every translation, and only translations', () => {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(OUT, 'search-index/hi/manifest.json'), 'utf8'),
  );
  expect(manifest.articles).toBe(published.length);
});
