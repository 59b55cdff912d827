// The first-aid library in other languages (content/translations/{language}/emergencies/{id}.md),
// each emergency checked against its English as an article's translation is.
import fs from 'node:fs';
import path from 'node:path';
import { locate } from '../read/article-file';
import { directiveFindings } from '../render/directives';
import { directivesOf } from '../render/markdown';
import { plainText } from '../render/words';
import {
  careFindings,
  fingerprintOf,
  trailShown,
  translationFingerprintOf,
  safetyFingerprintOf,
  type TranslatedText,
} from '../translations/fingerprint';
import { glossaryFindings } from '../translations/glossary';
import { parityFindings } from '../translations/parity';
import { lineAt, readGlossary, trailFindings, TRANSLATIONS_FOLDER } from '../translations/read';
import { recheckFindings } from '../translations/recheck';
import { scriptFindings } from '../translations/script';
import { LANGUAGES, type Language } from '../translations/schema';
import type { Finding, Problem, TeamMember } from '../types';
import { EMERGENCIES_FOLDER, GUIDE, type Emergency } from './library';
import { readCheckedMarkdown } from '../read/checked-markdown';
import { emergencyTranslationSchema } from './schema';

/** An emergency in another language: the English one's numbers and sources, its own words. */
export type TranslatedEmergency = Omit<Emergency, 'names'> & {
  language: Language;
  names: string[];
  /** The English has changed since it was translated (in words only: a changed number is an error). */
  stale: boolean;
};

/** What a translation carries over: the emergency's title, summary and body. */
const words = (e: { title: string; summary: string; content: string }): TranslatedText => ({
  title: e.title,
  excerpt: e.summary,
  imageAlt: '',
  content: e.content,
});

function readOne(
  file: string,
  language: Language,
  folder: string,
  originals: ReadonlyMap<string, Emergency>,
  context: {
    team: readonly TeamMember[];
    today: string;
    glossary: ReturnType<typeof readGlossary>;
  },
  problems: Problem[],
): TranslatedEmergency | null {
  const read = readCheckedMarkdown(
    file,
    emergencyTranslationSchema,
    GUIDE,
    problems,
    'translation',
  );
  if (!read) return null;
  const { data, body, bodyLine, lineOf, where } = read;
  const original = originals.get(data.original);
  const findings: Finding[] = [...trailFindings(data, folder, context)];
  if (!original || path.basename(file, '.md') !== data.original) {
    findings.push({
      severity: 'error',
      field: 'original',
      message: original
        ? `the file is named ${path.basename(file)}, but translates ${data.original}`
        : `"${data.original}" is not an emergency of content/${EMERGENCIES_FOLDER}/ that can be shown`,
      fix: `name the file after the English emergency it translates: {id}.md`,
    });
    problems.push(...locate(findings, where, lineOf));
    return null;
  }
  const english = words(original);
  const translated = words({ ...data, content: body });
  findings.push(...parityFindings(english, translated, { lineOf, bodyLine }));
  findings.push(
    ...careFindings(english, data.careFrom, `content/${EMERGENCIES_FOLDER}/${original.id}.md`),
  );
  for (const field of ['title', 'summary'] as const)
    findings.push(...scriptFindings(field, data[field], () => lineOf([field]), true));
  findings.push(...scriptFindings('content', body, lineAt(body, bodyLine)));
  // A directive the site does not know is shown as written, with any number in it unread.
  findings.push(...directiveFindings(directivesOf(body), bodyLine));
  const englishText = [original.title, original.summary, original.text].join('\n');
  const translatedText = [data.title, data.summary, plainText(body)].join('\n');
  findings.push(
    ...glossaryFindings(context.glossary, englishText, translatedText, (word) => {
      const offset = word ? body.indexOf(word.normalize('NFC')) : -1;
      return offset === -1 ? bodyLine : lineAt(body, bodyLine)(offset);
    }),
  );
  const now = fingerprintOf(english);
  const stale = data.madeFrom !== now;
  // The fingerprints are the record's: each needs its check in checks/{id}.md.
  let recordSound = true;
  if (fs.existsSync(path.join(folder, data.backTranslation.record))) {
    const rechecks = recheckFindings(
      data,
      folder,
      {
        englishNow: now,
        careNow: safetyFingerprintOf(english),
        englishChanged: original.lastReviewed,
        textNow: translationFingerprintOf(translated, [...data.names, ...trailShown(data)]),
        textLine: lineAt(body, bodyLine)(Math.max(0, body.search(/\S/))),
        today: context.today,
      },
      problems,
    );
    recordSound = rechecks.recordSound;
    findings.push(...rechecks.lacking);
  }
  // Every word of an emergency is one a reader acts on: a published translation made from other
  // English is an error, not only out of date.
  if (stale)
    findings.push({
      severity: 'error',
      field: 'madeFrom',
      message: `is out of date: content/${EMERGENCIES_FOLDER}/${original.id}.md has changed since this translation was made (made from ${data.madeFrom}; the English is now ${now})`,
      fix: `bring the translation up to date with the English (a back-translation check of what changed), record that check under rechecked: in ${data.backTranslation.record} (its date and madeFrom: ${now}), then write madeFrom: ${now}; or set draft: true until then`,
    });
  // A draft is never shown, so what it lacks is a warning: the way to keep a translation that is
  // not yet checked (or not yet brought up to date) off the site.
  if (data.draft) {
    problems.push(
      ...locate(
        findings.map((f) => ({ ...f, severity: 'warning' as const })),
        where,
        lineOf,
      ),
    );
    return null;
  }
  problems.push(...locate(findings, where, lineOf));
  if (findings.some((f) => f.severity === 'error') || !recordSound) return null;
  const content = body.trim();
  return {
    ...original,
    language,
    title: data.title,
    summary: data.summary,
    names: data.names,
    content,
    text: plainText(content),
    stale,
  };
}

/** Every translated emergency of every language, checked; those with errors are left out. */
export function readEmergencyTranslations(
  contentDir: string,
  emergencies: readonly Emergency[],
  context: { team: readonly TeamMember[]; today: string },
  problems: Problem[],
): TranslatedEmergency[] {
  const originals = new Map(emergencies.map((e) => [e.id, e]));
  return LANGUAGES.flatMap((language) => {
    const languageFolder = path.join(contentDir, TRANSLATIONS_FOLDER, language);
    const folder = path.join(languageFolder, EMERGENCIES_FOLDER);
    if (!fs.existsSync(folder)) return [];
    const glossary = readGlossary(languageFolder, problems);
    return fs
      .readdirSync(folder)
      .filter((name) => name.endsWith('.md'))
      .sort()
      .flatMap(
        (name) =>
          readOne(
            path.join(folder, name),
            language,
            folder,
            originals,
            { ...context, glossary },
            problems,
          ) ?? [],
      );
  });
}
