// Characters of the scripts written right to left (Hebrew, Arabic, Syriac, Thaana, N'Ko and the
// others Unicode places in their blocks): English and Hindi need none, and one beside numbers turns
// their order round on the page ("׀140 / 90׀" shows as 90 / 140) while every check reads the file's
// order. Refused in every content file, as the invisible direction controls are.
import { firstWrittenCharacter } from './unshown-characters';

/** The blocks of the right-to-left scripts (Unicode's default right-to-left ranges). */
const RIGHT_TO_LEFT =
  /[\u0590-\u08FF\uFB1D-\uFDCF\uFDF0-\uFDFF\uFE70-\uFEFE\u{10800}-\u{10FFF}\u{1E800}-\u{1EFFF}]/u;

const hex = (code: number) => `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;

/** The first character of a right-to-left script, however written, with its line, or null. */
export function firstRightToLeft(text: string): { line: number; what: string } | null {
  const found = firstWrittenCharacter(text, RIGHT_TO_LEFT);
  if (!found) return null;
  const { shown, written, code, line } = found;
  return {
    line,
    what: `${written === shown ? shown : `${written} (${shown})`}, a character of a right-to-left script (${hex(code)}), which turns the order of the numbers around it on the page`,
  };
}
