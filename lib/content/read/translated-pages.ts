// The site's own pages in a translation: content/translations/{lang}/pages/{name}.md (as
// content/pages/{name}.md, same front matter), and the team's words in that language
// (pages/team.yml: name, role, specialty and description by member id).
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { ContentError } from '../checks/errors';
import { issuesToProblems, sameHint } from '../checks/issues';
import { defaultPaths, shown } from '../paths';
import { TRANSLATIONS_FOLDER } from '../translations/read';
import { LANGUAGES, languageOf, type Lang } from '../../i18n/languages';
import { stripBasePath } from '../../site/base-path.mjs';
import type { Finding, Page, Problem, TeamMember } from '../types';
import { loadPage, readPage, readTeam, readYaml } from './registry';
import { readMarkdownFile } from './parse-files';
import { locate } from './article-file';
import { parityFindings } from '../translations/parity';
import { phraseFindings } from '../translations/phrases';
import type { LineOf } from '../checks/lines';
import {
  fingerprintOf,
  trailShown,
  translationFingerprintOf,
  type TranslatedText,
} from '../translations/fingerprint';
import { recheckFindings } from '../translations/recheck';
import { translatedPageSchema } from '../translations/schema';
import { contentToday } from '../dates';

const pagesFolder = (lang: Lang, contentDir: string) =>
  path.join(contentDir, TRANSLATIONS_FOLDER, lang, 'pages');

/** A page's text in a language (English: content/pages/{name}.md itself). Throws on a problem. */
export function loadPageIn(name: string, lang: Lang, contentDir = defaultPaths().contentDir): Page {
  if (lang === 'en') return loadPage(name, contentDir);
  const problems: Problem[] = [];
  const page = readPage(
    path.join(pagesFolder(lang, contentDir), `${name}.md`),
    problems,
    'translation',
    translatedPageSchema,
  );
  if (!page || problems.length > 0) throw new ContentError(problems);
  return page;
}

const words = z.string().trim().min(1);
const teamWordsSchema = z.record(
  z.string(),
  z.strictObject({ name: words, role: words, specialty: words, description: words }),
);

const TEAM_HINT = sameHint(
  'each member is their id and the lines name:, role:, specialty: and description: in the language',
);

/** What a team card shows, in a language. */
export type TeamWords = Pick<TeamMember, 'name' | 'role' | 'specialty' | 'description'>;

/** The team's words in a language, by member id (none for English). Throws on a problem. */
export function loadTeamWords(
  lang: Lang,
  contentDir = defaultPaths().contentDir,
): Map<string, TeamWords> {
  if (lang === 'en') return new Map();
  const problems: Problem[] = [];
  const file = path.join(pagesFolder(lang, contentDir), 'team.yml');
  const read = readYaml(file, problems, 'list');
  const parsed = read && teamWordsSchema.safeParse(read.data);
  if (read && parsed && !parsed.success)
    problems.push(...issuesToProblems(shown(file), parsed.error.issues, read.lineOf, TEAM_HINT));
  // Compared with the English cards when they can be read (the content check reports team.yml's
  // own problems).
  const english: Problem[] = [];
  const team = readTeam(contentDir, english);
  if (read && parsed?.success && english.length === 0)
    problems.push(...teamWordsFindings(parsed.data, team, read.lineOf, file));
  if (!parsed?.success || problems.length > 0) throw new ContentError(problems);
  return new Map(Object.entries(parsed.data));
}

/**
 * Each member's words against their English card: a member the team does not have, and any field
 * that says other numbers or English words than the member's English card gives (a credential
 * the English does not claim, such as "(MBBS, MD)" added to a role).
 */
function teamWordsFindings(
  words: Record<string, TeamWords>,
  team: readonly TeamMember[],
  lineOf: LineOf,
  file: string,
): Problem[] {
  return Object.entries(words).flatMap(([id, card]): Problem[] => {
    const member = team.find((m) => m.id === id);
    if (!member)
      return [
        {
          severity: 'error',
          file: shown(file),
          line: lineOf([id]),
          field: id,
          message: 'is not the id of a member of content/team.yml',
          fix: 'use the id the member has in content/team.yml',
        },
      ];
    const english = [member.name, member.role, member.specialty, member.description];
    return TEAM_FIELDS.flatMap((field) =>
      phraseFindings(field, member[field], card[field], lineOf([id, field]), [
        ...english,
        member.credentials ?? '',
      ]).map((finding) => ({
        ...finding,
        file: shown(file),
        field: `${id}.${field}`,
        line: finding.line!,
      })),
    );
  });
}

