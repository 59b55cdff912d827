// The first-aid library (content/emergencies/): each emergency written once, read and checked here,
// with its review record (content/reviews/emergencies/) and its translations.
import fs from 'node:fs';
import path from 'node:path';
import { sourceAddressFindings } from '../checks/source-addresses';
import { doseFindings, fieldDoseFindings } from '../checks/doses';
import { cardTitleFindings } from '../checks/card-titles';
import { citationFindings, citationsOf } from '../render/citations';
import { directiveFindings, FIRST_AID } from '../render/directives';
import { directivesOf } from '../render/markdown';
import { plainText } from '../render/words';
import { locate } from '../read/article-file';
import { readCheckedMarkdown } from '../read/checked-markdown';
import {
  checkRecord,
  readReviewRecords,
  REVIEWS_FOLDER,
  type ReviewRecord,
} from '../read/review-records';
import { reviewFindings } from '../review';
import { shown } from '../paths';
import { isSlug } from '../slug';
import type { Finding, Problem, TeamMember } from '../types';
import { emergencyNumbers } from '../../site/settings';
import { emergencyFrontMatterSchema, type EmergencyFrontMatter } from './schema';
import { emergencyStructure } from './structure';

/** Where the editor's guide explains an emergency's fields. */
export const GUIDE = 'see "The first-aid library" in docs/EDITING.md';

/** Where the library lives, and its records. */
export const EMERGENCIES_FOLDER = 'emergencies';
export const EMERGENCY_RECORDS_FOLDER = path.join(REVIEWS_FOLDER, 'emergencies');

/** One emergency as the site shows it, in English. */
export type Emergency = EmergencyFrontMatter & {
  id: string;
  /** The markdown body. */
  content: string;
  /** The body as a reader reads it. */
  text: string;
};

export type LibraryContext = {
  team: readonly TeamMember[];
  today: string;
  exceptions: ReadonlyMap<string, string>;
};

/** Every phone number of the settings: a page shows them from there, never from the text. */
const PHONE_NUMBERS = emergencyNumbers.flatMap((r) => r.numbers.map((n) => n.number));

/** A phone number written in the body: the page gives the reader's numbers as links instead. */
function phoneNumberFindings(body: string, bodyLine: number): Finding[] {
  return body.split('\n').flatMap((line, i): Finding[] => {
    // What a reader reads: a citation's source id (samhsa-988-faq) is no number on the page.
    const text = plainText(line);
    const found = PHONE_NUMBERS.find((n) => new RegExp(`(?<![\\d.,])${n}(?![\\d.,])`).test(text));
    return found
      ? [
          {
            severity: 'error',
            field: 'content',
            line: bodyLine + i,
            message: `writes the phone number ${found}`,
            fix: 'write "call an ambulance" or "call an emergency number": the page shows the numbers for the reader\'s region as phone links (lib/site/settings.ts)',
          },
        ]
      : [];
  });
}

/** One emergency file checked; the emergency when it has no error. */
function readEmergency(
  file: string,
  context: LibraryContext,
  problems: Problem[],
): Emergency | null {
  const id = path.basename(file, '.md');
  const read = readCheckedMarkdown(file, emergencyFrontMatterSchema, GUIDE, problems, 'emergency');
  if (!read) return null;
  const { data, body, bodyLine, lineOf, where } = read;
  const directives = directivesOf(body);
  const findings: Finding[] = [
    ...(isSlug(id)
      ? []
      : [
          {
            severity: 'error' as const,
            field: 'id (file name)',
            line: 1,
            message: `"${id}" is not a slug`,
            fix: 'name the file in lower-case letters, digits and hyphens, such as heart-attack.md',
          },
        ]),
    ...directiveFindings(directives, bodyLine),
    ...directives
      .filter((use) => use.kind === 'leaf' && use.name === FIRST_AID)
      .map((use): Finding => ({
        severity: 'error',
        field: 'content',
        line: bodyLine + use.line - 1,
        message: 'an emergency cannot embed another (::first-aid)',
        fix: "link to the other emergency's page instead: [what to do](/first-aid/its-id)",
      })),
    ...citationFindings(data.sources, citationsOf(directives), bodyLine),
    ...sourceAddressFindings(data.sources, context.exceptions),
    ...reviewFindings(data, context.team, context.today),
    ...emergencyStructure(body, bodyLine),
    ...phoneNumberFindings(body, bodyLine),
    ...doseFindings(body, bodyLine),
    ...fieldDoseFindings('title', data.title),
    ...fieldDoseFindings('summary', data.summary),
    ...cardTitleFindings(body, bodyLine),
  ];
  problems.push(...locate(findings, where, lineOf));
  if (findings.some((f) => f.severity === 'error')) return null;
  const content = body.trim();
  return { ...data, id, content, text: plainText(content) };
}

