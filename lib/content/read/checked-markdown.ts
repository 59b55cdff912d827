// A markdown file read and its front-matter checked against a schema, its problems with file and line.
import type { z } from 'zod';
import type { ContentFileKind } from '../checks/file-kinds';
import { issuesToProblems, sameHint } from '../checks/issues';
import type { LineOf } from '../checks/lines';
import { shown } from '../paths';
import type { Problem } from '../types';
import { readContentFile, unreadable } from './content-file';
import { parseMarkdown } from './parse-files';

export type CheckedMarkdown<T> = {
  data: T;
  body: string;
  bodyLine: number;
  lineOf: LineOf;
  /** The file as messages name it. */
  where: string;
};

/**
 * A markdown file (Unicode NFC) whose front-matter `schema` accepts; else null, with what is wrong
 * in `problems` (`hint`: where the editor's guide explains the fields).
 */
export function readCheckedMarkdown<T>(
  file: string,
  schema: z.ZodType<T>,
  hint: string,
  problems: Problem[],
  kind: ContentFileKind,
): CheckedMarkdown<T> | null {
  const where = shown(file);
  let read;
  try {
    read = parseMarkdown(readContentFile(file, kind).normalize('NFC'));
  } catch (error) {
    problems.push({ severity: 'error', file: where, ...unreadable(error, '(front-matter)') });
    return null;
  }
  const { body, bodyLine, lineOf } = read;
  const parsed = schema.safeParse(read.data);
  if (!parsed.success) {
    problems.push(...issuesToProblems(where, parsed.error.issues, lineOf, sameHint(hint)));
    return null;
  }
  return { data: parsed.data, body, bodyLine, lineOf, where };
}
