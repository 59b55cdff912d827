// `npm run test:static`: byte budgets of the exported site (deterministic, so part of npm test).
// - first-load JavaScript (gzip) of every page type <= 160 KB;
// - the home page's HTML and scripts carry no article body text;
// - at most two font files are preloaded, all self-hosted.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { splitFrontMatter } from '../lib/content/read/front-matter.ts';

const out = process.argv[2] ?? 'out';
const JS_BUDGET_KB = 160;
/** A file of the export by its URL path (`/_next/.../%5Bid%5D/page.js` is `[id]/page.js` on disk). */
const read = (file) => fs.readFileSync(path.join(out, decodeURIComponent(file)));
const gzipKb = (buffer) => zlib.gzipSync(buffer, { level: 9 }).length / 1024;

const articleFile = fs.readdirSync(path.join(out, 'blog')).find((f) => f.endsWith('.html'));
const pageTypes = {
  home: 'index.html',
  article: `blog/${articleFile}`,
  category: 'category/nutrition.html',
  about: 'about.html',
  contact: 'contact.html',
  privacy: 'privacy.html',
  404: '404.html',
};

/** The scripts a modern browser loads: every <script src> except the legacy noModule polyfills. */
const scriptsOf = (html) =>
  [...html.matchAll(/<script([^>]*)\ssrc="([^"]+)"([^>]*)>/g)]
    .filter((m) => !/noModule/i.test(m[1] + m[3]))
    .map((m) => m[2]);

let failures = 0;
const fail = (message) => {
  failures += 1;
  console.error(`FAIL ${message}`);
};

const rows = Object.entries(pageTypes).map(([type, file]) => {
  const html = read(file).toString();
  const scripts = [...new Set(scriptsOf(html))];
  const js = scripts.reduce((sum, src) => sum + gzipKb(read(src.replace(/^\//, ''))), 0);
  if (js > JS_BUDGET_KB)
    fail(`${type}: ${js.toFixed(1)} KB of first-load JavaScript (budget ${JS_BUDGET_KB} KB)`);
  return {
    page: type,
    scripts: scripts.length,
    'first-load JS (KB gzip)': Number(js.toFixed(1)),
    'HTML (KB gzip)': Number(gzipKb(Buffer.from(html)).toFixed(1)),
  };
});
console.table(rows);

// Article bodies ship only with their own page. Each body's fingerprint is its longest run of plain
// words (no markup or characters HTML would escape); it must be in the article's page, not in home.
const home = read('index.html').toString();
const homeScripts = scriptsOf(home).map((src) => read(src.replace(/^\//, '')).toString());
const articlesDir = path.join(process.env.CONTENT_DIR ?? 'content', 'articles');
for (const file of fs
  .readdirSync(articlesDir, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.md'))) {
  const { body } = splitFrontMatter(fs.readFileSync(path.join(articlesDir, file), 'utf8'));
  const fingerprint = (body.match(/[A-Za-z0-9 ,.]{40,}/g) ?? [])
    .sort((a, b) => b.length - a.length)[0]
    ?.trim();
  const page = path.join('blog', `${path.basename(file, '.md')}.html`);
  if (!fingerprint || !fs.existsSync(path.join(out, page))) continue;
  if (!read(page).toString().includes(fingerprint))
    fail(`cannot find the body of ${file} in ${page}`);
  if ([home, ...homeScripts].some((text) => text.includes(fingerprint)))
    fail(`the home page carries the body of ${file}`);
}

const fonts = [...home.matchAll(/<link[^>]*rel="preload"[^>]*as="font"[^>]*>/g)].map((m) => m[0]);
if (fonts.length > 2) fail(`the home page preloads ${fonts.length} font files (at most 2)`);
if (fonts.some((tag) => /href="https?:/.test(tag))) fail('a font is loaded from another origin');
console.log(`Fonts preloaded on the home page: ${fonts.length} (self-hosted).`);

console.log(failures ? `${failures} budget(s) exceeded.` : 'All budgets met.');
process.exit(failures ? 1 : 0);
