// The one way a content file's text is read: every kind of file meets the same byte rules.
import fs from 'node:fs';
import { checkFileSize, decodeContent, FileBytesError } from '../checks/file-bytes';
import type { ContentFileKind } from '../checks/file-kinds';
import { parseFailure } from '../checks/lines';

/**
 * The text of a content file, its line endings LF whatever the editor saved (CRLF on Windows, CR).
 * Throws a FileBytesError on a file over its kind's limit (before reading it), not UTF-8, or
 * holding a direction control.
 */
export function readContentFile(file: string, kind: ContentFileKind): string {
  const stat = fs.statSync(file);
  // A device (a link to /dev/zero), a pipe or a folder has no size to judge and may never end.
  if (!stat.isFile())
    throw new FileBytesError(
      'is not a regular file (a link to a device, a pipe or a folder), so it cannot be read as text',
      1,
      'replace it with the text file itself',
    );
  checkFileSize(stat.size, kind);
  // Checked again as read: a file that grew in between is still refused.
  return decodeContent(fs.readFileSync(file), kind).replace(/\r\n?/g, '\n');
}

/**
 * Why a file could not be read or parsed, as a problem's field, line, message and fix: its bytes
 * (field "(file)"), or its syntax (`syntaxField`, such as "(YAML)").
 */
export function unreadable(
  error: unknown,
  syntaxField: string,
): { field: string; line: number; message: string; fix: string } {
  if (error instanceof FileBytesError) {
    const { line, message, fix } = error;
    return { field: '(file)', line, message, fix };
  }
  return { field: syntaxField, ...parseFailure(error) };
}
