import {
  hubCategories,
  otherTopics,
  slugify,
  TOPIC_ARTICLES_SHOWN,
  topicsAtoZ,
  type Category,
} from '@/lib/content';
import type { Article } from '@/lib/content';
import { makeArticle } from '../../fixtures/articles';
import { random } from '../../helpers/random';

// The health topics hub (lib/content/topics.ts) over generated libraries: tags in any case, with
// accents, other scripts, digits, spaces around them and repeats; medical and other categories,
// some of them empty.

const TAGS = [
  'heart health',
  'Heart Health',
  ' sleep ',
  'Sleep',
  'PCOS',
  'pcos',
  'Über care',
  'ñandú',
  'İstanbul clinic',
  'éclair',
  'नींद',
  '50% salt',
  '3-day plan',
  'zinc',
  'Zebra',
  'asthma',
  'Asthma',
  'migraine',
  "women's health",
  'x',
  '',
  '   ',
];
const NAMES = ['Nutrition', 'Mental Health', 'Neurology', 'Web Design & SEO', 'Fitness', 'Optics'];

function library(seed: number): { articles: Article[]; categories: Category[] } {
  const next = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const categories = NAMES.map((name) => ({
    name,
    slug: slugify(name),
    description: `About ${name}`,
    medical: name !== 'Web Design & SEO' && next() > 0.15,
  }));
  // Fitness never has articles; the others by chance.
  const used = categories.filter((c) => c.name !== 'Fitness');
  const articles = Array.from({ length: 1 + Math.floor(next() * 30) }, (_, i) => {
    const category = pick(used);
    return makeArticle(`a-${seed}-${i}`, {
      order: Math.floor(next() * 10),
      title: `Article ${i}`,
      category: category.name,
      categorySlug: category.slug,
      tags: Array.from({ length: Math.floor(next() * 5) }, () => pick(TAGS)),
    });
  });
  return { articles, categories };
}

/** The A-Z as the rule says, by brute force: tag key -> ids of the medical articles carrying it, in list order. */
function expectedEntries(articles: readonly Article[], categories: readonly Category[]) {
  const medical = new Set(categories.filter((c) => c.medical).map((c) => c.slug));
  const ordered = [...articles].sort((a, b) => a.order - b.order || a.id.localeCompare(b.id));
  const entries = new Map<string, string[]>();
  for (const article of ordered.filter((a) => medical.has(a.categorySlug)))
    for (const tag of article.tags) {
      const key = tag.trim().toLocaleLowerCase('en');
      if (!key) continue;
      const ids = entries.get(key) ?? [];
      if (!ids.includes(article.id)) ids.push(article.id);
      entries.set(key, ids);
    }
  return entries;
}

const initial = (name: string) => {
  const letter = name.normalize('NFD').replace(/\p{M}/gu, '').charAt(0).toUpperCase();
  return /^[A-Z]$/.test(letter) ? letter : '#';
};

const SEEDS = Array.from({ length: 60 }, (_, i) => i + 1);

describe('the A-Z of health topics', () => {
  it.each(SEEDS)(
    'library %i: every tag of a medical article once, with the first articles carrying it in list order, and how many more',
    (seed) => {
      const { articles, categories } = library(seed);
      const letters = topicsAtoZ(articles, categories);
      const found = letters.flatMap(({ entries }) => entries);
      const expected = expectedEntries(articles, categories);
      expect(found.map((e) => e.name.toLocaleLowerCase('en')).sort()).toEqual(
        [...expected.keys()].sort(),
      );
      for (const entry of found) {
        expect(entry.name).toBe(entry.name.trim());
        const all = expected.get(entry.name.toLocaleLowerCase('en'))!;
        expect(entry.articles.map((a) => a.id)).toEqual(all.slice(0, TOPIC_ARTICLES_SHOWN));
        expect(entry.more).toBe(Math.max(0, all.length - TOPIC_ARTICLES_SHOWN));
        const titles = new Map(articles.map((a) => [a.id, a.title]));
        for (const a of entry.articles) expect(a.title).toBe(titles.get(a.id));
      }
    },
  );

  it.each(SEEDS)(
    'library %i: grouped by initial (accents dropped, "#" for the rest, last), in order',
    (seed) => {
      const { articles, categories } = library(seed);
      const letters = topicsAtoZ(articles, categories);
      const initials = letters.map((l) => l.letter);
      expect(new Set(initials).size).toBe(initials.length);
      const plain = initials.filter((l) => l !== '#');
      expect(plain).toEqual([...plain].sort());
      if (initials.includes('#')) expect(initials.at(-1)).toBe('#');
      for (const { letter, entries } of letters) {
        expect(entries.length).toBeGreaterThan(0);
        for (const entry of entries)
          expect([entry.name, initial(entry.name)]).toEqual([entry.name, letter]);
        for (let i = 1; i < entries.length; i += 1)
          expect(
            entries[i - 1]!.name.localeCompare(entries[i]!.name, 'en', { sensitivity: 'base' }),
          ).toBeLessThanOrEqual(0);
      }
    },
  );

  it('leaves out the tags of articles outside the medical categories', () => {
    const categories = [
      { name: 'Nutrition', slug: 'nutrition', description: 'd', medical: true },
      { name: 'Web Design & SEO', slug: 'web-design-seo', description: 'd', medical: false },
    ];
    const articles = [
      makeArticle('food', { category: 'Nutrition', tags: ['salt', 'Local SEO'] }),
      makeArticle('site', { category: 'Web Design & SEO', tags: ['local seo', 'core web vitals'] }),
    ];
    expect(topicsAtoZ(articles, categories)).toEqual([
      {
        letter: 'L',
        entries: [
          { name: 'Local SEO', articles: [{ id: 'food', title: 'Title of food' }], more: 0 },
        ],
      },
      {
        letter: 'S',
        entries: [{ name: 'salt', articles: [{ id: 'food', title: 'Title of food' }], more: 0 }],
      },
    ]);
  });
});

describe('the hub categories and the topics a small category suggests', () => {
  it.each(SEEDS)('library %i: every category once, by name, with its article count', (seed) => {
    const { articles, categories } = library(seed);
    const hub = hubCategories(articles, categories);
    expect(hub.map((c) => c.slug).sort()).toEqual(categories.map((c) => c.slug).sort());
    for (const category of hub)
      expect([category.slug, category.count]).toEqual([
        category.slug,
        articles.filter((a) => a.categorySlug === category.slug).length,
      ]);
    const names = hub.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it.each(SEEDS)(
    'library %i: up to four other categories that have articles, most articles first',
    (seed) => {
      const { articles, categories } = library(seed);
      for (const category of categories) {
        const others = otherTopics(articles, categories, category.slug);
        expect(others.length).toBeLessThanOrEqual(4);
        const eligible = categories.filter(
          (c) => c.slug !== category.slug && articles.some((a) => a.categorySlug === c.slug),
        );
        expect(others.length).toBe(Math.min(4, eligible.length));
        for (const other of others) {
          expect(other.slug).not.toBe(category.slug);
          expect(other.count).toBeGreaterThan(0);
        }
        for (let i = 1; i < others.length; i += 1)
          expect(others[i - 1]!.count).toBeGreaterThanOrEqual(others[i]!.count);
        // None left out has more articles than the last one kept.
        const kept = new Set(others.map((o) => o.slug));
        const last = others.at(-1)?.count ?? 0;
        for (const left of eligible.filter((c) => !kept.has(c.slug)))
          expect(articles.filter((a) => a.categorySlug === left.slug).length).toBeLessThanOrEqual(
            last,
          );
      }
    },
  );
});
