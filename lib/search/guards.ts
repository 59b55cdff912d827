import { isCard, isRecord, isString } from '@/lib/content/card';
import type { MetaEntry, SearchDoc } from './search-card';
import type { GramBucket, SearchManifest } from './search-index';
import type { TitleEntry } from './title-suggestions';

/** Checks of fetched JSON, so a stale, foreign or broken file is an error, not a wrong result. */

export const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every(isString);
const isCount = (value: unknown): value is number =>
  Number.isSafeInteger(value) && Number(value) >= 0;

/** A card (lib/content/card.ts) with the tags search reads. */
export function isMetaEntry(value: unknown): value is MetaEntry {
  return isCard(value) && isStrings((value as Record<string, unknown>).tags);
}

export function isDoc(value: unknown): value is SearchDoc {
  return isMetaEntry(value) && isString((value as Record<string, unknown>).text);
}

export function isManifest(value: unknown): value is SearchManifest {
  return (
    isRecord(value) &&
    isString(value.version) &&
    /^[0-9a-f]+$/.test(value.version) &&
    isCount(value.articles) &&
    [value.buckets, value.cardsPerFile, value.docsPerBlock].every(
      (n) => isCount(n) && Number(n) > 0,
    )
  );
}

export function isBucket(value: unknown): value is GramBucket {
  return (
    isRecord(value) &&
    Object.values(value).every((list) => Array.isArray(list) && list.every(isCount))
  );
}

export const isCards = (value: unknown): value is MetaEntry[] =>
  Array.isArray(value) && value.every(isMetaEntry);

export const isBlock = (value: unknown): value is SearchDoc[] =>
  Array.isArray(value) && value.every(isDoc);

export const isTitles = (value: unknown): value is TitleEntry[] =>
  Array.isArray(value) &&
  value.every((entry) => Array.isArray(entry) && entry.length === 2 && entry.every(isString));
