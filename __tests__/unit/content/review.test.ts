import fs from 'node:fs';
import path from 'node:path';
import { articleTemplate } from '@/content-cli/article-template';
import { checkCorpus } from '@/lib/content';
import { futureDates } from '@/lib/content/checks/article-checks';
import {
  addToDay,
  reviewedByLine,
  reviewerOf,
  reviewFindings,
  reviewsDueSoon,
  withReviewDue,
} from '@/lib/content/review';
import type { ArticleFrontMatter, TeamMember } from '@/lib/content/schema';
import { makeFrontMatter } from '../../fixtures/articles';
import { random } from '../../helpers/random';
import { VALID_CORPUS, validCorpusWith } from '../../helpers/valid-corpus';

const member = (id: string, extra: Partial<TeamMember> = {}): TeamMember => ({
  id,
  name: `Name of ${id}`,
  role: 'Editor',
  specialty: 'Public Health',
  description: 'Writes.',
  clinician: false,
  sample: false,
  ...extra,
});

const team = [
  member('asha-rao', { clinician: true, credentials: 'MBBS, MD (Internal Medicine)' }),
  member('sam-editor'),
  member('priya-sample', { sample: true, clinician: true, credentials: 'MBBS' }),
  member('no-credentials', { clinician: true }),
];

const data = (extra: Partial<ArticleFrontMatter> = {}): ArticleFrontMatter =>
  makeFrontMatter({ lastReviewed: '2024-03-01', nextReviewDue: '2025-03-01', ...extra });

describe('who reviewed an article', () => {
  it.each([
    ['editorial-team', 'Reviewed by the HealthHub editorial team'],
    // A clinician's editorial review is no medical review: only a sign-off makes one.
    ['asha-rao', 'Reviewed by Name of asha-rao, Editor'],
    ['sam-editor', 'Reviewed by Name of sam-editor, Editor'],
    ['no-credentials', 'Reviewed by Name of no-credentials, Editor'],
  ])('%s reads "%s"', (id, line) => {
    expect(reviewedByLine(reviewerOf(id, team)!)).toBe(line);
  });

  it('a sample member is never named as a reviewer: an error that says to use the editorial team', () => {
    expect(reviewerOf('priya-sample', team)).toBeUndefined();
    expect(reviewFindings(data({ reviewedBy: 'priya-sample' }), team, '2024-06-01')).toEqual([
      expect.objectContaining({
        severity: 'error',
        field: 'reviewedBy',
        message: expect.stringContaining('is a sample member'),
        fix: expect.stringContaining('reviewedBy: editorial-team'),
      }),
    ]);
  });

  it('an unknown reviewer is an error with the likely id', () => {
    expect(reviewFindings(data({ reviewedBy: 'asha-roa' }), team, '2024-06-01')).toEqual([
      expect.objectContaining({
        severity: 'error',
        message: '"asha-roa" is not editorial-team or the id of a member of content/team.yml',
        fix: expect.stringMatching(
          /^did you mean "asha-rao"\? use one of: editorial-team, asha-rao/,
        ),
      }),
    ]);
    expect(
      reviewFindings(data({ reviewedBy: 'editorial-teem' }), team, '2024-06-01')[0]?.fix,
    ).toMatch(/^did you mean "editorial-team"/);
  });
});

