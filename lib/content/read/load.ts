// The whole corpus loaded and cross-checked: articles, categories, team, pages, records.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  articleFileOf,
  checkArticleFile,
  locate,
  type ArticleFile,
  type CheckContext,
  type CheckedFile,
} from './article-file';
import { readContentFile } from './content-file';
import { splitFrontMatter } from './front-matter';
import { cached, fillShared, isCacheOn, keysAskedFor, prune, startAsking, uncached } from './cache';
import { contentToday } from '../dates';
import { ContentError, isError } from '../checks/errors';
import { checkImageFiles } from '../checks/image-files';
import { checkLinks } from '../checks/link-checks';
import { bodyImages, renderKey, sectionAnchors } from '../render/markdown';
import { defaultPaths, shown, type ContentPaths } from '../paths';
import { readCategories, readSourceExceptions, readTeam } from './registry';
import {
  checkReviewRecords,
  readReviewRecords,
  REVIEWS_FOLDER,
  type ReviewRecord,
} from './review-records';
import { checkTranslations, type TranslatedContent } from '../translations/read';
import { embeddedTexts, readFirstAidLibrary, type Emergency } from '../first-aid/library';
import { embedFindings } from '../first-aid/embeds';
import { embeddedIds, signOffOf, signOffVersionOf } from '../sign-off';
import { readEmergencyTranslations, type TranslatedEmergency } from '../first-aid/translations';
import type { Article, Category, Problem, TeamMember, Translation } from '../types';

export type Corpus = {
  articles: Article[];
  categories: Category[];
  team: TeamMember[];
  /** The review records of the articles that have one (content/reviews/). */
  reviews: ReviewRecord[];
  /** The translations that can be shown (content/translations/{language}/). */
  translations: Translation[];
  /** The categories' names and descriptions in each language that has translations. */
  categoryNames: TranslatedContent['categoryNames'];
  /** The first-aid library: each emergency written once (content/emergencies/), its records and translations. */
  firstAid: {
    emergencies: Emergency[];
    records: ReviewRecord[];
    translations: TranslatedEmergency[];
  };
};

export type CorpusCheck = {
  corpus: Corpus;
  /** Every problem found, errors and warnings. */
  problems: Problem[];
  /** How many article files there are, and how many of those with valid front-matter are drafts. */
  files: number;
  drafts: number;
};

export type LoadOptions = {
  /** Keep drafts: everywhere but in a production build (`next build`). */
  drafts?: boolean;
  /** Dates after this day are in the future; by default the latest day anywhere on Earth. */
  today?: string;
};

/** Every `.md` file under dir, in a stable order; folders are only for the editor's tidiness. */
export function listMarkdownFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .map((name) => path.join(dir, name))
    .sort();
}

/** Checks that need the whole corpus: one article per id and per position, links that resolve. */
export function crossCheck(
  files: string[],
  parsed: ArticleFile[],
  categories: readonly Category[],
  problems: Problem[],
): void {
  const firstById = new Map<string, string>();
  for (const file of files) {
    const id = path.basename(file, '.md');
    const first = firstById.get(id);
    if (!first) firstById.set(id, shown(file));
    else {
      problems.push({
        severity: 'error',
        file: shown(file),
        line: 1,
        field: 'id (file name)',
        message: `"${id}" is already used by ${first}`,
        fix: 'rename one of the two files: each article needs its own id',
      });
    }
  }
  const byOrder = new Map<number, string>();
  for (const { id, data, where, lineOf } of parsed) {
    const first = byOrder.get(data.order);
    if (!first) byOrder.set(data.order, id);
    else {
      problems.push({
        severity: 'error',
        file: where,
        line: lineOf(['order']),
        field: 'order',
        message: `${data.order} is already used by ${first}; each article needs its own position`,
        fix: 'give one of them a number no other article has (see "List order, Trending and Recommended" in docs/EDITING.md)',
      });
    }
  }
  // A file that exists is a target even when it has errors of its own (those are reported there).
  const articles = new Map([...firstById.keys()].map((id) => [id, { draft: false }]));
  for (const { id, data } of parsed) articles.set(id, { draft: data.draft });
  const targets = { articles, categories: categories.map((c) => c.slug) };
  for (const { data, where, links } of parsed) {
    problems.push(...locate(checkLinks(links, data.draft, targets), where, () => 1));
  }
}

