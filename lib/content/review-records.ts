import fs from 'node:fs';
import path from 'node:path';
import { CARE_LEVELS, isCareLevel, type CareLevel } from './care-cards';
import { duplicateIds } from './citations';
import { articlePlaces, foldForMatch, type Place } from './article-places';
import { issuesToProblems, sameHint } from './issues';
import { locate } from './article-file';
import type { LineOf } from './lines';
import { shown } from './paths';
import { readYaml } from './registry';
import { reviewerFindings } from './review';
import {
  reviewRecordSchema,
  type ArticleFrontMatter,
  type ReviewItem,
  type ReviewKind,
  type ReviewRecordData,
  type TeamMember,
} from './schema';
import { sourceAddressFindings } from './source-addresses';
import { didYouMean } from './suggest';
import type { Category, Finding, Problem } from './types';

/**
 * Review records (content/reviews/{article id}.yml): what the national services' pages list for an
 * article's topic (emergency, urgent and see-a-doctor signs, first aid, medicine safety), each item
 * quoted, and where the article covers it. Read here, checked against the article's own cards and
 * sections, and resolved to the anchors the record's page links to.
 */

/** Where an item sits in the article, as the record's page links to it. */
export type ItemPlace = { anchor: string; label: string };

export type ReviewRecord = Omit<ReviewRecordData, 'items'> & {
  /** The id of the article it reviews. */
  article: string;
  items: (ReviewItem & { place?: ItemPlace })[];
};

export type RecordFile = { id: string; where: string; data: ReviewRecordData; lineOf: LineOf };

/** The article a record is checked against: its front-matter, body and category. */
export type RecordedArticle = {
  id: string;
  where: string;
  data: ArticleFrontMatter;
  body: string | null;
};

export const REVIEWS_FOLDER = 'reviews';

/** The ranks of the cards: an item must sit in a card at least as urgent as its kind. */
const RANK: Record<CareLevel, number> = { emergency: 3, urgent: 2, routine: 1 };
const NEEDED: Partial<Record<ReviewKind, CareLevel>> = { emergency: 'emergency', urgent: 'urgent' };

