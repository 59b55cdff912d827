// `npm run test:static`, after `npm run test:build:scale`: no page's HTML grows with the corpus.
// A page grows with the corpus when it lists, links or embeds a share of it. In the generated
// library (e2e/settings.json, scaleBuild), each page may name at most the articles its listings
// show (docs/PRODUCT.md): a page that named a whole category, every article or every tag's
// articles would name more. The topics hub names at most 3 articles under each topic. It also checks that every sitemap file keeps within the
// protocol's limits and that the feed lists the newest FEED_ITEMS articles only.
// `node --import tsx e2e/harness/check-html-growth.mjs [export folder]` checks another export.
import fs from 'node:fs';
import path from 'node:path';
import { FEED_ITEMS } from '../../lib/seo/feed.ts';
import { SITEMAP_LIMITS } from '../../lib/seo/sitemap-split.ts';
import { pageType } from '../../measure/html-sizes.mjs';
import { SETTINGS } from './settings.mjs';

/**
 * The most articles a page of each type may name (in a link or in its embedded data): the lists
 * docs/PRODUCT.md sets ("featured 1, latest 6, trending 5, recommended 4 to 6, related 3, category
 * step 6"). Written here, not read from the code under test, so that a list made endless there
 * still fails.
 */
const MOST_NAMED = {
  home: 1 + 6 + 5 + 3,
  article: 1 + 3,
  category: 6,
  'category page n': 6,
  // An article's review record names its article.
  other: 1,
};

/** The topics hub names at most 3 articles under each topic (a search finds the rest). */
const NAMED_PER_TOPIC = 3;

const [dir = SETTINGS.scaleBuild.dir] = process.argv.slice(2);
if (!fs.existsSync(path.join(dir, 'index.html')))
  throw new Error(`No export in ${dir}: run npm run test:build:scale first.`);

const articleIds = new Set(
  fs
    .readdirSync(path.join(dir, 'blog'))
    .filter((file) => file.endsWith('.html'))
    .map((file) => file.replace(/\.html$/, '')),
);
if (articleIds.size < 10 * MOST_NAMED.home)
  throw new Error(`${dir} has ${articleIds.size} articles: too few to show growth.`);

const failures = [];

// 1. The articles each page names.
const pages = fs
  .readdirSync(dir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.html'));
const most = {};
const namedIn = (html) =>
  new Set(
    [...html.matchAll(/\/blog\/([a-z0-9-]+)/g)]
      .map(([, id]) => id)
      .filter((id) => articleIds.has(id)),
  );
for (const file of pages) {
  const type = pageType(file);
  const html = fs.readFileSync(path.join(dir, file), 'utf8');
  const named = namedIn(html);
  if (!most[type] || named.size > most[type].named) most[type] = { file, named: named.size };
  let allowed = MOST_NAMED[type] ?? 0;
  if (type === 'topics') {
    // Each topic of the hub's markup (from its <dt> to the next) names at most NAMED_PER_TOPIC.
    const markup = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    const topics = markup.split(/<dt[\s>]/).slice(1);
    for (const topic of topics)
      if (namedIn(topic).size > NAMED_PER_TOPIC)
        failures.push(
          `${dir}/${file}: the topic "${topic.slice(topic.indexOf('>') + 1, topic.indexOf('</dt>'))}" names ${namedIn(topic).size} articles; at most ${NAMED_PER_TOPIC}`,
        );
    allowed = NAMED_PER_TOPIC * topics.length;
  }
  if (named.size > allowed)
    failures.push(
      `${dir}/${file} (${type}) names ${named.size} articles; a ${type} page shows at most ${allowed}`,
    );
}
console.log(`The articles the pages of each type name, at most (${articleIds.size} articles):`);
console.table(
  Object.entries(most).map(([type, { file, named }]) => ({
    'page type': type,
    page: file,
    named,
    allowed: type === 'topics' ? `${NAMED_PER_TOPIC} a topic` : (MOST_NAMED[type] ?? 0),
  })),
);

// 2. The sitemap files and the feed.
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
const expected = Math.min(articleIds.size, FEED_ITEMS);
if (items !== expected)
  failures.push(`${dir}/feed.xml: ${items} items; the feed lists the newest ${expected}`);

if (failures.length) {
  console.error(
    `\nFAIL: page HTML grows with the corpus, or a limit is passed:\n- ${failures.join('\n- ')}`,
  );
  process.exit(1);
}
console.log(
  '\nNo page grows with the corpus; the sitemap files and the feed keep within their limits.',
);
