// Every translation read and checked against its English original: trail, parity, script, glossary
// and staleness.
import fs from 'node:fs';
import { phraseFindings } from './phrases';
import path from 'node:path';
import {
  careFindings,
  fingerprintOf,
  trailShown,
  translationFingerprintOf,
  safetyFingerprintOf,
  type TranslatedText,
} from './fingerprint';
import { glossaryFindings } from './glossary';
import { parityFindings } from './parity';
import { recheckFindings } from './recheck';
import { scriptFindings } from './script';
import {
  categoryNamesSchema,
  glossarySchema,
  type CategoryNames,
  LANGUAGES,
  translationFrontMatterSchema,
  type GlossaryTerm,
  type Language,
} from './schema';
import { sameHint, issuesToProblems } from '../checks/issues';
import { closest } from '../closest-name';
import { shown } from '../paths';
import { readCheckedMarkdown } from '../read/checked-markdown';
import { cardTitleFindings } from '../checks/card-titles';
import { readYaml } from '../read/registry';
import { reviewerOf } from '../review';
import { directiveFindings } from '../render/directives';
import { directivesOf } from '../render/markdown';
import { plainText } from '../render/words';
import type { ArticleFrontMatter } from '../schema';
import type { Category, Finding, Problem, TeamMember, Translation } from '../types';

/** Where translations live: content/translations/{language}/{article id}.md. */
export const TRANSLATIONS_FOLDER = 'translations';
/** Beside them: the glossary, and the back-translation comparisons under checks/. */
export const GLOSSARY_FILE = 'glossary.yml';
export const CHECKS_FOLDER = 'checks';
/** And the categories' names in the language. */
export const CATEGORIES_FILE = 'categories.yml';

/** An English article as the translations need it: its words, and whether it can be shown. */
export type Original = {
  id: string;
  where: string;
  data: ArticleFrontMatter;
  /** The body; null when the file has errors (its translation is then not checked). */
  content: string | null;
};

export type TranslationContext = {
  /** The registered categories: each needs its name and description in every language. */
  categories: readonly Pick<Category, 'slug' | 'name' | 'description'>[];
  originals: ReadonlyMap<string, Original>;
  team: readonly TeamMember[];
  today: string;
  /** Keep drafts (and translations of drafts). */
  drafts: boolean;
};

export function readGlossary(folder: string, problems: Problem[]): GlossaryTerm[] {
  const file = path.join(folder, GLOSSARY_FILE);
  const read = readYaml(file, problems, 'glossary');
  if (!read) return [];
  const parsed = glossarySchema.safeParse(read.data);
  if (!parsed.success) {
    const hint = sameHint('each term is a "- hi:" line with "en:" and "explanation:" lines');
    problems.push(...issuesToProblems(shown(file), parsed.error.issues, read.lineOf, hint));
    return [];
  }
  const terms = parsed.data.terms;
  const seen = new Map<string, number>();
  terms.forEach((term, i) => {
    for (const key of ['hi', 'en'] as const) {
      const spelled = `${key}:${term[key].toLowerCase()}`;
      const first = seen.get(spelled);
      if (first === undefined) seen.set(spelled, i);
      else
        problems.push({
          severity: 'error',
          file: shown(file),
          line: read.lineOf(['terms', i, key]),
          field: `terms.${i}.${key}`,
          message: `"${term[key]}" is already term ${first + 1}: one term for each idea`,
          fix: 'merge the two entries',
        });
    }
  });
  return terms;
}

function readCategoryNames(
  folder: string,
  categories: TranslationContext['categories'],
  problems: Problem[],
): CategoryNames {
  const slugs = categories.map((category) => category.slug);
  const file = path.join(folder, CATEGORIES_FILE);
  const read = readYaml(file, problems, 'list');
  if (!read) return {};
  const parsed = categoryNamesSchema.safeParse(read.data);
  const where = shown(file);
  if (!parsed.success) {
    const hint = sameHint('each category is its slug, then indented name: and description: lines');
    problems.push(...issuesToProblems(where, parsed.error.issues, read.lineOf, hint));
    return {};
  }
  for (const slug of Object.keys(parsed.data).filter((slug) => !slugs.includes(slug))) {
    const guess = closest(slug, slugs);
    problems.push({
      severity: 'error',
      file: where,
      line: read.lineOf([slug]),
      field: slug,
      message: 'is not the slug of a registered category',
      fix: guess ? `did you mean "${guess}"?` : `use one of ${slugs.join(', ')}`,
    });
  }
  // Each name and description says what the English one says: its numbers, and no English words
  // it does not give.
  for (const { slug, name, description } of categories) {
    const words = parsed.data[slug];
    if (!words) continue;
    for (const [field, english, translated, beside] of [
      ['name', name, words.name, description],
      ['description', description, words.description, name],
    ] as const)
      problems.push(
        ...phraseFindings(field, english, translated, read.lineOf([slug, field]), [beside]).map(
          (finding) => ({
            ...finding,
            file: where,
            field: `${slug}.${field}`,
            line: finding.line!,
          }),
        ),
      );
  }
  for (const slug of slugs.filter((slug) => !Object.hasOwn(parsed.data, slug)))
    problems.push({
      severity: 'error',
      file: where,
      line: 1,
      field: slug,
      message: 'has no name in this language',
      fix: `add "${slug}:" with its name and description`,
    });
  return parsed.data;
}

