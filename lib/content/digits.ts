// The decimal digits of every script, read as the ASCII digits they stand for.

/** One decimal digit of any script (Unicode General_Category Nd). */
const DIGIT = /\p{Nd}/u;

/**
 * A decimal digit's value. Unicode encodes every digit system as a run of ten code points, 0 to 9
 * in order (systems side by side, like the mathematical digits, follow each other run by run), so
 * the digits before it in its run, counted modulo 10, are its value.
 */
export function digitValue(digit: string): number {
  let code = digit.codePointAt(0)!;
  let before = 0;
  while (DIGIT.test(String.fromCodePoint(code - 1))) {
    before += 1;
    code -= 1;
  }
  return before % 10;
}

/** A text with every decimal digit, of whatever script (०-९, ٠-٩, ０-９), as its ASCII digit. */
export const westernDigits = (text: string): string =>
  text.replace(/(?![0-9])\p{Nd}/gu, (digit) => String(digitValue(digit)));
