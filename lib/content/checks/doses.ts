// A dose given as a count of tablets alone: unsafe where one strength differs from another
// (paracetamol is 500 mg in the UK, often 650 mg in India).

import { decodeNamedCharacterReference } from 'decode-named-character-reference';
import { westernDigits } from '../digits';
import type { Finding } from '../types';
import { plainText } from '../render/words';

/** Tablets, capsules and the like, counted ("tabs" and "caps" as labels shorten them). */
const UNIT = String.raw`(?:tablets?|tabs?|capsules?|caps|pills?|caplets?|sachets?|soft\s?gels?|gelcaps?)`;
/**
 * Medicines sold as tablets, counted by their name right after the count ("2 paracetamol", "2
 * Crocin"): the common ones, and India's common brands of them.
 */
const NAMED = String.raw`(?:paracetamol|acetaminophen|ibuprofen|aspirin|naproxen|metformin|amoxicillin|crocin|dolo|calpol|combiflam|disprin|brufen|saridon|metacin|panadol|tylenol|advil|motrin|nurofen|aleve)`;
/**
 * A prescription's shorthand for how often: "1 TDS", "1 OD", "2 BD", and the day's doses as
 * "1-0-1" (morning, noon, night) or "1-1-1-1".
 */
const SHORTHAND = String.raw`(?:(?<![\w.,/⁄])\d+(?:[.,]\d+)?\s*(?:OD|BD|BID|TDS|TID|QDS|QID|HS|SOS|PRN|stat)\b|(?<![\w.,/⁄‐-—-])[0-9½](?:\s?[-‐-—]\s?[0-9½]){2,3}(?![\w,/⁄‐-—-]|\.\d))`;
const ONES = 'one|two|three|four|five|six|seven|eight|nine';
const TENS = 'twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety';
/** A number in words, one to ninety-nine ("twelve", "twenty-one", "forty five"). */
const WORD = String.raw`(?:(?:${TENS})(?:[-\s](?:${ONES})\b)?|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|ten|${ONES})`;
/** A number in digits (text is read with every script's digits as 0-9): 2, 1.5, 1/2. */
const DIGITS = String.raw`\d+(?:[.,]\d+)?(?:\s?[/⁄]\s?\d+)?`;
const NUMBER = String.raw`(?:${DIGITS}|${WORD})`;
/**
 * A count: a number, with its digits in brackets ("two (2)"), a whole and a fraction ("1 1/2", "one
 * and a half", "one-and-a-half"), a range ("2-3", "2 to 3", "2 or 3") or a times sign ("2x"); or a
 * part of one ("half a", "a half", "a quarter of a", "two-thirds of a"); or a count in words ("a
 * couple of", "a few", "several", "a dozen", "both").
 */
const COUNT = String.raw`(?:(?:a\s+)?few|several|(?:a\s+)?dozen|both|half(?:[-\s]+of)?[-\s]+an?|an?\s+half|(?:(?:an?|one|two|three)[-\s]+)?(?:quarters?|thirds?)[-\s]+of[-\s]+an?|(?:a\s+)?(?:couple|pair)(?:\s+of)?(?=\s)|${NUMBER}(?:\s?\(\s?${NUMBER}\s?\))?(?:\s${DIGITS})?(?:[-\s]+and[-\s]+an?[-\s]+half)?(?:\s?(?:-|–|—|/|to|or)\s?${NUMBER})?(?:\s+or\s+(?:more|fewer|less))?(?:\s?[x×](?![\w-]))?)`;
/**
 * Between the count and the tablets: "of the" ("2 of the tablets"), and up to six words that
 * describe them ("500mg", "pink IFA", "children's", "extra strength" in quotes, "small white round
 * film coated pain").
 */
