import path from 'node:path';
import { ContentError, loadCorpus, loadPage } from '@/lib/content';

const fixture = (name: string) => ({
  contentDir: path.join(__dirname, '..', '..', 'fixtures', name),
  publicDir: path.join(process.cwd(), 'public'),
});
const at = (file: string) => `__tests__/fixtures/corpus-broken/articles/${file}`;

describe('loading a valid corpus', () => {
  const { articles, categories } = loadCorpus(fixture('corpus-valid'));

  it('reads articles from nested folders, id from the file name, in list order', () => {
    expect(articles.map((a) => a.id)).toEqual(['beta', 'alpha']);
  });

  it('keeps dates as YYYY-MM-DD text, quoted or not', () => {
    expect(articles.map((a) => a.date)).toEqual(['2024-02-01', '2024-03-01']);
    expect(articles[0]?.updated).toBe('2024-04-01');
  });

  it('derives the category slug and defaults the optional fields', () => {
    expect(articles[0]).toMatchObject({
      categorySlug: 'women-s-health',
      featured: false,
      tags: [],
      sources: [],
    });
  });

  it('takes readTime from front-matter when given, else from the word count', () => {
    expect(articles[0]?.readTime).toBe('12 min');
    expect(articles[1]?.readTime).toBe('1 min');
  });

  it('keeps the markdown body and the sources', () => {
    expect(articles[1]?.content).toContain('Eat **more** vegetables:cite[who-healthy-diet].');
    expect(articles[1]?.text).toContain('Eat more vegetables.');
    expect(articles[1]?.sources).toEqual([
      {
        id: 'who-healthy-diet',
        title: 'Healthy diet',
        publisher: 'World Health Organization',
        url: 'https://www.who.int/news-room/fact-sheets/detail/healthy-diet',
      },
    ]);
  });

  it('builds the registry with slugs in registry order', () => {
    expect(categories.map((c) => c.slug)).toEqual(['nutrition', 'women-s-health', 'fitness']);
  });

  it('reads team members and page texts', () => {
    expect(loadCorpus(fixture('corpus-valid')).team).toHaveLength(1);
    expect(loadPage('about', fixture('corpus-valid').contentDir)).toMatchObject({
      title: 'About',
      content: 'Mission text.',
    });
  });
});

describe('a broken corpus', () => {
  let error: ContentError;
  try {
    loadCorpus(fixture('corpus-broken'));
  } catch (caught) {
    error = caught as ContentError;
  }

  it('fails with one error that lists every problem by file and field', () => {
    expect(error).toBeInstanceOf(ContentError);
    expect(error.message.split('\n')[0]).toBe('The content has 11 errors:');
  });

  it.each([
    [
      'missing-title.md',
      1,
      'title',
      'is required',
      'add a line such as title: "Eating Well on a Budget"',
    ],
    ['bad-date.md', 7, 'date', 'is not a real calendar date', 'write it like date: 2024-05-20'],
    [
      'unknown-category.md',
      6,
      'category',
      '"Nutriton" is not a registered category',
      'did you mean "Nutrition"? The registered categories are: Nutrition, Women\'s Health, Fitness',
    ],
    [
      'nested/duplicate.md',
      1,
      'id (file name)',
      `"duplicate" is already used by ${at('duplicate.md')}`,
      'rename one of the two files: each article needs its own id',
    ],
    [
      'missing-image.md',
      9,
      'image',
      '/images/covers/no-such-cover.svg is not a file in public/images/',
      'put the picture in public/images/covers/ and write its path from /images on, e.g. /images/covers/my-article.svg',
    ],
    [
      'Not_A_Slug.md',
      1,
      'id (file name)',
      '"Not_A_Slug" is not a slug: use lower-case letters, digits and single hyphens, e.g. "not-a-slug"',
      'rename the file to not-a-slug.md',
    ],
    [
      'typo-field.md',
      6,
      'catgory',
      'is not a known field (check the spelling)',
      'did you mean "category"? Otherwise delete the line',
    ],
    [
      'typo-field.md',
      13,
      'sources.0.url',
      'must be an https:// address',
      'write it like url: "https://www.who.int/news-room/fact-sheets/detail/healthy-diet"',
    ],
    [
      'same-order.md',
      8,
      'order',
      '4 is already used by duplicate; each article needs its own position',
      'give one of them a number no other article has (see "List order, Trending and Recommended" in docs/EDITING.md)',
    ],
    [
      'empty-body.md',
      16,
      'content',
      'the article has no body text',
      'write the article in markdown below the closing --- line',
    ],
    ['empty-body.md', 10, 'featured', 'must be true or false', 'write it like featured: false'],
  ])('names %s:%i and its field %s', (file, line, field, message, fix) => {
    const problem = { severity: 'error', file: at(file), line, field, message, fix };
    expect(error.problems).toContainEqual(problem);
    expect(error.message).toContain(`  ${at(file)}:${line}  ${field}  ${message}  ${fix}`);
  });

  it('reports a missing registry', () => {
    expect(() => loadCorpus(fixture('no-such-corpus'))).toThrow(
      'categories.yml:1  (file)  is missing  create categories.yml (see docs/EDITING.md)',
    );
  });
});
