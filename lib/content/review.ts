// An article's review trail: who reviewed it, and when its next review falls due.
import { site } from '../site/settings';
import { EDITORIAL_TEAM, type ArticleFrontMatter, type TeamMember } from './schema';
import { didYouMean } from './closest-name';
import type { Finding, Reviewer } from './types';

/**
 * The review trail of an article: who checked it (the editorial team, or a member of
 * content/team.yml), when, and when it is checked again.
 */

/** How far ahead the next review may be set, and how early `check:content` lists one as due. */
export const REVIEW_INTERVAL_MONTHS = 12;
export const DUE_SOON_DAYS = 30;
/**
 * How far after the day of the check any review date may be. Beyond it a date is a slip of the
 * keyboard or a way of never falling due (9999-12-31), so it is an error, in a draft too.
 */
export const REVIEW_HORIZON_MONTHS = 24;

export const EDITORIAL_TEAM_NAME = `${site.name} Editorial Team`;

/**
 * Who made the editorial review (`reviewedBy`): the editorial team or a real member, clinician or
 * not. Only a clinician's sign-off (lib/content/sign-off.ts) makes a review a medical one.
 */
export function reviewerOf(
  id: string,
  team: readonly TeamMember[],
): Exclude<Reviewer, { kind: 'clinician' }> | undefined {
  if (id === EDITORIAL_TEAM) return { kind: 'editorial-team', name: EDITORIAL_TEAM_NAME };
  const member = team.find((m) => m.id === id);
  if (!member || member.sample) return undefined;
  return { kind: 'member', name: member.name, role: member.role };
}

/** A clinician's registration as the page gives it: "National Medical Commission registration 12345". */
export const registrationLine = ({ body, number }: { body: string; number: string }): string =>
  `${body} registration ${number}`;

/**
 * "Medically reviewed by Dr A, MBBS, MD (National Medical Commission registration 12345)" /
 * "Reviewed by the HealthHub editorial team".
 */
export function reviewedByLine(reviewer: Reviewer): string {
  switch (reviewer.kind) {
    case 'editorial-team':
      return `Reviewed by the ${site.name} editorial team`;
    case 'clinician':
      return `Medically reviewed by ${reviewer.name}, ${reviewer.credentials} (${registrationLine(reviewer.registration)})`;
    case 'member':
      return `Reviewed by ${reviewer.name}, ${reviewer.role}`;
  }
}

/** YYYY-MM-DD plus a number of days or months (UTC calendar arithmetic). */
export function addToDay(day: string, { days = 0, months = 0 }): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months, date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * Front-matter as read, with `nextReviewDue` filled in when it is left out (or left empty):
 * REVIEW_INTERVAL_MONTHS after `lastReviewed`, the latest the check allows. An article made in the
 * browser editor may leave it empty; anything else is passed on for the schema to judge.
 */
export function withReviewDue(data: unknown): unknown {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return data;
  const { lastReviewed, nextReviewDue } = data as Record<string, unknown>;
  if (nextReviewDue != null || typeof lastReviewed !== 'string') return data;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(lastReviewed) || Number.isNaN(Date.parse(lastReviewed)))
    return data;
  return { ...data, nextReviewDue: addToDay(lastReviewed, { months: REVIEW_INTERVAL_MONTHS }) };
}

/** A reviewer that is not the editorial team nor a real member of the team. */
export function reviewerFindings(id: string, team: readonly TeamMember[]): Finding[] {
  if (reviewerOf(id, team)) return [];
  const member = team.find((m) => m.id === id);
  const ids = [EDITORIAL_TEAM, ...team.filter((m) => !m.sample).map((m) => m.id)];
  return [
    member
      ? {
          severity: 'error',
          field: 'reviewedBy',
          message: `"${id}" (${member.name}) is a sample member of content/team.yml, not a real reviewer`,
          fix: `write reviewedBy: ${EDITORIAL_TEAM} until a real person has reviewed the article (see "Reviews" in docs/EDITING.md)`,
        }
      : {
          severity: 'error',
          field: 'reviewedBy',
          message: `"${id}" is not ${EDITORIAL_TEAM} or the id of a member of content/team.yml`,
          fix: `${didYouMean(id, [EDITORIAL_TEAM, ...team.map((m) => m.id)])}use one of: ${ids.join(', ')}`,
        },
  ];
}