/** A file's text, or the error reading it gave (a FileBytesError for bytes an article may not have). */
function readText(file: string): string | Error {
  try {
    return readContentFile(file, 'article');
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

/**
 * Checks every article file (but for its cover), each one once: what the content cache holds is read
 * from it, and the rest is checked while other processes of the build check their share.
 */
function checkFiles(files: readonly string[], texts: (string | Error)[], context: CheckContext) {
  const read = (i: number) => () => {
    const text = texts[i];
    if (text instanceof Error) throw text;
    return text!;
  };
  // The registries and the day shape every file's checks; a file is named as it is shown.
  const shared = JSON.stringify([
    context.categories,
    context.team,
    context.today,
    [...context.exceptions],
  ]);
  const entries = files.map((file, i) => {
    const text = texts[i];
    return typeof text === 'string'
      ? cached<CheckedFile>('article', [shared, shown(file), text])
      : uncached<CheckedFile>();
  });
  const checked = fillShared(entries, (i) => checkArticleFile(files[i]!, read(i), context));
  return { checked, read, keys: entries.map((entry) => entry.key) };
}

/** The SHA-256 of a file's bytes, or null when it cannot be read. */
function bytesHash(file: string): string | null {
  try {
    return createHash('sha256').update(fs.readFileSync(file)).digest('hex');
  } catch {
    return null;
  }
}

/** The SHA-256 of each picture's file (null when it cannot be read), by its path under public/. */
const bytesOfPictures = (pictures: readonly string[], publicDir: string) =>
  Object.fromEntries(
    pictures.map((picture) => [picture, bytesHash(path.join(publicDir, picture))]),
  );

/** Drops from the content cache what this corpus no longer uses (edited or removed files). */
function pruneCache(
  keys: readonly string[],
  parsed: readonly ArticleFile[],
  translations: readonly Translation[],
): void {
  if (!isCacheOn()) return;
  prune('article', new Set(keys));
  const sources = new Map(parsed.map(({ id, data }) => [id, data.sources]));
  const bodies = [
    ...parsed.flatMap(({ article }) => (article ? [cached('html', renderKey(article)).key] : [])),
    // A translation's body is rendered with its original's sources, in its own language.
    ...translations.map(({ id, content, language }) => {
      const original = parsed.find((file) => file.id === id)?.article;
      const anchors = original ? sectionAnchors(original) : [];
      const key = renderKey({ content, sources: sources.get(id) ?? [] }, language, anchors);
      return cached('html', key).key;
    }),
  ];
  prune('html', new Set(bodies));
  prune('parity', keysAskedFor('parity'));
}

/** Each problem once: a file read twice (a language's glossary, by its articles and its emergencies) says it once. */
function withoutRepeats(problems: readonly Problem[]): Problem[] {
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = JSON.stringify([p.file, p.line, p.field, p.message, p.severity]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Reads and checks the whole corpus. Never throws: the problems (by file and line) come with what
 * could be read; an article with an error is left out.
 */
export function checkCorpus(
  paths: ContentPaths = defaultPaths(),
  { drafts = process.env.NODE_ENV !== 'production', today = contentToday() }: LoadOptions = {},
): CorpusCheck {
  startAsking();
  const problems: Problem[] = checkImageFiles(paths.publicDir);
  const categories = readCategories(paths.contentDir, problems);
  const team = readTeam(paths.contentDir, problems);
  const exceptions = readSourceExceptions(paths.contentDir, problems);
  const records = readReviewRecords(paths.contentDir, problems);
  const library = readFirstAidLibrary(paths.contentDir, { team, today, exceptions }, problems);
  const emergencyTranslations = readEmergencyTranslations(
    paths.contentDir,
    library.emergencies,
    { team, today },
    problems,
  );
  const files = listMarkdownFiles(path.join(paths.contentDir, 'articles'));
  const texts = files.map(readText);
  const { checked, read, keys } = checkFiles(files, texts, { categories, team, today, exceptions });
  const parsed = files
    .map((file, i) => articleFileOf(file, read(i), checked[i]!, paths.publicDir, problems))
    .filter((article): article is ArticleFile => article !== null);
  crossCheck(files, parsed, categories, problems);
  // Each article's embeds and care cards against the library (its lines from its trimmed body's).
  parsed.forEach(({ where, article, lineOf }) => {
    const text = texts[files.findIndex((file) => shown(file) === where)];
    if (!article || typeof text !== 'string') return;
    const { body, bodyLine } = splitFrontMatter(text);
    const first =
      bodyLine + (body.slice(0, body.length - body.trimStart().length).match(/\n/g)?.length ?? 0);
    const findings = embedFindings(article.content, first, library.emergencies);
    problems.push(...locate(findings, where, lineOf));
  });
  const recorded = parsed.map(({ id, where, data, article }) => ({
    id,
    where,
    data,
    body: article?.content ?? null,
  }));
  const folder = shown(path.join(paths.contentDir, REVIEWS_FOLDER));
  const articleIds = new Set(files.map((file) => path.basename(file, '.md')));
  const firstAid = embeddedTexts(library.emergencies);
  const context = { categories, team, today, exceptions, folder, articleIds, firstAid };
  const draftIds = new Set(parsed.flatMap(({ id, data }) => (data.draft ? [id] : [])));
  const reviews = checkReviewRecords(records, recorded, context, problems).filter(
    (record) => drafts || !draftIds.has(record.article),
  );
  const originals = new Map(
    parsed.map(({ id, where, data, article }) => [
      id,
      { id, where, data, content: article?.content ?? null },
    ]),
  );
  const { translations, categoryNames } = checkTranslations(
    paths.contentDir,
    { originals, team, today, drafts, categories },
    problems,
  );
  pruneCache(keys, parsed, translations);
  const articles = parsed
    .flatMap(({ id, where, lineOf, article, pictures }) => {
      if (!article || (!drafts && article.draft)) return [];
      // A clinician's sign-off holds for the article, its record and the emergencies it embeds as
      // they are now.
      const record = records.find((file) => file.id === id)?.data;
      const embedded = embeddedIds(article.content).map((embed) => {
        const emergency = library.emergencies.find((e) => e.id === embed) ?? null;
        return {
          emergency,
          record: library.records.find((r) => r.article === embed) ?? null,
          // The pictures the embedded emergency shows, by their bytes, as the article's own.
          pictureBytes: bytesOfPictures(
            emergency ? bodyImages(emergency.content).map(({ url }) => url) : [],
            paths.publicDir,
          ),
        };
      });
      const version = signOffVersionOf(
        {
          ...article,
          pictureBytes: bytesOfPictures(pictures, paths.publicDir),
        },
        record,
        embedded,
      );
      const { reviewer, findings } = signOffOf(article.signedOff, version, team);
      problems.push(...locate(findings, where, lineOf));
      return [
        {
          ...article,
          reviewer: reviewer ?? article.reviewer,
          signOff: { version, current: !!reviewer },
        },
      ];
    })
    .sort((a, b) => a.order - b.order);
  return {
    corpus: {
      articles,
      categories,
      team,
      reviews,
      translations,
      categoryNames,
      firstAid: { ...library, translations: emergencyTranslations },
    },
    problems: withoutRepeats(problems).sort(
      (a, b) => a.file.localeCompare(b.file) || a.line - b.line,
    ),
    files: files.length,
    drafts: parsed.filter(({ data }) => data.draft).length,
  };
}

/** Loads and validates the whole corpus; throws one ContentError listing every problem on errors. */
export function loadCorpus(paths?: ContentPaths, options?: LoadOptions): Corpus {
  const { corpus, problems } = checkCorpus(paths, options);
  if (problems.some(isError)) throw new ContentError(problems);
  return corpus;
}
