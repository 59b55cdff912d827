// A dose given as a count of tablets alone: unsafe where one strength differs from another
// (paracetamol is 500 mg in the UK, often 650 mg in India).

/** Tablets, capsules and the like, counted. */
const UNIT = String.raw`(?:tablets?|capsules?|pills?|caplets?|sachets?)`;
/** A count: digits, or a number word. */
const COUNT = String.raw`(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten)`;
/** Up to two words that describe the tablets between the count and them ("500mg", "pink IFA"). */
const DESCRIBED = String.raw`(?:(?!(?:of|for|or|and|with|to|in|a|the)\b)[\w-]+\s+){0,2}`;
/** "two 500mg tablets", "8 tablets", "one tablet". */
const COUNTED = new RegExp(String.raw`\b${COUNT}\s+${DESCRIBED}${UNIT}\b`, 'i');
/**
 * A strength or an amount in the same sentence: 500 mg, 1 g, 400 mcg, 15 g. It starts where a
 * number starts (not inside one), so a long run of digits is read once, not once per digit.
 */
const AMOUNT = /(?<![\d,.])\d[\d,.]*\s?(?:mg|g|mcg|micrograms?|milligrams?|grams?)\b/i;

import type { Finding } from '../types';
import { plainText } from '../render/words';

/**
 * Each sentence of a body that counts tablets (capsules, sachets...) without giving an amount in
 * milligrams or grams: an error naming its line. A programme's fixed tablet counted with its
 * strength in the same sentence ("1 pink IFA tablet (45 mg of iron)") is fine.
 */
export function doseFindings(body: string, bodyLine: number): Finding[] {
  return body.split('\n').flatMap((line, i): Finding[] => {
    const text = plainText(line);
    return text
      .split(/(?<=[.!?])\s+/)
      .filter((sentence) => COUNTED.test(sentence) && !AMOUNT.test(sentence))
      .map((sentence) => ({
        severity: 'error',
        field: 'content',
        line: bodyLine + i,
        message: `counts tablets without their strength: "${sentence.trim().slice(0, 100)}"`,
        fix: 'give the dose in mg (or g) per dose and per 24 hours in the same sentence, as tablets differ in strength (500 mg and 650 mg paracetamol); see "Doses" in docs/EDITING.md',
      }));
  });
}