/** The line of the body a text offset falls on. */
export const lineAt = (body: string, bodyLine: number) => (offset: number) =>
  bodyLine + (body.slice(0, offset).match(/\n/g)?.length ?? 0);

const englishWords = (text: TranslatedText) =>
  [
    text.title,
    text.excerpt,
    ...(text.takeaways ?? []),
    text.imageAlt,
    plainText(text.content),
  ].join('\n');

export function trailFindings(
  data: Pick<
    ReturnType<typeof translationFrontMatterSchema.parse>,
    'translated' | 'backTranslation' | 'reviewed' | 'reviewedBy'
  >,
  folder: string,
  { team, today }: Pick<TranslationContext, 'team' | 'today'>,
): Finding[] {
  const findings: Finding[] = [];
  for (const [field, day] of [
    ['translated', data.translated],
    ['backTranslation.checked', data.backTranslation.checked],
    ['reviewed', data.reviewed],
  ] as const) {
    if (day && day > today)
      findings.push({
        severity: 'error',
        field,
        message: `${day} is in the future`,
        fix: 'write the day it happened',
      });
  }
  if (!fs.existsSync(path.join(folder, data.backTranslation.record)))
    findings.push({
      severity: 'error',
      field: 'backTranslation.record',
      message: `${shown(path.join(folder, data.backTranslation.record))} does not exist`,
      fix: 'add the line-by-line comparison of the back-translation with the English original',
    });
  if (data.reviewedBy !== undefined) {
    const reviewer = reviewerOf(data.reviewedBy, team);
    if (!reviewer || reviewer.kind === 'editorial-team')
      findings.push({
        severity: 'error',
        field: 'reviewedBy',
        message: `"${data.reviewedBy}" is not a real member of content/team.yml`,
        fix: 'name the person who read the translation against the original, or leave the line out until someone has',
      });
    if (!data.reviewed)
      findings.push({
        severity: 'error',
        field: 'reviewed',
        message: 'is required with reviewedBy',
        fix: 'add the day of the review, such as reviewed: 2026-11-26',
      });
  }
  return findings;
}

