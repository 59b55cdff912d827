import type { Lang } from '@/lib/i18n/languages';
import { suggestionTerms } from './did-you-mean';
import {
  blockPath,
  bucketPath,
  cardsPath,
  docPath,
  manifestPath,
  termsPath,
  titlesPath,
} from './paths';
import { cardOf } from './search-card';
import { bucketJson, type SearchIndex } from './search-index';

const chunks = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) =>
    items.slice(i * size, (i + 1) * size),
  );

/**
 * Every file of the index as [root-relative path, JSON], one at a time (at 10,000 articles they
 * hold hundreds of megabytes): the gram buckets, the documents, the card files, the blocks, the
 * titles, the terms of "Did you mean", and last the manifest that points at them. `lang` is the
 * language of the index's articles: it says where the files go (./paths.ts).
 */
export function* indexFiles(index: SearchIndex, lang: Lang = 'en'): Generator<[string, string]> {
  const { manifest, docs } = index;
  const { version } = manifest;
  for (let n = 0; n < manifest.buckets; n += 1)
    yield [bucketPath(version, n, lang), bucketJson(index, n)];
  for (const [n, doc] of docs.entries()) yield [docPath(version, n, lang), JSON.stringify(doc)];
  for (const [n, cards] of chunks(docs.map(cardOf), manifest.cardsPerFile).entries())
    yield [cardsPath(version, n, lang), JSON.stringify(cards)];
  for (const [n, block] of chunks(docs, manifest.docsPerBlock).entries())
    yield [blockPath(version, n, lang), JSON.stringify(block)];
  yield [titlesPath(version, lang), JSON.stringify(docs.map((doc) => [doc.id, doc.title]))];
  yield [termsPath(version, lang), JSON.stringify(suggestionTerms(docs))];
  yield [manifestPath(lang), JSON.stringify(manifest)];
}