/** Two emergencies that claim one name: a card naming it could not say which to embed. */
function sharedNames(emergencies: readonly Emergency[], folder: string): Problem[] {
  const owner = new Map<string, string>();
  return emergencies.flatMap((emergency) =>
    emergency.names.flatMap((name): Problem[] => {
      const key = name.toLowerCase();
      const first = owner.get(key);
      if (!first) {
        owner.set(key, emergency.id);
        return [];
      }
      return [
        {
          severity: 'error',
          file: `${folder}/${emergency.id}.md`,
          line: 1,
          field: 'names',
          message: `"${name}" already names ${first}`,
          fix: 'give each emergency words of its own',
        },
      ];
    }),
  );
}

export type FirstAidLibrary = {
  /** The emergencies that can be shown, in English, by title. */
  emergencies: Emergency[];
  /** Their review records. */
  records: ReviewRecord[];
};

/** The library read and checked, each emergency against its record; problems go to `problems`. */
export function readFirstAidLibrary(
  contentDir: string,
  context: LibraryContext,
  problems: Problem[],
): FirstAidLibrary {
  const dir = path.join(contentDir, EMERGENCIES_FOLDER);
  if (!fs.existsSync(dir)) return { emergencies: [], records: [] };
  const files = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => path.join(dir, name));
  const emergencies = files.flatMap((file) => readEmergency(file, context, problems) ?? []);
  problems.push(...sharedNames(emergencies, shown(dir)));
  const recordFiles = readReviewRecords(contentDir, problems, EMERGENCY_RECORDS_FOLDER);
  const recordFolder = shown(path.join(contentDir, EMERGENCY_RECORDS_FOLDER));
  const records: ReviewRecord[] = [];
  const ids = new Set(files.map((file) => path.basename(file, '.md')));
  for (const recordFile of recordFiles) {
    const emergency = emergencies.find((e) => e.id === recordFile.id);
    if (!emergency) {
      if (!ids.has(recordFile.id))
        problems.push({
          severity: 'error',
          file: recordFile.where,
          line: 1,
          field: '(file name)',
          message: `there is no emergency "${recordFile.id}" in ${shown(dir)}`,
          fix: "name the record after its emergency's file: {id}.yml",
        });
      continue;
    }
    const { findings, record } = checkRecord(
      recordFile,
      {
        id: emergency.id,
        where: `${shown(dir)}/${emergency.id}.md`,
        data: emergency,
        body: emergency.content,
      },
      context.team,
      context.today,
      context.exceptions,
    );
    problems.push(...locate(findings, recordFile.where, recordFile.lineOf));
    if (record) records.push(record);
  }
  for (const emergency of emergencies)
    if (!recordFiles.some((r) => r.id === emergency.id))
      problems.push({
        severity: 'error',
        file: `${shown(dir)}/${emergency.id}.md`,
        line: 1,
        field: '(review record)',
        message: `has no review record (${recordFolder}/${emergency.id}.yml)`,
        fix: 'list every item of the national pages\' lists for it, and where the emergency covers each (see "Review records" in docs/EDITING.md)',
      });
  emergencies.sort((a, b) => a.title.localeCompare(b.title));
  return { emergencies, records };
}

/** An emergency's title and text, as an article's review record finds them in its embed. */
export const embeddedTexts = (emergencies: readonly Emergency[]) => (id: string) => {
  const found = emergencies.find((e) => e.id === id);
  return found && { title: found.title, text: found.text };
};
