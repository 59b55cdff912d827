import path from 'node:path';
import { listMarkdownFiles, renderArticle } from '@/lib/content';
import { articlePlaces } from '@/lib/content/checks/article-places';
import {
  checkRecord,
  checkReviewRecords,
  type RecordFile,
} from '@/lib/content/read/review-records';
import { readMarkdownFile } from '@/lib/content/read/parse-files';
import type { ReviewItem, ReviewRecordData } from '@/lib/content/schema';
import type { Problem } from '@/lib/content/types';
import { makeArticle, makeFrontMatter } from '../../fixtures/articles';
import { random } from '../../helpers/random';

const WORDS = [
  'fever',
  'rash',
  'breathing',
  'swelling',
  'bleeding',
  'chest',
  'pain',
  'drowsy',
  'fits',
  'vomiting',
  'confused',
  'headache',
];
const LEVELS = ['emergency', 'urgent', 'routine'] as const;

/** A generated body: sections and subsections, some with care cards, each line of made-up signs. */
function generatedBody(seed: number) {
  const next = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const phrase = () =>
    Array.from({ length: 3 + Math.floor(next() * 4) }, () => pick(WORDS)).join(' ');
  const lines: string[] = [];
  const sections = 2 + Math.floor(next() * 4);
  for (let s = 0; s < sections; s += 1) {
    lines.push(
      `## Section ${s} ${pick(WORDS)}`,
      '',
      `Some text about **${phrase()}**:cite[src].`,
      '',
    );
    if (next() < 0.5) lines.push(`### Part ${s}`, '', `- ${phrase()}, then ${phrase()}.`, '');
    if (next() < 0.7) {
      const level = pick(LEVELS);
      const title = next() < 0.5 ? `[Get help if you have]` : '';
      lines.push(`:::${level}${title}`, `- ${phrase()}:cite[src]`, `- ${phrase()}`, ':::', '');
    }
  }
  return { body: lines.join('\n'), next, pick };
}

const record = (items: ReviewItem[], overrides: Partial<ReviewRecordData> = {}): RecordFile => ({
  id: 'a',
  where: 'content/reviews/a.yml',
  lineOf: () => 1,
  data: {
    reviewed: '2026-11-25',
    reviewedBy: 'editorial-team',
    pages: [{ id: 'nhs-x', title: 'X', publisher: 'NHS', url: 'https://www.nhs.uk/conditions/x/' }],
    items,
    ...overrides,
  },
});
const article = (body: string, overrides = {}) => ({
  id: 'a',
  where: 'content/articles/a.md',
  data: makeFrontMatter({ lastReviewed: '2026-11-25', ...overrides }),
  body,
});
const check = (items: ReviewItem[], body: string, overrides = {}) =>
  checkRecord(record(items, overrides), article(body), [], '2026-11-25', new Map());
const errors = (result: ReturnType<typeof check>) =>
  result.findings.filter((f) => f.severity === 'error').map((f) => `${f.field}: ${f.message}`);

/** `says`, taken from a place's text with its case, spacing and punctuation changed. */
function sayingOf(text: string, next: () => number) {
  const words = text.split(/\s+/).filter((w) => /[a-z0-9]/i.test(w));
  const start = Math.floor(next() * Math.max(1, words.length - 3));
  return words
    .slice(start, start + 1 + Math.floor(next() * 3))
    .map((w) => (next() < 0.3 ? w.toUpperCase() : w))
    .join(next() < 0.5 ? '  ' : ' ');
}

describe('review records: where and says resolve against the article', () => {
  it('finds words of every card and section where the record says they are', () => {
    for (let seed = 1; seed <= 150; seed += 1) {
      const { body, next } = generatedBody(seed);
      const places = articlePlaces(body);
      const items: ReviewItem[] = places.map((place) => ({
        kind:
          place.type === 'card'
            ? ({ emergency: 'emergency', urgent: 'urgent', routine: 'doctor' } as const)[
                place.level
              ]
            : 'first-aid',
        page: 'nhs-x',
        quote: 'words of the page',
        where: place.type === 'card' ? `${place.level} card` : `#${place.anchor}`,
        says: sayingOf(place.text, next),
      }));
      const result = check(items, body);
      expect([seed, errors(result)]).toEqual([seed, []]);
      expect(result.record!.items.every((item) => item.place)).toBe(true);
    }
  });

  it('reports words that are not in that place', () => {
    for (let seed = 1; seed <= 100; seed += 1) {
      const { body, pick } = generatedBody(seed);
      const place = pick(articlePlaces(body));
      const where = place.type === 'card' ? `${place.level} card` : `#${place.anchor}`;
      const item: ReviewItem = {
        kind: 'doctor',
        page: 'nhs-x',
        quote: 'q',
        where,
        says: 'unicorn meadow',
      };
      expect(errors(check([item], body))).toEqual([
        `items.0.says: "unicorn meadow" is not in the article's ${where}`,
      ]);
    }
  });

  it('never lets a sign sit lower than the national page files it', () => {
    for (let seed = 1; seed <= 150; seed += 1) {
      const { body, pick } = generatedBody(seed);
      const places = articlePlaces(body);
      const place = pick(places);
      const kind = pick(['emergency', 'urgent'] as const);
      const where = place.type === 'card' ? `${place.level} card` : `#${place.anchor}`;
      const item: ReviewItem = {
        kind,
        page: 'nhs-x',
        quote: 'q',
        where,
        says: place.text.split(/\s+/).find((w) => /^[a-z]+$/.test(w)) ?? '',
      };
      const high =
        place.type === 'card' &&
        (place.level === 'emergency' || (kind === 'urgent' && place.level === 'urgent'));
      const ranked = errors(check([item], body)).filter((e) => e.startsWith('items.0.where'));
      expect([seed, kind, where, ranked.length]).toEqual([seed, kind, where, high ? 0 : 1]);
    }
  });

  it('reports a place the article does not have, with the ids it does have', () => {
    const body = '## When to see a doctor\n\n:::routine\n- a cough\n:::\n';
    const bad = (where: string) =>
      errors(check([{ kind: 'doctor', page: 'nhs-x', quote: 'q', where, says: 'a cough' }], body));
    expect(bad('#when-to-see-a-docter')[0]).toContain(
      'the article has no heading #when-to-see-a-docter',
    );
    expect(bad('emergency card')[0]).toContain('the article has no emergency card');
    expect(bad('the end')[0]).toContain('"the end" is not a place of the article');
    expect(bad('routine card')).toEqual([]);
    expect(bad('ROUTINE card')).toEqual([]);
  });
});