describe('review dates', () => {
  const today = '2024-06-01';
  const problems = (extra: Partial<ArticleFrontMatter>, day = today) =>
    reviewFindings(data(extra), team, day).map((f) => `${f.severity} ${f.field}: ${f.message}`);

  it('a current review has no problem', () => {
    expect(problems({})).toEqual([]);
  });

  it('the next review must come after the last, within 12 months', () => {
    expect(problems({ nextReviewDue: '2024-03-01' })).toEqual([
      'error nextReviewDue: 2024-03-01 is not after lastReviewed (2024-03-01)',
    ]);
    expect(problems({ nextReviewDue: '2025-03-02' })).toEqual([
      'warning nextReviewDue: 2025-03-02 is more than 12 months after the last review',
    ]);
  });

  it('an overdue review and a change after the last review are warnings (not for drafts)', () => {
    expect(problems({}, '2025-03-02')).toEqual([
      'warning nextReviewDue: the review was due on 2025-03-01',
    ]);
    expect(problems({ updated: '2024-04-01' })).toEqual([
      'warning lastReviewed: the article was changed on 2024-04-01, after its last review (2024-03-01)',
    ]);
    expect(problems({ draft: true, updated: '2024-04-01' }, '2025-03-02')).toEqual([]);
  });

  it('a review dated in the future is an error', () => {
    expect(futureDates(data({ lastReviewed: '2024-06-02' }), today)).toEqual([
      expect.objectContaining({ severity: 'error', field: 'lastReviewed' }),
    ]);
  });

  it('lists the reviews due in the next 30 days, soonest first, over generated days', () => {
    const next = random(19);
    for (let round = 0; round < 100; round++) {
      const day = addToDay('2024-01-01', { days: Math.floor(next() * 700) });
      const articles = Array.from({ length: 20 }, (_, i) => ({
        id: `a${i}`,
        draft: next() < 0.1,
        nextReviewDue: addToDay(day, { days: Math.floor(next() * 80) - 20 }),
      }));
      const due = reviewsDueSoon(articles, day);
      const expected = articles.filter((a) => {
        const days = (Date.parse(a.nextReviewDue) - Date.parse(day)) / 86_400_000;
        return !a.draft && days >= 0 && days <= 30;
      });
      expect(due.map((a) => a.id).sort()).toEqual(expected.map((a) => a.id).sort());
      const dates = due.map((a) => a.nextReviewDue);
      expect(dates).toEqual([...dates].sort());
    }
  });

  it.each([
    ['2024-01-31', { days: 1 }, '2024-02-01'],
    ['2024-12-31', { days: 1 }, '2025-01-01'],
    ['2024-03-01', { months: 12 }, '2025-03-01'],
    ['2024-02-29', { months: 12 }, '2025-03-01'],
  ])('%s plus %j is %s', (day, add, expected) => {
    expect(addToDay(day, add)).toBe(expected);
  });
});

describe('a next review left empty (as the browser editor may leave it)', () => {
  const next = random(36);
  const days = [
    '2024-02-29',
    '2023-01-31',
    '2024-12-31',
    '2025-03-31',
    ...Array.from({ length: 300 }, () =>
      new Date(Date.UTC(2018, 0, 1) + Math.floor(next() * 4000) * 86_400_000)
        .toISOString()
        .slice(0, 10),
    ),
  ];

  it('is the latest day the check allows, for any day of the last review', () => {
    for (const day of days) {
      const filled = withReviewDue({ lastReviewed: day }) as { nextReviewDue: string };
      expect(filled.nextReviewDue).toBe(addToDay(day, { months: 12 }));
      const review = data({ lastReviewed: day, nextReviewDue: filled.nextReviewDue });
      expect(reviewFindings(review, team, day)).toEqual([]);
      // And the same day `npm run new:article` writes for an article reviewed that day.
      const template = { title: 'T', category: 'Nutrition', image: '/images/x.svg', order: 1 };
      expect(articleTemplate({ ...template, date: day, medical: true })).toContain(
        `nextReviewDue: ${filled.nextReviewDue}`,
      );
    }
  });

  it('empty is the same as left out; a day given is kept; anything else is left to the schema', () => {
    expect(withReviewDue({ lastReviewed: '2024-03-01', nextReviewDue: null })).toEqual({
      lastReviewed: '2024-03-01',
      nextReviewDue: '2025-03-01',
    });
    const given = { lastReviewed: '2024-03-01', nextReviewDue: '2024-09-01' };
    expect(withReviewDue(given)).toBe(given);
    for (const odd of [
      { lastReviewed: 'soon' },
      { lastReviewed: 20240301 },
      { lastReviewed: '2024-13-45' },
      {},
      null,
      'text',
      [],
    ])
      expect(withReviewDue(odd)).toBe(odd);
  });

  it('an article file without it loads with the derived day, and no problem with its dates', () => {
    const text = fs
      .readFileSync(path.join(VALID_CORPUS, 'articles', '2024', 'beta.md'), 'utf8')
      .replace('order: 1', 'order: 7')
      .replace(/^nextReviewDue: .*\n/m, '');
    const { corpus, problems } = checkCorpus(validCorpusWith('gamma.md', text), {
      today: '2024-05-01',
    });
    const ofDates = problems.filter((p) => p.file.endsWith('gamma.md') && /Review/.test(p.field));
    expect(ofDates).toEqual([]);
    expect(corpus.articles.find((a) => a.id === 'gamma')?.nextReviewDue).toBe('2025-04-01');
  });
});
