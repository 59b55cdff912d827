import {
  emptyBody,
  excerptLength,
  futureDates,
  placeholders,
  unknownCategory,
} from '@/lib/content/checks/article-checks';
import { articleHints, issuesToProblems } from '@/lib/content/checks/issues';
import { yamlLines } from '@/lib/content/checks/lines';
import { articleFrontMatterSchema } from '@/lib/content/schema';
import { closest, editDistance } from '@/lib/content/closest-name';
import type { Category } from '@/lib/content';
import { makeFrontMatter } from '../../fixtures/articles';

const article = makeFrontMatter;

const categories: Category[] = ['Nutrition', "Women's Health", 'Fitness'].map((name) => ({
  name,
  slug: name.toLowerCase(),
  description: 'x',
  medical: true,
}));

describe('content checks', () => {
  it('a future date is an error, today is not, a draft may be dated ahead', () => {
    expect(
      futureDates(article({ date: '2024-06-02', updated: '2024-06-03' }), '2024-06-01'),
    ).toEqual(
      ['date', 'updated'].map((field, i) => ({
        severity: 'error',
        field,
        message: `2024-06-0${i + 2} is in the future`,
        fix: "use today's date or an earlier one; to publish later, keep draft: true until that day",
      })),
    );
    expect(futureDates(article({ date: '2024-06-01' }), '2024-06-01')).toEqual([]);
    expect(futureDates(article({ date: '2999-01-01', draft: true }), '2024-06-01')).toEqual([]);
  });

  it('an unknown category suggests the nearest registered one, or lists them all', () => {
    expect(unknownCategory('Nutrition', categories)).toEqual([]);
    expect(unknownCategory('womens health', categories)).toEqual([
      {
        severity: 'error',
        field: 'category',
        message: '"womens health" is not a registered category',
        fix: 'did you mean "Women\'s Health"? The registered categories are: Nutrition, Women\'s Health, Fitness',
      },
    ]);
    expect(unknownCategory('Cardiology', categories)[0]?.fix).toBe(
      "use one of Nutrition, Women's Health, Fitness, or add the category to content/categories.yml",
    );
  });

  it('missing alt text is an error with an example line', () => {
    const text = 'title: T\nimageAlt:\n';
    const data: Record<string, unknown> = article();
    delete data.imageAlt;
    const missing = articleFrontMatterSchema.safeParse(data);
    const empty = articleFrontMatterSchema.safeParse({ ...data, imageAlt: ' ' });
    const problems = [missing, empty].flatMap((result) =>
      result.success
        ? []
        : issuesToProblems('a.md', result.error.issues, yamlLines(text), articleHints),
    );
    const fix =
      'add a line such as imageAlt: "A shopping basket with vegetables, lentils and rice"';
    expect(problems).toEqual([
      { severity: 'error', file: 'a.md', line: 2, field: 'imageAlt', message: 'is required', fix },
      {
        severity: 'error',
        file: 'a.md',
        line: 2,
        field: 'imageAlt',
        message: 'must not be empty (a description of the image for people who cannot see it)',
        fix: fix.replace('add a line such as', 'write it like'),
      },
    ]);
  });

  it('an excerpt over 160 characters is a warning', () => {
    expect(excerptLength('x'.repeat(160))).toEqual([]);
    expect(excerptLength('x'.repeat(161))).toEqual([
      {
        severity: 'warning',
        field: 'excerpt',
        message: 'is 161 characters long; search engines show about 160',
        fix: 'shorten it to 160 characters or fewer',
      },
    ]);
  });

  it('an empty body is an error at the line where the body starts', () => {
    expect(emptyBody('\n  \n', 12)).toEqual([
      {
        severity: 'error',
        field: 'content',
        line: 12,
        message: 'the article has no body text',
        fix: 'write the article in markdown below the closing --- line',
      },
    ]);
    expect(emptyBody('Text.', 12)).toEqual([]);
  });

  it('template placeholders are errors in a published article only', () => {
    const data = article({
      imageAlt: 'TODO: describe the cover.',
      sources: [
        { id: 'who', title: 'TODO: the page', publisher: 'WHO', url: 'https://www.who.int/' },
      ],
    });
    const body = '\nIntro.\n\nTODO: the first part.\n';
    const fix =
      'replace the TODO: text with your own, or keep draft: true until the article is finished';
    const message = 'still contains the template\'s placeholder "TODO:"';
    expect(placeholders(data, body, 20)).toEqual([
      { severity: 'error', field: 'imageAlt', message, fix },
      { severity: 'error', field: 'sources.0.title', message, fix },
      { severity: 'error', field: 'content', line: 23, message, fix },
    ]);
    expect(placeholders({ ...data, draft: true }, body, 20)).toEqual([]);
  });

  it('an unknown field suggests the field it is probably a typo of', () => {
    const result = articleFrontMatterSchema.safeParse({ ...article(), imageAtl: 'x' });
    expect(result.success).toBe(false);
    const [problem] = result.success
      ? []
      : issuesToProblems('a.md', result.error.issues, yamlLines('imageAtl: x\n'), articleHints);
    expect(problem).toEqual({
      severity: 'error',
      file: 'a.md',
      line: 1,
      field: 'imageAtl',
      message: 'is not a known field (check the spelling)',
      fix: 'did you mean "imageAlt"? Otherwise delete the line',
    });
  });
});

describe('suggestions and lines', () => {
  it('measures edit distance and finds a near miss, ignoring case', () => {
    expect(editDistance('Nutriton', 'Nutrition')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
    expect(closest('nutrition', ['Fitness', 'Nutrition'])).toBe('Nutrition');
    expect(closest('Cardiology', ['Fitness', 'Nutrition'])).toBeUndefined();
  });

  it('finds the line of a nested field, or of its nearest parent', () => {
    const lineOf = yamlLines('\ntitle: T\nsources:\n  - title: S\n    url: U\n');
    expect(lineOf(['title'])).toBe(2);
    expect(lineOf(['sources', 0, 'url'])).toBe(5);
    expect(lineOf(['sources', 3, 'url'])).toBe(3);
    expect(lineOf(['missing'])).toBe(1);
  });
});
