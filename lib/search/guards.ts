import type { BodyShard } from './body-shards';
import type { MetaEntry, MetaTier } from './meta-tier';

/** Checks of fetched JSON, so a stale, foreign or broken file is an error, not a wrong result. */

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every(isString);

/** One check per field of a meta entry; the compiler keeps it in step with `toMetaEntry`. */
const entryChecks = {
  id: isString,
  title: isString,
  excerpt: isString,
  category: isString,
  tags: isStrings,
  author: isString,
  date: isString,
  readTime: isString,
  image: isString,
  imageAlt: isString,
  draft: (value: unknown) => value === undefined || typeof value === 'boolean',
} satisfies { [K in keyof MetaEntry]-?: (value: unknown) => boolean };

export function isMetaEntry(value: unknown): value is MetaEntry {
  return (
    isRecord(value) && Object.entries(entryChecks).every(([field, check]) => check(value[field]))
  );
}

export function isMetaTier(value: unknown): value is MetaTier {
  return (
    isRecord(value) &&
    Number.isInteger(value.shards) &&
    Array.isArray(value.articles) &&
    value.articles.every(isMetaEntry)
  );
}

export function isBodyShard(value: unknown): value is BodyShard {
  return (
    isRecord(value) &&
    isStrings(value.ids) &&
    isStrings(value.bodies) &&
    value.ids.length === value.bodies.length
  );
}
