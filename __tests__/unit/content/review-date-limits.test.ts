import fs from 'node:fs';
import path from 'node:path';
import { checkCorpus } from '@/lib/content';
import { addToDay, reviewFindings } from '@/lib/content/review';
import type { ArticleFrontMatter } from '@/lib/content/schema';
import { makeFrontMatter } from '../../fixtures/articles';
import { FIXTURE_DAY } from '../../helpers/fixture-day';
import { random } from '../../helpers/random';
import { VALID_CORPUS, validCorpusWith } from '../../helpers/valid-corpus';

/** The latest day a review date may be: two years after the day of the check. */
const horizon = (today: string) => addToDay(today, { months: 24 });

/** Generated days and the review dates around the horizon of each. */
function generator(seed: number) {
  const next = random(seed);
  // Nearby seeds give nearly the same first draw: leave it, so each seed starts somewhere else.
  next();
  const int = (from: number, to: number) => from + Math.floor(next() * (to - from + 1));
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  const day = () => addToDay('2020-01-01', { days: int(0, 4000) });
  /** A real calendar day of the year given (the 28th at most, so every month has it). */
  const dayOfYear = (year: number) => `${pad(year, 4)}-${pad(int(1, 12))}-${pad(int(1, 28))}`;
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  /** A day past the horizon of `today`: just past it, years past it, or in year 9999. */
  const beyond = (today: string) =>
    pick([
      addToDay(horizon(today), { days: 1 }),
      addToDay(horizon(today), { days: int(2, 4000) }),
      dayOfYear(int(Number(today.slice(0, 4)) + 3, 9999)),
      dayOfYear(9999),
    ]);
  return { next, int, pick, day, dayOfYear, beyond };
}

describe('a review date may not lie beyond the horizon, so every review falls due', () => {
  const team = [] as const;
  const review = (extra: Partial<ArticleFrontMatter>) => makeFrontMatter(extra);
  const errorsOn = (data: ArticleFrontMatter, today: string) =>
    reviewFindings(data, team, today)
      .filter((f) => f.severity === 'error')
      .map((f) => f.field);

  it('a next review more than two years after today is an error, in a draft too', () => {
    for (let seed = 1; seed <= 300; seed += 1) {
      const g = generator(seed);
      const today = g.day();
      const beyond = g.beyond(today);
      const data = review({ lastReviewed: today, nextReviewDue: beyond, draft: g.next() < 0.3 });
      const findings = reviewFindings(data, team, today);
      expect([beyond, findings.map((f) => `${f.severity} ${f.field}`)]).toEqual([
        beyond,
        ['error nextReviewDue'],
      ]);
      expect(findings[0]!.message).toContain(beyond);
      expect(findings[0]!.message).toContain('never fall due');
      expect(findings[0]!.fix).toContain(`nextReviewDue: ${addToDay(today, { months: 12 })}`);
    }
  });

  it('a next review up to two years after today is no error (beyond 12 months, a warning)', () => {
    for (let seed = 1; seed <= 300; seed += 1) {
      const g = generator(seed);
      const today = g.day();
      const within = addToDay(horizon(today), { days: -g.int(0, 700) });
      const lastReviewed = addToDay(today, { days: -g.int(0, 300) });
      if (within <= lastReviewed) continue;
      const data = review({ lastReviewed, nextReviewDue: within });
      expect([within, errorsOn(data, today)]).toEqual([within, []]);
    }
  });

  it('a draft reviewed more than two years ahead is an error on lastReviewed and its next review', () => {
    for (let seed = 1; seed <= 200; seed += 1) {
      const g = generator(seed);
      const today = g.day();
      const lastReviewed = addToDay(horizon(today), { days: g.int(1, 3000) });
      const data = review({
        draft: true,
        lastReviewed,
        nextReviewDue: addToDay(lastReviewed, { months: 12 }),
      });
      // Its next review, after it, lies beyond the horizon as well.
      expect([lastReviewed, errorsOn(data, today)]).toEqual([
        lastReviewed,
        ['lastReviewed', 'nextReviewDue'],
      ]);
    }
  });
});

describe('check:content on review dates', () => {
  const alpha = fs.readFileSync(path.join(VALID_CORPUS, 'articles', 'alpha.md'), 'utf8');
  const LINES = { date: 6, lastReviewed: 18, nextReviewDue: 19 } as const;
  const withLine = (field: keyof typeof LINES, value: string) =>
    validCorpusWith(
      'alpha.md',
      alpha.replace(new RegExp(`^${field}: .*$`, 'm'), `${field}: ${value}`),
    );
  const errors = (field: keyof typeof LINES, value: string) =>
    checkCorpus(withLine(field, value), { today: FIXTURE_DAY })
      .problems.filter((p) => p.severity === 'error')
      .map((p) => [path.basename(p.file), p.line, p.field]);

  it('a next review in a far year (to 9999) is an error naming file, line and field', () => {
    for (let seed = 1; seed <= 25; seed += 1) {
      const g = generator(seed);
      const year = g.next() < 0.3 ? 9999 : g.int(2027, 9999);
      const value = g.dayOfYear(year);
      expect([value, errors('nextReviewDue', value)]).toEqual([
        value,
        [['alpha.md', LINES.nextReviewDue, 'nextReviewDue']],
      ]);
    }
  });

  it('a day of year 0000 is an error on whichever date field holds it', () => {
    for (let seed = 1; seed <= 25; seed += 1) {
      const g = generator(seed);
      const field = (['date', 'lastReviewed', 'nextReviewDue'] as const)[seed % 3]!;
      const value = g.dayOfYear(0);
      const found = checkCorpus(withLine(field, value), { today: FIXTURE_DAY }).problems.filter(
        (p) => p.severity === 'error' && p.field === field,
      );
      expect([value, found.map((p) => [path.basename(p.file), p.line])]).toEqual([
        value,
        [['alpha.md', LINES[field]]],
      ]);
      expect(found[0]!.message).toMatch(/year 0000/);
    }
  });

  it('a day a month does not have (Feb 30, Apr 31, Feb 29 of a common year) is an error', () => {
    const g = generator(7);
    for (let round = 0; round < 20; round += 1) {
      const year = 2020 + 4 * g.int(0, 5) + g.int(1, 3);
      const value = g.pick([`${year}-02-30`, `${year}-02-29`, `${year}-04-31`, `${year}-11-31`]);
      expect([value, errors('nextReviewDue', value)]).toEqual([
        value,
        [['alpha.md', LINES.nextReviewDue, 'nextReviewDue']],
      ]);
    }
  });
});