const DESCRIBED = String.raw`(?:of\s+(?:the|these|those|your|its|their|my|our|his|her)\s+)?(?:["“”'‘’]?(?!(?:of|for|or|and|with|to|in|a|the|should|not|be|been|given|give|take|taken|can|may|must|is|are|was|were)\b)[\w'’-]+["“”'‘’]?\s+){0,6}`;
/** After a count the tablets are named first for: how often or when ("Tablets: take 2 every..."). */
const THEN = String.raw`(?:[.;,)]|$|for\b|each\b|at\b|every\b|an?\s+day|per\b|times?\b|daily\b|twice\b|once\b|after\b|before\b|with\b|OD\b|BD\b|TDS\b|QDS\b)`;
/**
 * "two 500mg tablets", "8 tablets", "one tablet", "1½ tablets", "2-3 tabs", "2 of the tablets",
 * "a 2-tablet dose", "2tablets"; and the tablets first: "tablets, 2 at a time", "Tablets to take
 * each time: 2".
 */
const COUNTED = new RegExp(
  String.raw`(?<![\w.,/⁄])${COUNT}(?:\s+${DESCRIBED}|-|)${UNIT}\b|(?<![\w.,/⁄])${COUNT}\s+(?:of\s+(?:the|these|those|your|its|their|my|our|his|her)\s+)?${NAMED}\b|\b${UNIT}\b[^.!?]{0,40}?(?:(?<![\w.,/⁄])${NUMBER}\s+(?:at\s+a\s+time|each\s+time|at\s+once|per\s+dose|a\s+dose)|\s*[:–—-]\s*(?:(?:adults?|children|child|teenagers?|everyone|take|give|chew|swallow|use|have)\s+){0,3}${NUMBER}\s*${THEN}|\s*(?:[x×]\s?${NUMBER}|\(\s*${NUMBER}\s*\))(?![\w,/⁄]|\.\d))|\b(?:${UNIT}|${NAMED}|tab|cap)\b\.?[^.!?]{0,40}?${SHORTHAND}|\b(?:an?|one)\s+${UNIT}\s+or\s+(?:two|three|2|3)\b`,
  'i',
);
/**
 * A question of how many, answered after a colon: "Number of tablets each time: adults 2",
 * "How many capsules to take: 2".
 */
const ASKED = new RegExp(
  String.raw`\b(?:how\s+many|number\s+of)\s+${UNIT}\b[^.!?:]{0,60}:[^.!?]*?(?<![\w.,/⁄])\d`,
  'i',
);
/**
 * A line that asks how many, for a list or a table to answer: "How many tablets each time:",
 * "Tablets to take each time:", a column headed "Number of capsules" or "Pills a dose".
 */
const ASKS = new RegExp(
  String.raw`\b(?:how\s+many|number\s+of)\s+${UNIT}\b|\b${UNIT}\b[^.!?:]{0,40}?\b(?:each\s+time|at\s+a\s+time|at\s+once|an?\s+dose|per\s+dose|to\s+(?:take|give)|an?\s+day|per\s+day|in\s+24\s+hours|by\s+age)\b`,
  'i',
);
/** A sentence that names tablets, or a medicine sold as them. */
const NAMES_TABLETS = new RegExp(String.raw`\b(?:${UNIT}|${NAMED})\b`, 'i');
/** Counts a tablet dose is: two to twenty in words, "a couple", or 1 to 20 in digits. */
const SMALL = String.raw`(?:(?:20|1\d|[1-9])(?:[.,]\d+|\s?\d?\s?[/⁄]\s?\d)?|(?:a\s+)?couple|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty)`;
/** What a number counts, written after it, when it is not tablets: time, age, amount, people, parts. */
const NOT_TABLETS_AFTER = String.raw`(?:times?\b|[x×]|hours?|hrs?\b|h\b|minutes?|mins?\b|seconds?|days?|nights?|weeks?|months?|years?|yrs?\b|decades?|am\b|pm\b|a\.m|p\.m|o['’]?clock|%|per\s?cent|mg|g\b|mcg|µg|micrograms?|milligrams?|grams?|kg|kilo|ml\b|millilit|lit|l\b|iu\b|units?\b|°|degrees?|mmol|mm\s?hg|cm\b|mm\b|km\b|kcal|calories|cups?|glass|spoons?|teaspoons?|tablespoons?|servings?|portions?|drinks?|people|persons?|patients?|children|adults|women|men\b|million|lakh|crore|billion|thousand|hundred|in\s+\d+(?!\d|\s*(?:hours?|hrs?|h)\b)|out\s+of|st\b|nd\b|rd\b|th\b|of\s+(?!(?:the|these|those|your|its|their|my|our|his|her)\s+${UNIT}\b|${UNIT}\b))`;
/** What a number is, written before it, when it is not tablets: an age, a limit of age, a name. */
const NOT_TABLETS_BEFORE = String.raw`(?:every|each|in|or|aged?|ages|over|under|above|below|older\s+than|younger\s+than|step|page|line|grade|stage|type|level|week|day|month|year|number|no\.|version|figure|table)`;
/**
 * What follows a count of tablets that stands alone: the end of a clause, or how often and when
 * ("2, up to 4 times a day", "2 every 4 hours", "= 2."); a count followed by any other word counts
 * that word ("3 vaggling" is no dose).
 */