describe('review records: the record itself', () => {
  const body = '## Help\n\n:::emergency\n- fits\n:::\n';
  const item: ReviewItem = {
    kind: 'emergency',
    page: 'nhs-x',
    quote: 'q',
    where: 'emergency card',
    says: 'fits',
  };

  it("is older than the article's last review: an error", () => {
    const result = checkRecord(
      record([item], { reviewed: '2026-11-01' }),
      article(body),
      [],
      '2026-11-25',
      new Map(),
    );
    expect(errors(result)).toEqual([
      "reviewed: 2026-11-01 is before the article's last review (2026-11-25, content/articles/a.md)",
    ]);
  });

  it('names a page it does not list, or mixes the forms of an item: errors', () => {
    expect(errors(check([{ ...item, page: 'nhs-y' }], body))[0]).toContain('"nhs-y" is not the id');
    expect(errors(check([{ ...item, missing: 'x' }], body))[0]).toContain('must say where');
    expect(
      errors(
        check([{ kind: 'doctor', page: 'nhs-x', quote: 'q', omitted: 'out of scope' }], body),
      )[0],
    ).toContain('no seeAlso');
  });

  it('warns on an item still missing, and accepts one left out with a reason and an address', () => {
    const missing = check(
      [{ kind: 'urgent', page: 'nhs-x', quote: 'q', missing: 'the sign' }],
      body,
    );
    expect(missing.findings.map((f) => [f.severity, f.field])).toEqual([
      ['warning', 'items.0.missing'],
    ]);
    const omitted = check(
      [
        {
          kind: 'doctor',
          page: 'nhs-x',
          quote: 'q',
          omitted: 'Out of scope',
          seeAlso: 'https://www.nhs.uk/conditions/y/',
        },
      ],
      body,
    );
    expect(omitted.findings).toEqual([]);
  });

  it('holds its pages to the source-address rules', () => {
    const pages = [
      { id: 'nhs-x', title: 'X', publisher: 'P', url: 'https://ncd-test.mohfw.gov.in/about.html' },
    ];
    expect(
      errors(checkRecord(record([item], { pages }), article(body), [], '2026-11-25', new Map()))[0],
    ).toContain('pages.0.url');
  });
});

describe('review records: which articles need one', () => {
  const categories = [
    { name: 'Nutrition', slug: 'nutrition', description: 'd', medical: true },
    { name: 'Web', slug: 'web', description: 'd', medical: false },
  ];
  const context = {
    categories,
    team: [],
    today: '2026-11-25',
    exceptions: new Map(),
    folder: 'content/reviews',
    articleIds: new Set<string>(),
  };

  it('requires one of a published medical article (not of a draft or another category), and an article for each', () => {
    const problems: Problem[] = [];
    const articles = [
      { ...article('x'), id: 'medical' },
      { ...article('x'), id: 'broken', body: null },
      { ...article('x', { draft: true }), id: 'draft' },
      { ...article('x', { category: 'Web' }), id: 'web' },
    ];
    checkReviewRecords([{ ...record([]), id: 'orphan' }], articles, context, problems);
    expect(problems.map((p) => [p.severity, p.file, p.field])).toEqual([
      ['error', 'content/reviews/a.yml', '(file name)'],
      ['error', 'content/articles/a.md', '(review record)'],
    ]);
    expect(problems[0]!.message).toBe('there is no article "orphan" for this record');
  });

  it("leaves the record of an article whose front-matter cannot be read to the article's own errors", () => {
    const problems: Problem[] = [];
    const files = { ...context, articleIds: new Set(['unreadable']) };
    checkReviewRecords([{ ...record([]), id: 'unreadable' }], [], files, problems);
    expect(problems).toEqual([]);
  });
});

describe('the places of the real articles are the ones their pages link to', () => {
  const files = listMarkdownFiles(path.join(process.cwd(), 'content', 'articles'));

  it.each(files.map((file) => [path.basename(file, '.md'), file]))('%s', (id, file) => {
    const { body, data } = readMarkdownFile(file, 'article');
    const places = articlePlaces(body.trim());
    const { html, sections } = renderArticle(
      makeArticle(id, { content: body.trim(), sources: (data as { sources: never[] }).sources }),
    );
    expect(
      places
        .filter((p) => p.type === 'section')
        .map((p) => p.anchor)
        .sort(),
    ).toEqual(sections.map((s) => s.id).sort());
    for (const card of places.filter((p) => p.type === 'card')) {
      expect(html).toContain(`id="${card.anchor}"`);
      expect(html).toContain(`care-card-${card.type === 'card' ? card.level : ''}`);
    }
  });
});