function readTranslation(
  file: string,
  language: Language,
  folder: string,
  glossary: readonly GlossaryTerm[],
  context: TranslationContext,
  problems: Problem[],
): Translation | null {
  const read = readCheckedMarkdown(
    file,
    translationFrontMatterSchema,
    'see "Translations" in docs/EDITING.md',
    problems,
    'translation',
  );
  if (!read) return null;
  const { data, body, bodyLine, lineOf, where } = read;
  const at = (findings: Finding[]) =>
    findings.map((f) => ({ ...f, file: where, line: f.line ?? lineOf(f.field.split('.')) }));
  const original = context.originals.get(data.original);
  if (!original) {
    const guess = closest(data.original, [...context.originals.keys()]);
    problems.push(
      ...at([
        {
          severity: 'error',
          field: 'original',
          message: `"${data.original}" is not an English article`,
          fix: guess
            ? `did you mean "${guess}"?`
            : 'name the file of content/articles/ it translates, without .md',
        },
      ]),
    );
    return null;
  }
  const findings: Finding[] = [...trailFindings(data, folder, context)];
  if (path.basename(file, '.md') !== data.original)
    findings.push({
      severity: 'error',
      field: 'original',
      message: `the file is named ${path.basename(file)}, but translates ${data.original}`,
      fix: `name the file ${data.original}.md`,
    });
  if (original.content === null) {
    problems.push(...at(findings));
    return null;
  }
  const english: TranslatedText = { ...original.data, content: original.content };
  const translated: TranslatedText = { ...data, content: body };
  const now = fingerprintOf(english);
  const stale = data.madeFrom !== now;
  // The fingerprints are the record's: each needs its check in checks/{id}.md (a draft waits).
  let recordSound = true;
  if (fs.existsSync(path.join(folder, data.backTranslation.record))) {
    const rechecks = recheckFindings(
      data,
      folder,
      {
        englishNow: now,
        careNow: safetyFingerprintOf(english),
        englishChanged: original.data.updated ?? original.data.date,
        textNow: translationFingerprintOf(translated, [...data.tags, ...trailShown(data)]),
        textLine: lineAt(body, bodyLine)(Math.max(0, body.search(/\S/))),
        today: context.today,
      },
      problems,
    );
    recordSound = rechecks.recordSound;
    findings.push(
      ...rechecks.lacking.map((finding): Finding =>
        data.draft ? { ...finding, severity: 'warning' } : finding,
      ),
    );
  }
  // A draft waits (a warning that gives the value to write once it is brought up to date).
  findings.push(
    ...careFindings(english, data.careFrom, original.where).map((finding): Finding =>
      data.draft ? { ...finding, severity: 'warning' } : finding,
    ),
  );
  // A draft is never published, so what it lacks is a warning: the way to take a translation
  // offline while it is brought up to date.
  const parity = parityFindings(english, translated, { lineOf, bodyLine }).map(
    (finding): Finding =>
      data.draft
        ? { ...finding, severity: 'warning' }
        : stale
          ? {
              ...finding,
              fix: `${finding.fix} (or set draft: true until the translation is brought up to date)`,
            }
          : finding,
  );
  findings.push(...parity);
  const bodyLineAt = lineAt(body, bodyLine);
  for (const field of ['title', 'excerpt', 'imageAlt'] as const)
    findings.push(...scriptFindings(field, data[field], () => lineOf([field]), true));
  (data.takeaways ?? []).forEach((point, i) =>
    findings.push(...scriptFindings(`takeaways.${i}`, point, () => lineOf(['takeaways', i]), true)),
  );
  findings.push(...scriptFindings('content', body, bodyLineAt));
  findings.push(...cardTitleFindings(body, bodyLine));
  // A directive the site does not know is shown as written, with any number in it unread.
  findings.push(...directiveFindings(directivesOf(body), bodyLine));
  const wordLine = (word: string) => {
    const offset = word ? body.indexOf(word.normalize('NFC')) : -1;
    return offset === -1 ? bodyLine : bodyLineAt(offset);
  };
  // A draft's words may lag the English's (a new term, a changed passage) until it is updated.
  findings.push(
    ...glossaryFindings(glossary, englishWords(english), englishWords(translated), wordLine).map(
      (finding): Finding => (data.draft ? { ...finding, severity: 'warning' } : finding),
    ),
  );
  if (stale)
    findings.push({
      severity: 'warning',
      field: 'madeFrom',
      message: `is out of date: ${original.where} has changed since this translation was made (made from ${data.madeFrom}; the English is now ${now})`,
      fix: `bring the translation up to date with the English (git log -p ${original.where} shows what changed), record that check under rechecked: in ${data.backTranslation.record} (its date and madeFrom: ${now}), then write madeFrom: ${now}`,
    });
  problems.push(...at(findings));
  if (findings.some((f) => f.severity === 'error') || !recordSound) return null;
  if ((data.draft || original.data.draft) && !context.drafts) return null;
  const reviewer = data.reviewedBy ? reviewerOf(data.reviewedBy, context.team) : undefined;
  return {
    ...data,
    language,
    id: data.original,
    content: body,
    text: plainText(body),
    stale,
    englishUpdated: original.data.updated ?? original.data.date,
    ...(reviewer && reviewer.kind !== 'editorial-team' && { reviewer }),
  };
}

/** What the translations give the site: the articles, and the categories' names, by language. */
export type TranslatedContent = {
  translations: Translation[];
  categoryNames: Partial<Record<Language, CategoryNames>>;
};

/** Every translation of every language, checked; those with errors are left out. */
export function checkTranslations(
  contentDir: string,
  context: TranslationContext,
  problems: Problem[],
): TranslatedContent {
  const content: TranslatedContent = { translations: [], categoryNames: {} };
  for (const language of LANGUAGES) {
    const folder = path.join(contentDir, TRANSLATIONS_FOLDER, language);
    if (!fs.existsSync(folder)) continue;
    const files = fs
      .readdirSync(folder)
      .filter((name) => name.endsWith('.md'))
      .sort()
      .map((name) => path.join(folder, name));
    if (files.length === 0) continue;
    const glossary = readGlossary(folder, problems);
    content.categoryNames[language] = readCategoryNames(folder, context.categories, problems);
    for (const file of files) {
      const translation = readTranslation(file, language, folder, glossary, context, problems);
      if (translation) content.translations.push(translation);
    }
  }
  return content;
}
