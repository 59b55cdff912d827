// `npm run test:static`, after `npm run test:build:scale`: no page's HTML grows with the
// corpus. It compares the two scale builds (e2e/settings.json, scaleBuilds: the small corpus is
// the first articles of the large one) and fails when, for a page type present in both, the
// largest HTML file of the large build is more than TOLERANCE larger than the small one's.
// A listing grows until its page is full, so the small corpus must fill a page of each listing:
// a page type of the large build missing from the small one (numbered category pages) fails too.
// It also checks that every sitemap file keeps within the protocol's
// limits and that the feed lists the newest FEED_ITEMS articles only.
// `node --import tsx e2e/harness/check-html-growth.mjs [small] [large]` compares two other exports.
import fs from 'node:fs';
import path from 'node:path';
import { FEED_ITEMS } from '../../lib/seo/feed.ts';
import { SITEMAP_LIMITS } from '../../lib/seo/sitemap-split.ts';
import { kb, largestHtml } from '../../measure/html-sizes.mjs';
import { SETTINGS } from './settings.mjs';

/**
 * How much larger a page may be in the large build. The largest page of a type may be another
 * page there, with a longer article (bodies run from 24 to 44 paragraphs) or cards with longer
 * titles and excerpts: 3 % at most between the scale builds. A page that lists the whole corpus
 * or a share of it grows with the corpus, by far more than 10 % between the two builds.
 */
const TOLERANCE = 0.1;

const { small, large } = SETTINGS.scaleBuilds;
const [smallDir = small.dir, largeDir = large.dir] = process.argv.slice(2);
for (const dir of [smallDir, largeDir]) {
  if (!fs.existsSync(path.join(dir, 'index.html')))
    throw new Error(`No export in ${dir}: run npm run test:build:scale first.`);
}

const failures = [];
const growth = (before, after) => `${(((after - before) / before) * 100).toFixed(1)} %`;
const tooLarge = (before, after) => after > before * (1 + TOLERANCE);

// 1. The largest HTML file of each page type.
const articleCount = (dir) =>
  fs.readdirSync(path.join(dir, 'blog')).filter((f) => f.endsWith('.html')).length;
const [smallLabel, largeLabel] = [smallDir, largeDir].map((dir) => `${articleCount(dir)} articles`);
const largest = largestHtml(largeDir);
const rows = largestHtml(smallDir).flatMap((before) => {
  const after = largest.find(({ type }) => type === before.type);
  if (!after) return [];
  const fails = tooLarge(before.raw, after.raw);
  if (fails)
    failures.push(
      `${before.type}: the largest page grew from ${kb(before.raw)} KB (${smallDir}/${before.file}) ` +
        `to ${kb(after.raw)} KB (${largeDir}/${after.file}), over the ${TOLERANCE * 100} % allowed`,
    );
  return [
    {
      'page type': before.type,
      [smallLabel]: before.file,
      [`${smallLabel}: KB raw / gzip`]: `${kb(before.raw)} / ${kb(before.gzip)}`,
      [largeLabel]: after.file,
      [`${largeLabel}: KB raw / gzip`]: `${kb(after.raw)} / ${kb(after.gzip)}`,
      growth: growth(before.raw, after.raw),
      check: fails ? 'FAIL' : 'ok',
    },
  ];
});
console.log(
  `The largest HTML file of each page type, ${smallDir} against ${largeDir} (at most ${TOLERANCE * 100} % growth):`,
);
console.table(rows);

for (const { type, file } of largest.filter((l) => !rows.some((r) => r['page type'] === l.type)))
  failures.push(
    `${type}: pages such as ${largeDir}/${file} exist in the large build only, so their growth ` +
      `cannot be judged; the small corpus must have them (scaleBuilds.small.articles)`,
  );

// 2. The sitemap files and the feed.
for (const dir of [smallDir, largeDir]) {
  for (const file of fs.readdirSync(dir).filter((f) => /^sitemap.*\.xml$/.test(f))) {
    const xml = fs.readFileSync(path.join(dir, file));
    const urls = xml.toString().split('<url>').length - 1;
    if (urls > SITEMAP_LIMITS.urls || xml.length > SITEMAP_LIMITS.bytes)
      failures.push(
        `${dir}/${file}: ${urls} URLs, ${xml.length} bytes (limits ${SITEMAP_LIMITS.urls}, ${SITEMAP_LIMITS.bytes})`,
      );
    for (const [, loc] of xml.toString().matchAll(/<sitemap>\n<loc>[^<]*\/([^/<]+)<\/loc>/g))
      if (!fs.existsSync(path.join(dir, loc ?? '')))
        failures.push(`${dir}/${file}: lists ${loc}, which the export does not hold`);
  }
  const items = fs.readFileSync(path.join(dir, 'feed.xml'), 'utf8').split('<item>').length - 1;
  const expected = Math.min(articleCount(dir), FEED_ITEMS);
  if (items !== expected)
    failures.push(`${dir}/feed.xml: ${items} items; the feed lists the newest ${expected}`);
}

if (failures.length) {
  console.error(
    `\nFAIL: page HTML grows with the corpus, or a limit is passed:\n- ${failures.join('\n- ')}`,
  );
  process.exit(1);
}
console.log(
  '\nNo page grows with the corpus; the sitemap files and the feed keep within their limits.',
);