const DOSE_FOLLOWS = String.raw`(?:[,.;:)!?]|$|=|every\b|each\b|at\b|an?\s+day\b|per\b|up\s+to\b|with\b|after\b|before\b|daily\b|twice\b|once\b|in\s+24\b|a\s+time\b)`;
/**
 * A bare count in a sentence that names tablets: a number (or a range) that says no time, age,
 * amount or other thing it counts, so it counts the tablets ("the adult dose is 2, up to 4 times a
 * day", "Tablets per dose = 2").
 */
const BARE_COUNT = new RegExp(
  String.raw`(?<!\b${NOT_TABLETS_BEFORE}\s|\d\s?(?:-|–|—|to|or)\s?)(?<![\w.,/⁄:-])${SMALL}(?:\s?(?:-|–|—|to|or)\s?${SMALL})?(?![\w/⁄:°%-]|[.,]\d|\s*(?:or\s+(?:more|fewer|less)\s+)?${NOT_TABLETS_AFTER})(?=\s*${DOSE_FOLLOWS})`,
  'i',
);

/** A number of any form in an answer ("2", "two", "1½", "1 to 2"). */
const ANSWER = new RegExp(String.raw`(?<![\w.,/⁄])(?:\d|(?:${WORD}|half|quarter)\b)`, 'i');
/**
 * A strength or an amount in the same sentence: 500 mg, 1 g, 400 mcg, 15 g. It starts where a
 * number starts (not inside one), so a long run of digits is read once, not once per digit.
 */
const AMOUNT =
  /(?<![\d,.])\d[\d,.]*\s?(?:mg|g|mcg|micrograms?|milligrams?|grams?)\b(?!\s*(?:\/|per\s+)\s*(?:dl|l|decilit|lit))/i;

/** ½, ¼, ¾, ⅓ and the other fractions of one character. */
const VULGAR = /[\u00bc-\u00be\u2150-\u215e\u2189]/gu;
/**
 * A sentence as it is counted: compatibility forms folded (fullwidth letters and digits), a fraction
 * of one character as digits after a space ("1½" is "1 1⁄2"), every digit as 0-9.
 */
function normalized(sentence: string): string {
  return westernDigits(
    sentence
      // As the page shows it: a character reference is its character ("tabl&#101;ts"), and an
      // invisible character (a soft hyphen, a zero-width space) is nothing.
      .replace(
        /&#[xX]([0-9a-fA-F]{1,6});?|&#(\d{1,7});?|&([A-Za-z][A-Za-z0-9]{1,31});/g,
        (reference, hex?: string, decimal?: string, name?: string) => {
          if (name) return decodeNamedCharacterReference(name) || reference;
          const code = hex ? parseInt(hex, 16) : Number(decimal);
          return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : reference;
        },
      )
      .replace(/\p{Default_Ignorable_Code_Point}/gu, '')
      .replace(VULGAR, (fraction) => ` ${fraction.normalize('NFKC')}`)
      .normalize('NFKC')
      // Every kind of space as one (a no-break space, a thin space: "2&nbsp;tablets").
      .replace(/\s+/gu, ' '),
  );
}

