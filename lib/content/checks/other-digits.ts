// Digits of other scripts than ASCII and Devanagari: the site's two languages need neither, and
// some are drawn like another digit (Bengali ৪ is 4 and looks like 8, Gurmukhi ੧ is 1 and looks
// like 9), so a dose written in them would show a reader another number than the checks read.
import { digitValue } from '../digits';
import { referencesIn, yamlEscapesIn } from './unshown-characters';

/** A decimal digit (General_Category Nd) that is neither ASCII's nor Devanagari's. */
const OTHER_DIGIT = /(?![0-9\u0966-\u096F])\p{Nd}/u;

const isOther = (code: number) => code <= 0x10ffff && OTHER_DIGIT.test(String.fromCodePoint(code));
const hex = (code: number) => `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;

/** The first digit of another script, as a character, a reference or a YAML escape, or null. */
export function firstOtherDigit(text: string): { line: number; what: string } | null {
  const raw = OTHER_DIGIT.exec(text);
  const written = [...referencesIn(text), ...yamlEscapesIn(text)].filter(({ code }) =>
    isOther(code),
  );
  const found = [
    ...(raw ? [{ at: raw.index, written: raw[0], code: raw[0].codePointAt(0)! }] : []),
    ...written,
  ].sort((a, b) => a.at - b.at)[0];
  if (!found) return null;
  const shown = String.fromCodePoint(found.code);
  const as = found.written === shown ? shown : `${found.written} (${shown})`;
  return {
    line: text.slice(0, found.at).split('\n').length,
    what: `${as}, a digit of another script (${hex(found.code)}, the digit ${digitValue(shown)}) that some fonts draw like another digit`,
  };
}
