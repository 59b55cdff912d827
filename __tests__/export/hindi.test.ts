/**
 * @jest-environment jsdom
 */
// The Hindi edition in the export: its documents, alternates, sitemap, and an English site that
// never downloads its font.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { exportedPage } from '../helpers/exported-html';

const OUT = 'out';
const MIGRAINE = 'migraine-triggers-treatment-india';
const htmlFiles = fs
  .readdirSync(OUT, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.html') && !file.startsWith('admin'));
const hash = (bytes: Buffer) => crypto.createHash('sha256').update(bytes).digest('hex');

/** The Devanagari font as the build copied it (found by its bytes). */
const fontDir = 'node_modules/@fontsource-variable/noto-sans-devanagari/files';
const fontHashes = new Set(
  fs.readdirSync(fontDir).map((f) => hash(fs.readFileSync(path.join(fontDir, f)))),
);
const media = path.join(OUT, '_next/static/media');
const hindiFonts = fs
  .readdirSync(media)
  .filter((f) => fontHashes.has(hash(fs.readFileSync(path.join(media, f)))));

/** The stylesheets a page links, read from the export. */
const stylesheetsOf = (doc: Document) =>
  [...doc.querySelectorAll('link[rel="stylesheet"]')].map((link) =>
    fs.readFileSync(path.join(OUT, link.getAttribute('href')!.replace(/^\//, '')), 'utf8'),
  );

const route = (file: string) => file.replace(/\.html$/, '');

it('has the Hindi pages: home, article, categories, about, contact, topics', () => {
  for (const page of [
    'hi',
    `hi/blog/${MIGRAINE}`,
    'hi/category/neurology',
    'hi/about',
    'hi/contact',
    'hi/topics',
  ])
    expect(htmlFiles).toContain(`${page}.html`);
});

it('every page under /hi is lang="hi", every other page lang="en"', () => {
  for (const file of htmlFiles) {
    const lang = exportedPage(OUT, route(file)).documentElement.getAttribute('lang');
    expect([file, lang]).toEqual([
      file,
      file === 'hi.html' || file.startsWith('hi/') ? 'hi' : 'en',
    ]);
  }
});

it('the font is copied once, and no English page preloads or styles it', () => {
  expect(hindiFonts).toHaveLength(1);
  const [font] = hindiFonts;
  for (const file of htmlFiles.filter((f) => !(f === 'hi.html' || f.startsWith('hi/')))) {
    const doc = exportedPage(OUT, route(file));
    expect([file, doc.documentElement.outerHTML.includes(font!)]).toEqual([file, false]);
    expect([file, stylesheetsOf(doc).some((css) => css.includes(font!))]).toEqual([file, false]);
  }
  const hindi = exportedPage(OUT, `hi/blog/${MIGRAINE}`);
  expect(stylesheetsOf(hindi).some((css) => css.includes(font!))).toBe(true);
});

it('the service worker does not precache the Hindi font, but lists it with its hash, to keep once read', () => {
  const worker = fs.readFileSync(path.join(OUT, 'sw.js'), 'utf8');
  // The precache list is JSON (Workbox writes it with quoted keys); the listed files are not.
  const precached = [...worker.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]);
  expect(precached.length).toBeGreaterThan(20);
  for (const font of hindiFonts) {
    expect(precached.some((url) => url!.endsWith(font))).toBe(false);
    expect(worker).toMatch(
      new RegExp(`url:"_next/static/media/${font.replace(/\./g, '\\.')}",integrity:"sha256-`),
    );
  }
});

it('an article and its translation name each other (hreflang), each its own canonical', () => {
  const english = exportedPage(OUT, `blog/${MIGRAINE}`);
  const hindi = exportedPage(OUT, `hi/blog/${MIGRAINE}`);
  for (const doc of [english, hindi]) {
    const alternates = Object.fromEntries(
      [...doc.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => [
        l.getAttribute('hreflang'),
        new URL(l.getAttribute('href')!).pathname,
      ]),
    );
    expect(alternates).toEqual({
      en: `/blog/${MIGRAINE}`,
      hi: `/hi/blog/${MIGRAINE}`,
      'x-default': `/blog/${MIGRAINE}`,
    });
  }
  const canonical = (doc: Document) =>
    new URL(doc.querySelector('link[rel="canonical"]')!.getAttribute('href')!).pathname;
  expect(canonical(hindi)).toBe(`/hi/blog/${MIGRAINE}`);
  expect(canonical(english)).toBe(`/blog/${MIGRAINE}`);
  // An article without a translation announces no alternate.
  expect(
    exportedPage(OUT, 'blog/web-design-seo-visibility').querySelector('link[hreflang]'),
  ).toBeNull();
});

it('the Hindi article says its language in its structured data', () => {
  const data = [
    ...exportedPage(OUT, `hi/blog/${MIGRAINE}`).querySelectorAll(
      'script[type="application/ld+json"]',
    ),
  ].flatMap((script) => [JSON.parse(script.textContent!)].flat());
  expect(data.some((item) => item.inLanguage === 'hi')).toBe(true);
});

it('the sitemap lists the Hindi pages with their alternates, and the English ones with theirs', () => {
  const sitemap = fs.readFileSync(path.join(OUT, 'sitemap.xml'), 'utf8');
  const entry = (pathname: string) =>
    sitemap.match(
      new RegExp(`<url>\\n<loc>[^<]*${pathname.replace(/[/]/g, '\\/')}</loc>[\\s\\S]*?</url>`),
    )?.[0] ?? '';
  for (const pathname of [
    `/blog/${MIGRAINE}`,
    `/hi/blog/${MIGRAINE}`,
    '/hi',
    '/about',
    '/hi/about',
  ]) {
    const url = entry(pathname);
    expect([pathname, url.includes('hreflang="hi"') && url.includes('hreflang="en"')]).toEqual([
      pathname,
      true,
    ]);
  }
  expect(entry('/blog/web-design-seo-visibility')).not.toContain('hreflang');
  expect(sitemap).not.toContain('/hi/blog/web-design-seo-visibility');
});

it('every Hindi page has the Hindi header, menu (the switch after the spec items) and footer', () => {
  const hindiPages = htmlFiles.filter((f) => f === 'hi.html' || f.startsWith('hi/'));
  expect(hindiPages.length).toBeGreaterThan(8);
  for (const file of hindiPages) {
    const doc = exportedPage(OUT, route(file));
    const main = doc.querySelector('header nav[aria-label="मुख्य"]');
    expect([
      file,
      [...main!.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]),
    ]).toEqual([
      file,
      [
        ['लेख', '/hi'],
        ['सेहत के विषय', '/hi/topics'],
      ],
    ]);
    const menu = [...doc.querySelector('nav[aria-label="मोबाइल"]')!.querySelectorAll('a')];
    const names = menu.map((a) => a.textContent!.trim());
    // The emergency box closes the menu with India's numbers and the Hindi first-aid library.
    expect([file, names.slice(0, 3), names.slice(-5)]).toEqual([
      file,
      ['लेख', 'अपॉइंटमेंट बुक करें', 'सेहत के विषय'],
      [
        'हमारे बारे में',
        'संपादकीय नीति (अंग्रेज़ी में)',
        '112 इमरजेंसी',
        '108 एम्बुलेंस',
        'प्राथमिक उपचार: इमरजेंसी में क्या करें',
      ],
    ]);
    // The switch: a link in the header, a button in the menu, both named in English.
    expect(doc.querySelector('header a[data-language-switch]')?.getAttribute('lang')).toBe('en');
    expect(
      doc
        .querySelector('nav[aria-label="मोबाइल"] button[data-language-switch]')
        ?.getAttribute('lang'),
    ).toBe('en');
    // Every link the shell adds stays in Hindi or says it leads to English.
    for (const link of doc.querySelectorAll('header a[href^="/"], footer a[href^="/"]')) {
      const href = link.getAttribute('href')!;
      const hindi = href === '/hi' || href.startsWith('/hi/');
      expect([file, href, hindi || link.getAttribute('hreflang') === 'en']).toEqual([
        file,
        href,
        true,
      ]);
    }
    expect(doc.querySelector('footer a[href="/hi/topics"]')).not.toBeNull();
  }
});