/** A line that is a block of its own: a heading, a card fence, a directive, a table row, a rule. */
const OWN_LINE = /^\s{0,3}(?:#{1,6}(?:\s|$)|:{2,}|\||```|~~~|(?:[-*_]\s*){3,}$)/;
/** A line that starts a block that later lines continue: a list item, a quote. */
const STARTS = /^\s*(?:(?:[-*+]|\d+[.)])\s|>)/;

type Paragraph = { text: string; starts: number[]; lines: number[]; first: string };

/**
 * The paragraphs of a body as a reader sees them, each its lines of text, where each starts, and
 * its first line as written.
 */
function paragraphs(body: string): Paragraph[] {
  const found: Paragraph[] = [];
  let open: Paragraph | null = null;
  let quoted = false;
  body.split('\n').forEach((line, i) => {
    const quote = /^\s*>/.test(line);
    const blank = /^\s*(?:>\s*)?$/.test(line);
    if (blank || OWN_LINE.test(line) || (STARTS.test(line) && !(quote && quoted))) open = null;
    quoted = quote;
    if (blank) return;
    // Runs of spaces read as one (as a reader sees them), and in time proportional to the line;
    // raw HTML is dropped, as the page drops it ("table<span></span>ts" shows as "tablets").
    const text = plainText(line.replace(/<[^<>\n]*>/g, '').replace(/\s+/g, ' ')).trim();
    if (!open) found.push((open = { text: '', starts: [], lines: [], first: line }));
    if (open.text) open.text += ' ';
    open.starts.push(open.text.length);
    open.lines.push(i);
    open.text += text;
    if (OWN_LINE.test(line)) open = null;
  });
  return found;
}

/**
 * Each sentence of a body that counts tablets (capsules, sachets...) without giving an amount in
 * milligrams or grams: an error naming the line where the sentence starts. A sentence is read whole
 * across the lines of its paragraph. A programme's fixed tablet counted with its strength in the same
 * sentence ("1 pink IFA tablet (45 mg of iron)") is fine; "a tablet" is no count.
 */
export function doseFindings(body: string, bodyLine: number): Finding[] {
  // One error a line: an answer under its question may be read both ways.
  const byLine = new Map<number, Finding>();
  for (const found of [...countedFindings(body, bodyLine), ...answeredFindings(body, bodyLine)])
    if (!byLine.has(found.line!)) byLine.set(found.line!, found);
  return [...byLine.values()].sort((a, b) => a.line! - b.line!);
}

const finding = (line: number, sentence: string): Finding => ({
  severity: 'error',
  field: 'content',
  line,
  message: `counts tablets without their strength: "${sentence.trim().slice(0, 100)}"`,
  fix: 'give the dose in mg (or g) per dose and per 24 hours in the same sentence, as tablets differ in strength (500 mg and 650 mg paracetamol); see "Doses" in docs/EDITING.md',
});

/** Table cells as written: "| a | b |" is ["a", "b"]. */
const cellsOf = (row: string) =>
  row
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim());

/**
 * Whether a list item or a table cell answers with a count of tablets: any number, below a line or
 * a column that asks how many ("Tablets each time"); a bare count, below one that only names them
 * ("Tablets:", a column headed "Dose (tablets)").
 */
const answers = (asked: string, answer: string) =>
  ASKS.test(asked)
    ? ANSWER.test(normalized(answer))
    : NAMES_TABLETS.test(asked) && BARE_COUNT.test(normalized(answer));

