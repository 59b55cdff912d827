// Parity: a translation has its original's numbers, counts in words, citations, care cards, takeaways and sections.
import { countWordsIn } from './count-words';
import { unitsIn } from './units';
import { numbersIn, outlineOf, type Section } from './outline';
import type { TranslatedText } from './fingerprint';
import type { Finding } from '../types';

/** Where a translation's fields and body are in its file. */
export type Places = { lineOf: (path: readonly PropertyKey[]) => number; bodyLine: number };

/** What one multiset has that the other lacks, both ways. */
function difference(english: readonly string[], translated: readonly string[]) {
  const lacks = [...english];
  const extra: string[] = [];
  for (const item of translated) {
    const at = lacks.indexOf(item);
    if (at === -1) extra.push(item);
    else lacks.splice(at, 1);
  }
  return { lacks, extra };
}

/** "lacks 500, 8 of the English; has 6 that the English does not", or null when they match. */
function differs(what: string, english: readonly string[], translated: readonly string[]) {
  const { lacks, extra } = difference(english, translated);
  if (lacks.length === 0 && extra.length === 0) return null;
  const parts = [
    lacks.length > 0 && `lacks ${lacks.join(', ')} of the English`,
    extra.length > 0 && `has ${extra.join(', ')} that the English does not`,
  ].filter(Boolean);
  return `its ${what} differ from the original's: it ${parts.join('; it ')}`;
}

const NUMBERS_FIX =
  'write every dose, age, threshold, duration and phone number exactly as the English has it, in digits, and no other number in digits';

const COUNTS_FIX =
  'say as often, as many and as much as the English does: "once" is "एक बार", "twice a week" "हफ़्ते में दो बार", "daily" "रोज़", "three" "तीन", "half" "आधा"';

const UNITS_FIX =
  'keep each number with its own unit: "150 minutes" is "150 मिनट", "400 mg" is "400 मिलीग्राम" or "400 mg", "5 g" is "5 ग्राम"';

/** "its numbers with their units differ...": the same number in another unit is another amount. */
const unitsDiffer = (english: string, translated: string) =>
  differs('numbers with their units', unitsIn(english, 'en'), unitsIn(translated, 'hi'));

/** "its counts in words differ...", comparing the English's count words with the translation's. */
const countsDiffer = (english: string, translated: string) =>
  differs('counts in words', countWordsIn(english, 'en'), countWordsIn(translated, 'hi'));

const describe = (section: Section) =>
  section.depth === 0 ? 'the text before the first heading' : `section "${section.heading}"`;

function sectionFindings(english: Section, translated: Section, bodyLine: number): Finding[] {
  const line = bodyLine + translated.line - 1;
  const where = `${describe(translated)} (the English ${describe(english)})`;
  const findings: Finding[] = [];
  const add = (message: string | null, fix: string) => {
    if (message)
      findings.push({
        severity: 'error',
        field: 'content',
        line,
        message: `${where}: ${message}`,
        fix,
      });
  };
  if (english.blocks.join() !== translated.blocks.join()) {
    add(
      `its blocks differ from the original's: ${translated.blocks.join(', ') || 'none'} (the English: ${english.blocks.join(', ') || 'none'})`,
      'keep every paragraph, list, list item and care card of the original, in its order',
    );
  }
  add(differs('numbers', english.numbers, translated.numbers), NUMBERS_FIX);
  add(countsDiffer(english.text, translated.text), COUNTS_FIX);
  add(unitsDiffer(english.text, translated.text), UNITS_FIX);
  add(
    differs('citations', english.citations, translated.citations),
    'keep every :cite[...] marker of the original after the same claim, with the same source ids',
  );
  add(
    differs('links', english.links, translated.links),
    'link to the same addresses as the original',
  );
  return findings;
}

/** The heading outline of a body: "## What is migraine?, ### Aura...". */
const headings = (sections: readonly Section[]) =>
  sections
    .filter((s) => s.depth > 0)
    .map((s) => `${'#'.repeat(s.depth)} ${s.heading}`)
    .join(', ');

/** The body: the same sections at the same levels, and in each the same blocks, numbers and sources. */
function bodyFindings(original: string, translation: string, bodyLine: number): Finding[] {
  const english = outlineOf(original);
  const translated = outlineOf(translation);
  const sameOutline =
    english.length === translated.length &&
    english.every((section, i) => section.depth === translated[i]!.depth);
  if (sameOutline)
    return english.flatMap((section, i) => sectionFindings(section, translated[i]!, bodyLine));
  // Sections that do not line up: the outline, and what the whole body lacks or adds.
  const all = (sections: readonly Section[], key: 'numbers' | 'citations') =>
    sections.flatMap((section) => section[key]).sort();
  const findings: Finding[] = [
    {
      severity: 'error',
      field: 'content',
      line: bodyLine,
      message: `its headings do not match the original's, level for level: ${translated.length - 1} headings (${headings(translated)}) against the English ${english.length - 1} (${headings(english)})`,
      fix: 'translate every ## and ### heading of the original, at the same level and in the same order, and add none',
    },
  ];
  for (const [key, fix] of [
    ['numbers', NUMBERS_FIX],
    ['citations', 'keep every :cite[...] marker of the original'],
  ] as const) {
    const message = differs(key, all(english, key), all(translated, key));
    if (message)
      findings.push({ severity: 'error', field: 'content', line: bodyLine, message, fix });
  }
  const whole = (sections: readonly Section[]) => sections.map((s) => s.text).join('\n');
  const counts = countsDiffer(whole(english), whole(translated));
  if (counts)
    findings.push({
      severity: 'error',
      field: 'content',
      line: bodyLine,
      message: counts,
      fix: COUNTS_FIX,
    });
  return findings;
}

/** A short field's numbers and counts in words (title, summary, picture description, one takeaway). */
function fieldFindings(
  field: string,
  english: string,
  translated: string,
  line: number,
): Finding[] {
  return [
    [differs('numbers', numbersIn(english).sort(), numbersIn(translated).sort()), NUMBERS_FIX],
    [countsDiffer(english, translated), COUNTS_FIX],
    [unitsDiffer(english, translated), UNITS_FIX],
  ].flatMap(([message, fix]) =>
    message ? [{ severity: 'error' as const, field, line, message, fix: fix! }] : [],
  );
}

/**
 * Everything in which a translation differs from its original where it must not: an error each,
 * so that a dose that differs between the languages cannot be published.
 */
export function parityFindings(
  original: TranslatedText,
  translation: TranslatedText,
  { lineOf, bodyLine }: Places,
): Finding[] {
  const findings: Finding[] = [];
  for (const field of ['title', 'excerpt', 'imageAlt'] as const)
    findings.push(...fieldFindings(field, original[field], translation[field], lineOf([field])));
  const englishPoints = original.takeaways ?? [];
  const points = translation.takeaways ?? [];
  if (englishPoints.length !== points.length) {
    findings.push({
      severity: 'error',
      field: 'takeaways',
      line: lineOf(['takeaways']),
      message: `has ${points.length} takeaways; the original has ${englishPoints.length}`,
      fix: 'translate each takeaway of the original, one for one',
    });
  } else {
    points.forEach((point, i) =>
      findings.push(
        ...fieldFindings(`takeaways.${i}`, englishPoints[i]!, point, lineOf(['takeaways', i])),
      ),
    );
  }
  findings.push(...bodyFindings(original.content, translation.content, bodyLine));
  return findings;
}
