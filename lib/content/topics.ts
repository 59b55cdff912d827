// The health topics hub (/topics): every category with its article count, and an A-Z of the conditions and topics the articles cover.
import { INTL_LOCALES, type Lang } from '../i18n/languages';
import { categoriesWithCounts, inListOrder } from './queries';
import type { Article, Category, CategoryWithCount } from './types';

/** The most articles the hub names under one topic: more are found by searching for it. */
export const TOPIC_ARTICLES_SHOWN = 3;

/**
 * A condition or topic of the A-Z (an article's tag): the first TOPIC_ARTICLES_SHOWN articles that
 * carry it, in list order, and how many more do (the hub links to a search for those).
 */
export type TopicEntry = { name: string; articles: { id: string; title: string }[]; more: number };

/**
 * The entries under one initial: a letter A-Z, or '#' for names that start otherwise; on a Hindi
 * page also the Devanagari letters (क, म...), first.
 */
export type TopicLetter = { letter: string; entries: TopicEntry[] };

/** The hub's categories: every registered one, by name, with its article count (0 for an empty one). */
export function hubCategories(
  articles: readonly Article[],
  categories: readonly Category[],
  lang: Lang = 'en',
): CategoryWithCount[] {
  return categoriesWithCounts(articles, categories).sort((a, b) => byName(a.name, b.name, lang));
}

const byName = (a: string, b: string, lang: Lang = 'en') =>
  a.localeCompare(b, lang === 'en' ? 'en' : INTL_LOCALES[lang], { sensitivity: 'base' });

const DEVANAGARI_LETTER = /^[\u0904-\u0939\u0958-\u0961\u0972-\u097F]$/;

/**
 * 'a'-'z' as the capital letter, anything else '#' (digits, accents, other scripts); on a Hindi
 * page, a Devanagari letter is its own initial.
 */
function initialOf(name: string, lang: Lang = 'en'): string {
  const first = name.normalize('NFD').charAt(0).toUpperCase();
  if (lang === 'hi' && DEVANAGARI_LETTER.test(first)) return first;
  return first >= 'A' && first <= 'Z' ? first : '#';
}

/** The order of the initials: A-Z then '#' (a Hindi page's Devanagari letters first). */
function byInitial(a: string, b: string): number {
  const rank = (letter: string) => (letter === '#' ? 2 : letter >= 'A' && letter <= 'Z' ? 1 : 0);
  return rank(a) - rank(b) || a.localeCompare(b);
}

/**
 * The A-Z of the topics the health articles cover: each tag of an article in a medical category
 * once (tags that differ only in case are one entry, named as first met in list order), with the
 * first articles that carry it (TopicEntry), grouped by initial; '#' last.
 */
export function topicsAtoZ(
  articles: readonly Article[],
  categories: readonly Category[],
  lang: Lang = 'en',
): TopicLetter[] {
  const medical = new Set(categories.filter((c) => c.medical).map((c) => c.slug));
  const entries = new Map<string, { name: string; articles: TopicEntry['articles'] }>();
  for (const article of inListOrder(articles)) {
    if (!medical.has(article.categorySlug)) continue;
    for (const tag of new Set(article.tags.map((t) => t.trim()).filter(Boolean))) {
      const key = tag.toLocaleLowerCase('en');
      const entry = entries.get(key) ?? { name: tag, articles: [] };
      if (!entry.articles.some((a) => a.id === article.id))
        entry.articles.push({ id: article.id, title: article.title });
      entries.set(key, entry);
    }
  }
  const letters = new Map<string, TopicEntry[]>();
  for (const { name, articles: all } of [...entries.values()].sort((a, b) =>
    byName(a.name, b.name, lang),
  )) {
    const entry = {
      name,
      articles: all.slice(0, TOPIC_ARTICLES_SHOWN),
      more: Math.max(0, all.length - TOPIC_ARTICLES_SHOWN),
    };
    const letter = initialOf(name, lang);
    letters.set(letter, [...(letters.get(letter) ?? []), entry]);
  }
  return [...letters]
    .sort(([a], [b]) => byInitial(a, b))
    .map(([letter, list]) => ({ letter, entries: list }));
}

/** A category with fewer articles than this (less than a row of cards) suggests other topics. */
export const SMALL_CATEGORY = 3;

/** The topics a small or empty category suggests: up to `count` other categories with articles, most first. */
export function otherTopics(
  articles: readonly Article[],
  categories: readonly Category[],
  slug: string,
  count = 4,
): CategoryWithCount[] {
  return categoriesWithCounts(articles, categories)
    .filter((category) => category.slug !== slug && category.count > 0)
    .slice(0, count);
}
