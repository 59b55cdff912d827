// Review records (content/reviews/{id}.yml): read, and checked against their articles.
import fs from 'node:fs';
import path from 'node:path';
import { duplicateIds } from '../render/citations';
import { articlePlaces, type FirstAidTexts } from '../checks/article-places';
import { issuesToProblems, sameHint } from '../checks/issues';
import { locate } from './article-file';
import type { LineOf } from '../checks/lines';
import { shown } from '../paths';
import { readYaml } from './registry';
import { reviewerFindings } from '../review';
import {
  reviewRecordSchema,
  type ArticleFrontMatter,
  type ReviewItem,
  type ReviewRecordData,
  type TeamMember,
} from '../schema';
import { sourceAddressFindings } from '../checks/source-addresses';
import { didYouMean } from '../closest-name';
import { checkItem, type ItemPlace } from '../checks/review-items';
import type { Category, Finding, Problem } from '../types';

/**
 * Review records (content/reviews/{article id}.yml): what the national services' pages list for an
 * article's topic (emergency, urgent and see-a-doctor signs, first aid, medicine safety), each item
 * quoted, and where the article covers it. Read here, checked against the article's own cards and
 * sections, and resolved to the anchors the record's page links to.
 */

export type ReviewRecord = Omit<ReviewRecordData, 'items'> & {
  /** The id of the article it reviews. */
  article: string;
  items: (ReviewItem & { place?: ItemPlace })[];
};

export type RecordFile = { id: string; where: string; data: ReviewRecordData; lineOf: LineOf };

/** The article (or emergency) a record is checked against: its review day and body. */
export type RecordedArticle = {
  id: string;
  where: string;
  data: Pick<ArticleFrontMatter, 'lastReviewed'> & Partial<ArticleFrontMatter>;
  body: string | null;
};

export const REVIEWS_FOLDER = 'reviews';

/** The records of a folder of content/ (the articles': reviews/; the first-aid library's: reviews/emergencies/). */
export function readReviewRecords(
  contentDir: string,
  problems: Problem[],
  folder = REVIEWS_FOLDER,
): RecordFile[] {
  const dir = path.join(contentDir, folder);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => /\.ya?ml$/.test(name))
    .sort()
    .flatMap((name) => {
      const file = path.join(dir, name);
      const read = readYaml(file, problems, 'record');
      if (!read) return [];
      const parsed = reviewRecordSchema.safeParse(read.data);
      if (!parsed.success) {
        const hints = sameHint('see "Review records" in docs/EDITING.md for the fields');
        problems.push(...issuesToProblems(shown(file), parsed.error.issues, read.lineOf, hints));
        return [];
      }
      const id = name.replace(/\.ya?ml$/, '');
      return [{ id, where: shown(file), data: parsed.data, lineOf: read.lineOf }];
    });
}

/** The findings of one record against its article; the record, resolved, when it has no error. */
export function checkRecord(
  record: RecordFile,
  article: RecordedArticle,
  team: readonly TeamMember[],
  today: string,
  exceptions: ReadonlyMap<string, string>,
  firstAid?: FirstAidTexts,
): { findings: Finding[]; record: ReviewRecord | null } {
  const { data } = record;
  const findings: Finding[] = [
    ...reviewerFindings(data.reviewedBy, team),
    ...sourceAddressFindings(data.pages, exceptions, 'pages'),
  ];
  if (data.reviewed > today) {
    findings.push({
      severity: 'error',
      field: 'reviewed',
      message: `${data.reviewed} is in the future`,
      fix: "use the day of the review, today's or an earlier one",
    });
  }
  if (data.reviewed < article.data.lastReviewed) {
    findings.push({
      severity: 'error',
      field: 'reviewed',
      message: `${data.reviewed} is before the article's last review (${article.data.lastReviewed}, ${article.where})`,
      fix: 'check the article against the national pages again, update the items, then set reviewed to that day',
    });
  }
  const ids = data.pages.map((p) => p.id);
  findings.push(...duplicateIds(ids, 'pages', 'page'));
  const places = articlePlaces(article.body ?? '', firstAid);
  const items = data.items.map((item, index) => {
    const checked = checkItem(item, index, new Set(ids), places);
    findings.push(...checked.findings);
    return checked.place ? { ...item, place: checked.place } : item;
  });
  const valid = !findings.some((f) => f.severity === 'error');
  return { findings, record: valid ? { ...data, article: article.id, items } : null };
}

/**
 * Every record checked against its article; a medical article without one, and a record without an
 * article, reported. Problems go to `problems`; the valid records come back.
 */
export function checkReviewRecords(
  records: readonly RecordFile[],
  articles: readonly RecordedArticle[],
  context: {
    categories: readonly Category[];
    team: readonly TeamMember[];
    today: string;
    exceptions: ReadonlyMap<string, string>;
    folder: string;
    /** Every article file's id, its front-matter readable or not. */
    articleIds: ReadonlySet<string>;
    /** The first-aid library's emergencies, as an article embeds them. */
    firstAid?: FirstAidTexts;
  },
  problems: Problem[],
): ReviewRecord[] {
  const byId = new Map(records.map((r) => [r.id, r]));
  // The first article of an id (a second one is an error of its own).
  const byArticle = new Map([...articles].reverse().map((a) => [a.id, a]));
  const articleIds = articles.map((a) => a.id);
  const valid: ReviewRecord[] = [];
  for (const record of records) {
    const article = byArticle.get(record.id);
    // An article whose front-matter cannot be read has its own errors; its record waits for it.
    if (!article && context.articleIds.has(record.id)) continue;
    if (!article) {
      problems.push({
        severity: 'error',
        file: record.where,
        line: 1,
        field: '(file name)',
        message: `there is no article "${record.id}" for this record`,
        fix: `${didYouMean(record.id, articleIds)}name the record after its article's file: {article id}.yml`,
      });
      continue;
    }
    if (article.body === null) continue; // the article's own errors are reported with it
    const { findings, record: checked } = checkRecord(
      record,
      article,
      context.team,
      context.today,
      context.exceptions,
      context.firstAid,
    );
    problems.push(...locate(findings, record.where, record.lineOf));
    if (checked) valid.push(checked);
  }
  for (const article of articles) {
    const category = context.categories.find((c) => c.name === article.data.category);
    // A draft may wait for its record; an article with errors of its own is left out of the site.
    if (!category?.medical || byId.has(article.id) || article.data.draft || article.body === null) {
      continue;
    }
    problems.push({
      severity: 'error',
      file: article.where,
      line: 1,
      field: '(review record)',
      message: `has no review record (${context.folder}/${article.id}.yml)`,
      fix: 'list what the national services\' pages say for its topic and where the article covers each (see "Review records" in docs/EDITING.md)',
    });
  }
  return valid;
}
