// Schema issues turned into content problems, each with its field's fix hint.
import type { z } from 'zod';
import { FIELD_GUIDE, SOURCE_GUIDE, isField, isSourceField } from './fields';
import type { LineOf } from './lines';
import { REQUIRED } from '../schema';
import { closest } from '../closest-name';
import type { Problem } from '../types';

/** How to fix a wrong field and an unknown one. */
export type Hints = {
  field: (path: readonly PropertyKey[], message: string) => string;
  unknown: (path: readonly PropertyKey[], key: string) => string;
};

/** The same hint for every problem of a file (registries, team, pages). */
export const sameHint = (hint: string): Hints => ({ field: () => hint, unknown: () => hint });

function articleExample([field, , sub]: readonly PropertyKey[]): string | undefined {
  if (field === 'sources' && sub !== undefined)
    return isSourceField(sub) ? SOURCE_GUIDE[sub] : undefined;
  return field !== undefined && isField(field) ? FIELD_GUIDE[field].example : undefined;
}

/** Article front-matter: an example line of the field, or the likely spelling of an unknown one. */
export const articleHints: Hints = {
  field: (path, message) => {
    const example = articleExample(path);
    if (!example) return 'see the table of fields in docs/EDITING.md';
    return message === REQUIRED ? `add a line such as ${example}` : `write it like ${example}`;
  },
  unknown: (path, key) => {
    const known =
      path.length === 0
        ? Object.keys(FIELD_GUIDE)
        : path[0] === 'sources'
          ? Object.keys(SOURCE_GUIDE)
          : [];
    const guess = closest(key, known);
    return guess
      ? `did you mean "${guess}"? Otherwise delete the line`
      : `delete the line (the fields are: ${known.join(', ')})`;
  },
};

/** zod issues as problems: one per field, each unknown field named as such, at its line. */
export function issuesToProblems(
  file: string,
  issues: readonly z.core.$ZodIssue[],
  lineOf: LineOf,
  hints: Hints,
): Problem[] {
  return issues.flatMap((issue): Problem[] => {
    const at = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({
        severity: 'error',
        file,
        line: lineOf([...issue.path, key]),
        field: at ? `${at}.${key}` : key,
        message: 'is not a known field (check the spelling)',
        fix: hints.unknown(issue.path, key),
      }));
    }
    return [
      {
        severity: 'error',
        file,
        line: lineOf(issue.path),
        field: at || '(whole file)',
        message: issue.message,
        fix: hints.field(issue.path, issue.message),
      },
    ];
  });
}
