// Digits of other scripts than ASCII and Devanagari: the site's two languages need neither, and
// some are drawn like another digit (Bengali ৪ is 4 and looks like 8, Gurmukhi ੧ is 1 and looks
// like 9), so a dose written in them would show a reader another number than the checks read.
import { digitValue } from '../digits';
import { firstWrittenCharacter } from './unshown-characters';

/** A decimal digit (General_Category Nd) that is neither ASCII's nor Devanagari's. */
const OTHER_DIGIT = /(?![0-9\u0966-\u096F])\p{Nd}/u;

const hex = (code: number) => `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;

/** The first digit of another script, as a character, a reference or a YAML escape, or null. */
export function firstOtherDigit(text: string): { line: number; what: string } | null {
  const found = firstWrittenCharacter(text, OTHER_DIGIT);
  if (!found) return null;
  const { shown, written, code, line } = found;
  const as = written === shown ? shown : `${written} (${shown})`;
  return {
    line,
    what: `${as}, a digit of another script (${hex(code)}, the digit ${digitValue(shown)}) that some fonts draw like another digit`,
  };
}