export function readReviewRecords(contentDir: string, problems: Problem[]): RecordFile[] {
  const dir = path.join(contentDir, REVIEWS_FOLDER);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => /\.ya?ml$/.test(name))
    .sort()
    .flatMap((name) => {
      const file = path.join(dir, name);
      const read = readYaml(file, problems);
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

/** `emergency card` -> the card level; `#id` -> the section id; otherwise undefined. */
export function parseWhere(where: string): { card: CareLevel } | { section: string } | undefined {
  const card = /^\s*([a-z]+)\s+card\s*$/i.exec(where);
  if (card && isCareLevel(card[1]!.toLowerCase()))
    return { card: card[1]!.toLowerCase() as CareLevel };
  const section = /^\s*#([a-z0-9-]+)\s*$/.exec(where);
  return section ? { section: section[1]! } : undefined;
}

const placeLabel = (place: Place): string =>
  place.type === 'card'
    ? `${place.level[0]!.toUpperCase()}${place.level.slice(1)} card: ${place.title || CARE_LEVELS[place.level].heading}`
    : place.title;

/** The findings of one item, and where it sits when it is found. */
function checkItem(
  item: ReviewItem,
  index: number,
  pages: ReadonlySet<string>,
  places: readonly Place[],
): { findings: Finding[]; place?: ItemPlace } {
  const field = (name: string) => `items.${index}.${name}`;
  const error = (name: string, message: string, fix: string): Finding => ({
    severity: 'error',
    field: field(name),
    message,
    fix,
  });
  const findings: Finding[] = [];
  if (!pages.has(item.page)) {
    findings.push(
      error(
        'page',
        `"${item.page}" is not the id of one of the record's pages`,
        `${didYouMean(item.page, [...pages])}use one of: ${[...pages].join(', ')}`,
      ),
    );
  }
  const forms = [
    item.where !== undefined || item.says !== undefined,
    item.omitted !== undefined || item.seeAlso !== undefined,
    item.missing !== undefined,
  ].filter(Boolean).length;
  if (forms !== 1) {
    findings.push(
      error(
        'kind',
        'must say where the article covers it (where and says), or why it is left out (omitted and seeAlso), or what is missing (missing)',
        'keep exactly one of the three (see "Review records" in docs/EDITING.md)',
      ),
    );
    return { findings };
  }
  if (item.missing !== undefined) {
    findings.push({
      severity: 'warning',
      field: field('missing'),
      message: `the article does not cover this yet: ${item.missing}`,
      fix: 'add it to the article (in a care card as urgent as the page says), then replace missing with where and says',
    });
    return { findings };
  }
  if (item.omitted !== undefined || item.seeAlso !== undefined) {
    if (item.omitted === undefined)
      findings.push(
        error('seeAlso', 'has no omitted: reason beside it', 'say why the article leaves it out'),
      );
    if (item.seeAlso === undefined)
      findings.push(
        error(
          'omitted',
          'has no seeAlso: address beside it',
          'add seeAlso: with the address where a reader finds it',
        ),
      );
    else
      findings.push(
        ...sourceAddressFindings(
          [{ id: `items.${index}.seeAlso`, url: item.seeAlso }],
          new Map(),
          'items',
        ).map((f) => ({ ...f, field: field('seeAlso') })),
      );
    return { findings };
  }
  if (item.where === undefined || item.says === undefined) {
    findings.push(
      error(
        item.where === undefined ? 'says' : 'where',
        `has ${item.where === undefined ? 'says but no where' : 'where but no says'}`,
        'give both: where the article covers it, and a few of its words found there',
      ),
    );
    return { findings };
  }
  const where = parseWhere(item.where);
  const sectionIds = places.flatMap((p) => (p.type === 'section' ? [p.anchor] : []));
  if (!where) {
    findings.push(
      error(
        'where',
        `"${item.where}" is not a place of the article`,
        `write emergency card, urgent card, routine card, or # and a heading id: ${sectionIds.map((id) => `#${id}`).join(', ')}`,
      ),
    );
    return { findings };
  }
  const candidates = places.filter((p) =>
    'card' in where
      ? p.type === 'card' && p.level === where.card
      : p.type === 'section' && p.anchor === where.section,
  );
  if (candidates.length === 0) {
    const fix =
      'card' in where
        ? `add a :::${where.card} card to the article, or name the card that covers it`
        : `${didYouMean(where.section, sectionIds)}use the id of one of its headings: ${sectionIds.map((id) => `#${id}`).join(', ')}`;
    findings.push(
      error(
        'where',
        `the article has no ${'card' in where ? `${where.card} card` : `heading #${where.section}`}`,
        fix,
      ),
    );
    return { findings };
  }
  const needed = NEEDED[item.kind];
  if (needed && !('card' in where && RANK[where.card] >= RANK[needed])) {
    findings.push(
      error(
        'where',
        `the national page files this as ${item.kind}, but the article has it in ${item.where}`,
        `move it to ${needed === 'emergency' ? 'an emergency card' : 'an urgent or emergency card'} of the article, and write where: ${needed} card`,
      ),
    );
  }
  const says = foldForMatch(item.says);
  const found = candidates.find((p) => foldForMatch(p.text).includes(says));
  if (!found) {
    findings.push(
      error(
        'says',
        `"${item.says}" is not in the article's ${item.where}`,
        'copy a few words of the article from that place, or fix where',
      ),
    );
    return { findings };
  }
  return { findings, place: { anchor: found.anchor, label: placeLabel(found) } };
}

/** The findings of one record against its article; the record, resolved, when it has no error. */
export function checkRecord(
  record: RecordFile,
  article: RecordedArticle,
  team: readonly TeamMember[],
  today: string,
  exceptions: ReadonlyMap<string, string>,
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
  const places = articlePlaces(article.body ?? '');
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
  },
  problems: Problem[],
): ReviewRecord[] {
  const byId = new Map(records.map((r) => [r.id, r]));
  const articleIds = articles.map((a) => a.id);
  const valid: ReviewRecord[] = [];
  for (const record of records) {
    const article = articles.find((a) => a.id === record.id);
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