/** What a reviewed text says of its review: an article's, or an emergency's of the first-aid library. */
type ReviewTrail = Pick<ArticleFrontMatter, 'reviewedBy' | 'lastReviewed' | 'nextReviewDue'> &
  Partial<Pick<ArticleFrontMatter, 'updated' | 'draft'>>;

/**
 * Review dates after the horizon. A published article's lastReviewed after today is already an
 * error of its own (a future date), so only a draft's is judged here.
 */
function beyondHorizon(data: ReviewTrail, today: string): Finding[] {
  const horizon = addToDay(today, { months: REVIEW_HORIZON_MONTHS });
  const years = REVIEW_HORIZON_MONTHS / 12;
  const findings: Finding[] = [];
  if (data.draft && data.lastReviewed > horizon)
    findings.push({
      severity: 'error',
      field: 'lastReviewed',
      message: `${data.lastReviewed} is more than ${years} years after today (${today})`,
      fix: `write the day the article was last reviewed against its sources, such as lastReviewed: ${today}`,
    });
  if (data.nextReviewDue > horizon) {
    const from = data.lastReviewed > today ? today : data.lastReviewed;
    findings.push({
      severity: 'error',
      field: 'nextReviewDue',
      message: `${data.nextReviewDue} is more than ${years} years after today (${today}): the review would never fall due`,
      fix: `write the day of the next review, within ${REVIEW_INTERVAL_MONTHS} months of the last, such as nextReviewDue: ${addToDay(from, { months: REVIEW_INTERVAL_MONTHS })}`,
    });
  }
  return findings;
}

/**
 * The dates of the review: within the horizon, in order, within the interval, not passed, not
 * older than a change.
 */
function dateFindings(data: ReviewTrail, today: string): Finding[] {
  const { lastReviewed, nextReviewDue, updated, draft } = data;
  const beyond = beyondHorizon(data, today);
  if (beyond.length > 0) return beyond;
  const findings: Finding[] = [];
  const latest = addToDay(lastReviewed, { months: REVIEW_INTERVAL_MONTHS });
  if (nextReviewDue <= lastReviewed) {
    return [
      {
        severity: 'error',
        field: 'nextReviewDue',
        message: `${nextReviewDue} is not after lastReviewed (${lastReviewed})`,
        fix: `set it to a day within ${REVIEW_INTERVAL_MONTHS} months of the last review, such as ${latest}`,
      },
    ];
  }
  if (nextReviewDue > latest) {
    findings.push({
      severity: 'warning',
      field: 'nextReviewDue',
      message: `${nextReviewDue} is more than ${REVIEW_INTERVAL_MONTHS} months after the last review`,
      fix: `articles are reviewed at least every ${REVIEW_INTERVAL_MONTHS} months: set it to ${latest} or earlier`,
    });
  }
  if (draft) return findings;
  if (nextReviewDue < today) {
    findings.push({
      severity: 'warning',
      field: 'nextReviewDue',
      message: `the review was due on ${nextReviewDue}`,
      fix: 'review the article against its sources, then set lastReviewed to that day and a new nextReviewDue',
    });
  }
  if (updated !== undefined && updated > lastReviewed) {
    findings.push({
      severity: 'warning',
      field: 'lastReviewed',
      message: `the article was changed on ${updated}, after its last review (${lastReviewed})`,
      fix: 'review the change, then set lastReviewed to the day of that review',
    });
  }
  return findings;
}

export const reviewFindings = (
  data: ReviewTrail,
  team: readonly TeamMember[],
  today: string,
): Finding[] => [...reviewerFindings(data.reviewedBy, team), ...dateFindings(data, today)];

/** The articles whose next review falls in the coming `DUE_SOON_DAYS` days, soonest first. */
export function reviewsDueSoon<T extends Pick<ArticleFrontMatter, 'nextReviewDue' | 'draft'>>(
  articles: readonly T[],
  today: string,
): T[] {
  const until = addToDay(today, { days: DUE_SOON_DAYS });
  return articles
    .filter((a) => !a.draft && a.nextReviewDue >= today && a.nextReviewDue <= until)
    .sort((a, b) => a.nextReviewDue.localeCompare(b.nextReviewDue));
}

/** The list `check:content` and the build print: one line per article due for review. */
export function formatReviewsDue(due: readonly { id: string; nextReviewDue: string }[]): string {
  if (due.length === 0) return '';
  return [
    `Reviews due in the next ${DUE_SOON_DAYS} days:`,
    ...due.map((a) => `  ${a.nextReviewDue}  ${a.id}`),
  ].join('\n');
}