const TEAM_FIELDS = ['name', 'role', 'specialty', 'description'] as const;

/**
 * A translated page's rendered HTML with each link to a page in English (one the translation does
 * not have, such as the editorial policy) marked hreflang="en". Other links stay as they are.
 */
export function markEnglishLinks(html: string, lang: Lang): string {
  if (lang === 'en') return html;
  return html.replace(/<a href="(\/[^"]*)"/g, (whole, href: string) => {
    const inSite = stripBasePath(href.split(/[?#]/)[0]!);
    return inSite !== null && languageOf(inSite) === 'en' ? `${whole} hreflang="en"` : whole;
  });
}

/**
 * A translated page against its English page, as an article's translation is checked against its
 * original: made from the English page as it is now (madeFrom), its own words as its record's check
 * read them (a Hindi-only edit needs a check recorded: lib/content/translations/recheck.ts), and the
 * same numbers, periods, units and counts in each paragraph, no look-alike beside a number, no
 * number in a tooltip (lib/content/translations/parity.ts).
 */
function pageFindings(file: string, page: Page, contentDir: string): Problem[] {
  const english = path.join(contentDir, 'pages', path.basename(file));
  if (!fs.existsSync(english)) return [];
  const original = loadPage(path.basename(file, '.md'), contentDir);
  const { data, body, bodyLine, lineOf } = readMarkdownFile(file, 'translation');
  const trail = translatedPageSchema.parse(data);
  // The body as written (not trimmed), so that its lines are the file's.
  const text = (p: Page, content: string): TranslatedText => ({
    title: p.title,
    excerpt: p.description,
    imageAlt: '',
    content,
  });
  const englishNow = fingerprintOf(text(original, original.content));
  const findings: Finding[] = [];
  if (trail.madeFrom !== englishNow)
    findings.push({
      severity: 'error',
      field: 'madeFrom',
      message: `is out of date: the English page has changed since this translation was made (made from ${trail.madeFrom}; the English is now ${englishNow})`,
      fix: `bring the translation up to date with the English page (a back-translation check of what changed, recorded in ${trail.backTranslation.record}), then write madeFrom: ${englishNow}`,
    });
  const problems: Problem[] = [];
  const { lacking } = recheckFindings(
    { madeFrom: trail.madeFrom, backTranslation: trail.backTranslation },
    path.dirname(file),
    {
      englishNow,
      careNow: '',
      englishChanged: original.updated ?? '',
      textNow: translationFingerprintOf(text(page, body), trailShown(trail)),
      textLine: bodyLine,
      today: contentToday(),
    },
    problems,
  );
  findings.push(...lacking);
  // A link to the site's own page in the language is the English page's link: /hi/contact is /contact.
  const lang = path.basename(path.dirname(path.dirname(file)));
  const links = body.replace(new RegExp(`\\]\\(/${lang}(?=[/)#?])`, 'g'), '](');
  findings.push(
    ...parityFindings(text(original, original.content), text(page, links), { lineOf, bodyLine }),
  );
  return [...problems, ...locate(findings, shown(file), lineOf)];
}

/**
 * Every translated page and team file, read as the build reads them: their problems (bytes,
 * direction controls, front matter, and each page's numbers against its English page) added to
 * `problems`, so that the content check reports them with the rest.
 */
export function checkTranslatedPages(contentDir: string, problems: Problem[]): void {
  const translations = path.join(contentDir, TRANSLATIONS_FOLDER);
  if (!fs.existsSync(translations)) return;
  for (const language of LANGUAGES.filter((lang) => lang !== 'en')) {
    const pages = pagesFolder(language, contentDir);
    if (!fs.existsSync(pages)) continue;
    const reads = [
      ...fs
        .readdirSync(pages)
        .filter((name) => name.endsWith('.md'))
        .map((name) => () => {
          const page = loadPageIn(path.basename(name, '.md'), language, contentDir);
          problems.push(...pageFindings(path.join(pages, name), page, contentDir));
        }),
      () => loadTeamWords(language, contentDir),
    ];
    for (const read of reads) {
      try {
        read();
      } catch (error) {
        if (!(error instanceof ContentError)) throw error;
        problems.push(...error.problems);
      }
    }
  }
}
