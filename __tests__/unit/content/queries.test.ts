import {
  articlesInCategory,
  categoriesWithCounts,
  featuredArticle,
  inListOrder,
  latest,
  matches,
  recommended,
  related,
  topicTiles,
  trending,
  type Article,
  type Category,
} from '@/lib/content';
import { makeArticle } from '../../fixtures/articles';

const categories: Category[] = ['Nutrition', 'Fitness', 'Mental Health', 'Neurology'].map(
  (name) => ({
    name,
    slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    description: `About ${name}`,
    medical: true,
  }),
);

const corpus = [
  makeArticle('g', { order: 7, date: '2024-07-01' }),
  makeArticle('a', { order: 1, date: '2024-01-01', featured: false }),
  makeArticle('b', { order: 2, date: '2024-02-01', category: 'Mental Health', featured: true }),
  makeArticle('c', { order: 3, date: '2024-03-01', category: 'Mental Health' }),
  makeArticle('d', { order: 4, date: '2024-09-01', category: 'Neurology', featured: true }),
  makeArticle('e', { order: 5, date: '2024-05-01' }),
  makeArticle('f', { order: 6, date: '2024-06-01' }),
  makeArticle('h', { order: 8, date: '2024-08-01' }),
];
const ids = (list: readonly { id: string }[]) => list.map((a) => a.id);

describe('list order and home page lists', () => {
  it('orders by the explicit order field', () => {
    expect(ids(inListOrder(corpus))).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
  });

  it('takes the 6 newest by date for Latest', () => {
    expect(ids(latest(corpus))).toEqual(['d', 'h', 'g', 'f', 'e', 'c']);
  });

  it('breaks date ties by list order', () => {
    const tied = [
      makeArticle('y', { order: 2, date: '2024-01-01' }),
      makeArticle('x', { order: 1, date: '2024-01-01' }),
    ];
    expect(ids(latest(tied))).toEqual(['x', 'y']);
  });

  it('trends the first 5 in list order', () => {
    expect(ids(trending(corpus))).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('recommends articles 4 to 6 in list order', () => {
    expect(ids(recommended(corpus))).toEqual(['d', 'e', 'f']);
  });

  it('features the first featured article in list order', () => {
    expect(featuredArticle(corpus)?.id).toBe('b');
    expect(featuredArticle([makeArticle('z')])).toBeUndefined();
  });
});

describe('categories', () => {
  it('counts articles per registered category, most first, ties in registry order', () => {
    const counted = categoriesWithCounts(corpus, categories).map((c) => [c.name, c.count]);
    expect(counted).toEqual([
      ['Nutrition', 5],
      ['Mental Health', 2],
      ['Neurology', 1],
      ['Fitness', 0],
    ]);
  });

  it('shows at most 8 topic tiles and only categories that have articles', () => {
    const many = Array.from({ length: 10 }, (_, i) => ({
      name: `Topic ${i}`,
      slug: `topic-${i}`,
      description: '',
      medical: true,
    }));
    const articles = many.map((c, i) =>
      makeArticle(`t${i}`, { order: i + 1, category: c.name, categorySlug: c.slug }),
    );
    expect(topicTiles(articles, many)).toHaveLength(8);
    expect(topicTiles(corpus, categories).map((c) => c.name)).not.toContain('Fitness');
  });

  it('lists the articles of a category in list order', () => {
    expect(ids(articlesInCategory(corpus, 'mental-health'))).toEqual(['b', 'c']);
    expect(articlesInCategory(corpus, 'fitness')).toEqual([]);
  });
});

describe('related articles', () => {
  const article = makeArticle('me', { order: 1, category: 'Neurology', tags: ['sleep', 'stress'] });
  const sameCategory1 = makeArticle('same1', { order: 5, category: 'Neurology' });
  const sameCategory2 = makeArticle('same2', { order: 9, category: 'Neurology' });
  const sharesTag = makeArticle('tag', { order: 2, category: 'Nutrition', tags: ['stress'] });
  const unrelated = makeArticle('other', { order: 3, category: 'Fitness' });

  it('puts the same category first, without the article itself', () => {
    expect(
      ids(related([article, sameCategory2, sameCategory1, sharesTag, unrelated], article)),
    ).toEqual(['same1', 'same2', 'tag']);
  });

  it('fills with other categories that share a tag, before unrelated ones', () => {
    const unrelatedFirst = makeArticle('early', { order: 0, category: 'Fitness' });
    expect(ids(related([article, unrelatedFirst, sharesTag, sameCategory1], article))).toEqual([
      'same1',
      'tag',
      'early',
    ]);
  });

  it('fills with any remaining articles when the first two tiers are short', () => {
    expect(ids(related([article, unrelated], article))).toEqual(['other']);
  });

  it('returns at most 3', () => {
    const many = Array.from({ length: 6 }, (_, i) =>
      makeArticle(`n${i}`, { order: i + 2, category: 'Neurology' }),
    );
    expect(related([article, ...many], article)).toHaveLength(3);
  });

  it('chooses as the rule reads, tier by tier over the whole list, for any corpus', () => {
    // The rule written out plainly, compared with the indexed version on random corpora.
    const byRule = (articles: Article[], of: Article, count: number) => {
      const others = inListOrder(articles).filter((a) => a.id !== of.id);
      const same = others.filter((a) => a.categorySlug === of.categorySlug);
      const rest = others.filter((a) => a.categorySlug !== of.categorySlug);
      const sharing = rest.filter((a) => a.tags.some((tag) => of.tags.includes(tag)));
      return [...same, ...sharing, ...rest.filter((a) => !sharing.includes(a))].slice(0, count);
    };
    let seed = 7;
    const next = (n: number) => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % n;
    for (let round = 0; round < 200; round++) {
      const corpus = Array.from({ length: 1 + next(12) }, (_, i) =>
        makeArticle(`a${i}`, {
          order: next(8),
          category: categories[next(categories.length)]!.name,
          tags: Array.from({ length: next(3) }, () => `t${next(4)}`),
        }),
      );
      const of = corpus[next(corpus.length)]!;
      for (const count of [1, 3, 5])
        expect(ids(related(corpus, of, count))).toEqual(ids(byRule(corpus, of, count)));
    }
  });
});

describe('search', () => {
  const doc = makeArticle('s', {
    title: 'Heart-Healthy Eating',
    excerpt: 'Cut salt and sugar',
    content: 'Whole grains and **lentils** help.',
    category: 'Nutrition',
    tags: ['blood pressure'],
  });

  it.each([
    ['title', 'heart-healthy'],
    ['excerpt', 'SALT'],
    ['content', 'lentils'],
    ['category', 'nutri'],
    ['a tag', 'blood pressure'],
  ])('matches the %s, case-insensitively', (_field, query) => {
    expect(matches(doc, query)).toBe(true);
  });

  it('trims the query', () => {
    expect(matches(doc, '   lentils  ')).toBe(true);
  });

  it('matches nothing for an empty or blank query', () => {
    expect(matches(doc, '')).toBe(false);
    expect(matches(doc, '   ')).toBe(false);
  });

  it('does not match text that is in no field', () => {
    expect(matches(doc, 'migraine')).toBe(false);
  });
});
