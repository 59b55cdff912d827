// Writes the search index of the published articles into the export (OUT_DIR, default out/):
// search-index/manifest.json and, under the build's version, the gram buckets, one document per
// article, the card files and the blocks (lib/search/search-index.ts); then each other language's
// index, of its translated articles, in a folder of its own (search-index/hi/manifest.json...:
// lib/search/paths.ts). `npm run build` runs it beside `next build`, into a folder of its own that
// it then moves into the export.
import fs from 'node:fs';
import path from 'node:path';
import { defaultPaths, inListOrder, loadCorpus } from '@/lib/content';
import { corpusIn } from '@/lib/content/localized';
import { LANGUAGES } from '@/lib/i18n/languages';
import { indexFiles } from '@/lib/search/index-files';
import { SEARCH_DIR } from '@/lib/search/paths';
import { buildSearchIndex } from '@/lib/search/search-index';

const out = process.env.OUT_DIR ?? 'out';
const corpus = loadCorpus(defaultPaths(), { drafts: false });
fs.rmSync(path.join(out, SEARCH_DIR), { recursive: true, force: true });
for (const lang of LANGUAGES) {
  const index = buildSearchIndex(inListOrder(corpusIn(lang, corpus).articles));
  let files = 0;
  for (const [file, json] of indexFiles(index, lang)) {
    const target = path.join(out, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, json);
    files += 1;
  }
  const name = lang === 'en' ? 'Search index' : `Search index (${lang})`;
  console.log(`${name}: ${index.manifest.articles} articles, ${files} files.`);
}
