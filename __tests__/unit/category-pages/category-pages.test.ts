import {
  GET,
  generateStaticParams as cardParams,
} from '@/app/(en)/category-cards/[slug]/[file]/route';
import { generateStaticParams as pageParams } from '@/app/(en)/category/[slug]/[[...page]]/page';
import { isCardFile } from '@/lib/category-pages/card-file';
import { allCategoryPages, findCategoryPage } from '@/lib/category-pages/category-pages';
import { getCorpus, type Category } from '@/lib/content';
import { indexablePages } from '@/lib/seo/indexable';
import { absoluteUrl, categoryMetadata } from '@/lib/seo/metadata';
import { makeArticle } from '../../fixtures/articles';

jest.mock('@/lib/content', () => ({
  ...jest.requireActual('@/lib/content'),
  getCorpus: jest.fn(),
  loadPage: () => ({ updated: undefined }),
}));

const category = (name: string, slug: string): Category => ({
  name,
  slug,
  description: `About ${name}.`,
  medical: true,
});
const nutrition = category('Nutrition', 'nutrition');
const fitness = category('Fitness', 'fitness');
const neurology = category('Neurology', 'neurology');
// 20 nutrition articles, listed by `order` (n20 first), dated so that the newest is in the middle;
// fitness has none, neurology one.
const articles = [
  ...Array.from({ length: 20 }, (_, i) =>
    makeArticle(`n${i + 1}`, {
      order: 100 - i,
      date: `2024-01-${String(10 + (i % 9)).padStart(2, '0')}`,
    }),
  ),
  makeArticle('brain', { category: 'Neurology', categorySlug: 'neurology', order: 1 }),
];
beforeAll(() => {
  jest.mocked(getCorpus).mockReturnValue({
    articles,
    categories: [nutrition, fitness, neurology],
    team: [],
    reviews: [],
    translations: [],
    categoryNames: {},
    firstAid: { emergencies: [], records: [], translations: [] },
  });
});

const idsOn = (slug: string, page: number) =>
  findCategoryPage(slug, page)?.articles.map((a) => a.id);

describe('the pages of each category', () => {
  it('are page 1 of every category and the numbered pages of the large ones', () => {
    expect(
      allCategoryPages().map(({ category: c, page, pages }) => `${c.slug} ${page}/${pages}`),
    ).toEqual([
      'nutrition 1/4',
      'nutrition 2/4',
      'nutrition 3/4',
      'nutrition 4/4',
      'fitness 1/1',
      'neurology 1/1',
    ]);
    expect(idsOn('nutrition', 1)).toEqual(['n20', 'n19', 'n18', 'n17', 'n16', 'n15']);
    expect(idsOn('nutrition', 4)).toEqual(['n2', 'n1']);
    expect(findCategoryPage('fitness', 1)).toMatchObject({ total: 0, articles: [] });
    for (const [slug, page] of [
      ['nutrition', 5],
      ['nutrition', 0],
      ['nutrition', 1.5],
      ['fitness', 2],
      ['no-such-category', 1],
    ] as const)
      expect(findCategoryPage(slug, page)).toBeUndefined();
  });

  it('are the static params of the page route (no /page/1) and of the card files', () => {
    expect(pageParams()).toEqual([
      { slug: 'nutrition', page: [] },
      { slug: 'nutrition', page: ['page', '2'] },
      { slug: 'nutrition', page: ['page', '3'] },
      { slug: 'nutrition', page: ['page', '4'] },
      { slug: 'fitness', page: [] },
      { slug: 'neurology', page: [] },
    ]);
    expect(cardParams().map(({ slug, file }) => `${slug}/${file}`)).toEqual([
      'nutrition/1.json',
      'nutrition/2.json',
      'nutrition/3.json',
      'nutrition/4.json',
      'fitness/1.json',
      'neurology/1.json',
    ]);
  });

  it('have their own title and canonical URL; page 1 keeps the category title', () => {
    const first = categoryMetadata(nutrition, 20);
    expect(first.title).toBe('Nutrition Articles - HealthHub');
    expect(first.alternates?.canonical).toBe(absoluteUrl('/category/nutrition'));
    expect(first.description).toBe('About Nutrition.');
    const third = categoryMetadata(nutrition, 20, 3);
    expect(third.title).toBe('Nutrition Articles, page 3 - HealthHub');
    expect(third.alternates?.canonical).toBe(absoluteUrl('/category/nutrition/page/3'));
    expect(third.description).toBe('About Nutrition. Page 3 of 4.');
    expect(third.robots).toBeUndefined();
    expect(categoryMetadata(fitness, 0).robots).toEqual({ index: false, follow: true });
  });

  it('are in the sitemap list, each dated by the newest of its own articles', () => {
    const listed = indexablePages().filter((p) => p.path.startsWith('/category/'));
    const newestOn = (page: number) =>
      findCategoryPage('nutrition', page)!
        .articles.map((a) => a.date)
        .sort()
        .at(-1);
    expect(listed).toEqual([
      {
        path: '/category/nutrition',
        url: absoluteUrl('/category/nutrition'),
        lastModified: '2024-01-18',
      },
      ...[2, 3, 4].map((page) => ({
        path: `/category/nutrition/page/${page}`,
        url: absoluteUrl(`/category/nutrition/page/${page}`),
        lastModified: newestOn(page),
      })),
      {
        path: '/category/neurology',
        url: absoluteUrl('/category/neurology'),
        lastModified: '2024-01-01',
      },
    ]);
    expect(newestOn(4)).toBe('2024-01-11');
  });
});

describe('the card files', () => {
  /** Exactly the fields a card shows (`draft` only on a draft). */
  const card = (id: string) => {
    const a = articles.find((article) => article.id === id)!;
    const { title, excerpt, category, author, date, readTime, image, imageAlt } = a;
    return { id, title, excerpt, category, author, date, readTime, image, imageAlt };
  };
  const get = async (slug: string, file: string) =>
    GET(new Request('http://localhost/'), { params: Promise.resolve({ slug, file }) });

  it('hold the cards of one page and what the browser needs to know', async () => {
    const response = await get('nutrition', '4.json');
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const file: unknown = await response.json();
    expect(isCardFile(file)).toBe(true);
    expect(file).toEqual({
      category: 'nutrition',
      page: 4,
      pages: 4,
      total: 20,
      articles: ['n2', 'n1'].map(card),
    });
  });

  it('are missing for pages that do not exist', async () => {
    for (const [slug, file] of [
      ['nutrition', '5.json'],
      ['nutrition', '0.json'],
      ['nutrition', 'page-2.json'],
      ['nope', '1.json'],
    ])
      expect((await get(slug!, file!)).status).toBe(404);
  });
});