/**
 * How many tablets asked in one place and answered in another: a line that asks ("How many tablets
 * each time:") and the list items below it, or a table's column header that asks and the cells
 * below it. An answer with a number and no amount in it, its row or the question is an error at its
 * line.
 */
function answeredFindings(body: string, bodyLine: number): Finding[] {
  const findings: Finding[] = [];
  let asked = '';
  let header: string[] | null = null;
  for (const { text, lines, first } of paragraphs(body)) {
    const item = /^\s*(?:[-*+]|\d+[.)])\s/.test(first);
    const row = /^\s*\|/.test(first);
    if (row) {
      const cells = cellsOf(first);
      if (!header) header = cells;
      else if (!cells.every((cell) => /^:?-+:?$/.test(cell))) {
        const whole = normalized(`${header.join(' ')} ${cells.join(' ')}`);
        const answered = cells.some((cell, i) => answers(normalized(header![i] ?? ''), cell));
        if (answered && !AMOUNT.test(whole)) findings.push(finding(bodyLine + lines[0]!, first));
      }
      continue;
    }
    header = null;
    if (item && asked) {
      const read = normalized(`${asked} ${text}`);
      if (answers(normalized(asked), text) && !AMOUNT.test(read))
        findings.push(finding(bodyLine + lines[0]!, `${asked} ${text}`));
      continue;
    }
    const last = text.split(/(?<=[.!?])\s+/).at(-1) ?? '';
    asked = !item && /:\s*$/.test(last) && NAMES_TABLETS.test(normalized(last)) ? last : '';
  }
  return findings;
}

/** Whether a sentence counts tablets: in any of the forms above, or a bare count beside their name. */
const counts = (read: string) =>
  COUNTED.test(read) || ASKED.test(read) || (NAMES_TABLETS.test(read) && BARE_COUNT.test(read));

/** Each sentence that counts tablets without an amount in it. */
function countedFindings(body: string, bodyLine: number): Finding[] {
  // What names the tablets just before a sentence: the sentence before it (in its paragraph or the
  // one above), and the heading of its part of the body.
  let previous = '';
  let heading = '';
  return paragraphs(body).flatMap(({ text, starts, lines, first }): Finding[] => {
    const findings: Finding[] = [];
    if (/^\s{0,3}#{1,6}\s/.test(first)) {
      heading = text;
      previous = '';
      return findings;
    }
    // A sentence ends at . ! or ?, but not at a prescription's "Tab." or "Cap.".
    const between = /(?<=[.!?])(?<!\b(?:[Tt]ab|[Cc]ap)s?\.)\s+/g;
    let line = 0;
    for (let from = 0; from <= text.length;) {
      const gap = between.exec(text);
      const sentence = text.slice(from, gap ? gap.index : text.length);
      const start = from;
      from = gap ? gap.index + gap[0].length : text.length + 1;
      while (line + 1 < starts.length && starts[line + 1]! <= start) line += 1;
      const before = previous;
      previous = sentence;
      const read = normalized(sentence);
      // A bare count reads as tablets when they are named just before it: "Paracetamol comes as
      // tablets. Adults can take 2 every 4 hours."; "How many tablets? 2 every 4 hours."
      const named = normalized(`${heading} ${before}`);
      const bare = NAMES_TABLETS.test(named) && BARE_COUNT.test(read);
      if (!(counts(read) || bare) || AMOUNT.test(read) || (bare && AMOUNT.test(named))) continue;
      findings.push(finding(bodyLine + lines[line]!, sentence));
    }
    return findings;
  });
}

/**
 * A short field that counts tablets without their strength (the title, the summary, a takeaway):
 * an error on that field, as in the body.
 */
export function fieldDoseFindings(field: string, text: string): Finding[] {
  return doseFindings(text.replace(/\s+/g, ' '), 1).map((finding) => ({
    ...finding,
    field,
    line: undefined,
  }));
}
