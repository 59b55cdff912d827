// A translation's fingerprints move only with the record of the check that brought it up to date:
// the fingerprint a warning prints, pasted alone, publishes nothing; and its own words, edited
// after their check, are published only once the check of the edit is recorded.
import path from 'node:path';
import { readCheckedMarkdown } from '../read/checked-markdown';
import { checkRecordSchema } from './schema';
import type { Finding, Problem } from '../types';

/** What the translation says it was made from, and where its check record is. */
export type Trail = {
  madeFrom: string;
  careFrom?: string;
  backTranslation: { record: string };
};

/**
 * The translation's fingerprints each need a check in its record (checks/{id}.md) of that English,
 * dated no later than today, and, for the English as it is now, no earlier than its last change;
 * its words as they are now (`textNow`) need a check of that text against the English it is made
 * from, in one entry with its madeFrom and careFrom. What the translation lacks is returned (its
 * file's findings), with whether its record is sound; what the record gets wrong goes to
 * `problems`.
 */
export function recheckFindings(
  trail: Trail,
  folder: string,
  {
    englishNow,
    careNow,
    englishChanged,
    textNow,
    textLine,
    today,
  }: {
    /**
     * The English's fingerprints now (fingerprintOf, safetyFingerprintOf), and the day it was last
     * changed.
     */
    englishNow: string;
    careNow: string;
    englishChanged: string;
    /**
     * The fingerprint of the translation's own words now (fingerprintOf: title, summary, takeaways,
     * picture description and body), and the line its body starts on.
     */
    textNow: string;
    textLine: number;
    today: string;
  },
  problems: Problem[],
): { lacking: Finding[]; recordSound: boolean } {
  const file = path.join(folder, trail.backTranslation.record);
  const recordProblems: Problem[] = [];
  const read = readCheckedMarkdown(
    file,
    checkRecordSchema,
    'see "Bringing a translation up to date" in docs/EDITING.md',
    recordProblems,
    'translation',
  );
  problems.push(...recordProblems);
  if (!read) return { lacking: [], recordSound: false };
  const { data, lineOf, where } = read;
  const checks = [
    { field: ['translated'], ...data.translated },
    ...data.rechecked.map((entry, i) => ({ field: ['rechecked', i], ...entry })),
  ];
  type Check = (typeof checks)[number];
  const latest = (list: Check[]) => list.reduce((a, b) => (b.date > a.date ? b : a));
  const lacking: Finding[] = [];
  // The one entry that records every fingerprint of the translation as it is now.
  const toAdd = `- { date: ${today}, madeFrom: "${trail.madeFrom}"${trail.careFrom ? `, careFrom: "${trail.careFrom}"` : ''}, text: "${textNow}", by: machine, changed: "what changed" }`;
  const add = `then add to the front-matter of ${where}, under rechecked:, "${toAdd}"; or set draft: true until then`;
  let recordSound = !recordProblems.some((p) => p.severity === 'error');
  // Each misdated check once, with every fingerprint it cannot date.
  const misdated = new Map<Check, { mistake: string; what: string[] }>();
  const misdate = (entry: Check, mistake: string, what: string) => {
    const known = misdated.get(entry);
    if (known) known.what.push(what);
    else misdated.set(entry, { mistake, what: [what] });
  };
  for (const key of ['madeFrom', 'careFrom'] as const) {
    const value = trail[key];
    if (value === undefined) continue;
    const recorded = checks.filter((entry) => entry[key] === value);
    if (recorded.length === 0) {
      lacking.push({
        severity: 'error',
        field: key,
        message: `${value} has no check recorded in ${where}: a fingerprint is written only with the check of the translation against that English`,
        fix: `check the changed passages against the English (a back-translation of what changed), ${add}`,
      });
      continue;
    }
    const last = latest(recorded);
    if (last.date > today) {
      misdate(last, `${last.date} is in the future`, `${key} ${value}`);
      continue;
    }
    // The check of the English as it is now cannot predate the English's change.
    const mistake = (entry: Check) =>
      `${entry.date} is before the English it checks was changed (updated: ${englishChanged})`;
    if (key === 'madeFrom') {
      if (value === englishNow && last.date < englishChanged)
        misdate(last, mistake(last), `${key} ${value}`);
      continue;
    }
    // The care check that dates it: the one of the English the translation says it was made from,
    // if the record has it with this care.
    const together = recorded.filter((entry) => entry.madeFrom === trail.madeFrom);
    const dating = together.length > 0 ? latest(together) : last;
    // A translation still made from an older English (out of date, and the page says so) keeps the
    // check of that English's care: a change elsewhere in the English leaves it standing.
    const olderEnglish = trail.madeFrom !== englishNow && dating.madeFrom === trail.madeFrom;
    if (value === careNow && dating.date < englishChanged && !olderEnglish)
      misdate(dating, mistake(dating), `${key} ${value}`);
  }
  // The translation's words as they are now, checked against the English it is made from: Hindi
  // edited after its check (a word, a heading, a negation) is published only with that check.
  const textChecks = checks.filter(
    (check) =>
      check.text === textNow &&
      check.madeFrom === trail.madeFrom &&
      (trail.careFrom === undefined || check.careFrom === trail.careFrom),
  );
  if (textChecks.length > 0) {
    const last = latest(textChecks);
    if (last.date > today) misdate(last, `${last.date} is in the future`, `text ${textNow}`);
  } else {
    const elsewhere = checks.some((check) => check.text === textNow);
    lacking.push({
      severity: 'error',
      field: 'content',
      line: textLine,
      message: `the translation's text as it is now (fingerprint ${textNow}) has no check recorded in ${where}${elsewhere ? ` against the English it is made from (madeFrom ${trail.madeFrom}${trail.careFrom ? `, careFrom ${trail.careFrom}` : ''})` : ''}: the translation's words are published only as they were checked`,
      fix: `check what changed in the translation against the English (a back-translation of the changed passages), ${add}`,
    });
  }
  for (const [check, { mistake, what }] of misdated) {
    recordSound = false;
    const dateField = [...check.field, 'date'];
    problems.push({
      severity: 'error',
      file: where,
      line: lineOf(dateField),
      field: dateField.join('.'),
      message: `${mistake}: no check of ${what.join(' and ')} can be dated so`,
      fix: 'write the day the translation was checked against this English',
    });
  }
  return { lacking, recordSound };
}
