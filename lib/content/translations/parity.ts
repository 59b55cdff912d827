// Parity: a translation has its original's numbers, counts in words, citations, care cards, takeaways and sections.
import { countWordsIn, numberWordsAsDigits } from './count-words';
import { lookalikeDigits, numbersIn } from './numbers';
import {
  amountsIn,
  hindiPeriodsOf,
  periodsBeforeNumbers,
  PERIODS,
  unitsIn,
  type Amount,
} from './units';
import { outlineOf, type Section } from './outline';
import type { TranslatedText } from './fingerprint';
import type { Finding } from '../types';
import { cached } from '../read/cache';

/** Where a translation's fields and body are in its file. */
export type Places = { lineOf: (path: readonly PropertyKey[]) => number; bodyLine: number };

/** What one multiset has that the other lacks, both ways. */
function difference(english: readonly string[], translated: readonly string[]) {
  // Counted, not searched item by item: linear in the lengths of both.
  const left = new Map<string, number>();
  for (const item of english) left.set(item, (left.get(item) ?? 0) + 1);
  const extra: string[] = [];
  for (const item of translated) {
    const count = left.get(item) ?? 0;
    if (count === 0) extra.push(item);
    else left.set(item, count - 1);
  }
  const lacks: string[] = [];
  for (const item of english) {
    const count = left.get(item) ?? 0;
    if (count > 0) {
      lacks.push(item);
      left.set(item, count - 1);
    }
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
/**
 * What an amount may be counted per in English and said elsewhere in Hindi's sentence ("4,000 mg a
 * day" is "दिन में 4,000 mg"): a time or a dose. An amount per kilogram or per decilitre is another
 * amount, and a per the Hindi adds is always refused.
 */
const SAID_ELSEWHERE = /\/(?:day|hour|week|month|dose|kg|other)$/;

/**
 * What an amount is counted per, wherever the sentence says it: per kilogram of body weight, per
 * dose. Each language's ways of saying it, counted in a section or field, must agree, so a per the
 * Hindi adds ("(प्रति किलो वज़न)", "शरीर के हर किलो वज़न पर") or drops is refused while its place
 * in the sentence may differ.
 */
const PER_SAID: [name: string, english: RegExp, hindi: RegExp][] = [
  [
    'per kilogram',
    /(?:\bper|\/|\bfor each|\bevery)\s*(?:kg|kilo(?:gram)?s?)\b/giu,
    /(?:प्रति|\/|हर|प्रत्येक)\s*(?:किलो(?:ग्राम)?|किग्रा|कि\.?\s?ग्रा\.?|kg)|किलो(?:ग्राम)?\s+(?:वज़न|वजन)\s+(?:पर|के\s+हिसाब\s+से)/gu,
  ],
  [
    'per dose',
    /\b(?:per|each|every)\s+dose\b|\bin\s+(?:one|a|a single)\s+dose\b/giu,
    /(?:प्रति|हर|प्रत्येक)\s+खुराक|एक\s+(?:ही\s+)?खुराक\s+में/gu,
  ],
];

function perSaidDiffers(english: string, translated: string): string | null {
  for (const [name, en, hi] of PER_SAID) {
    const [theirs, ours] = [english.match(en)?.length ?? 0, translated.match(hi)?.length ?? 0];
    if (theirs !== ours)
      return `what its amounts are counted per differs from the original's: it says ${name} ${ours} times where the English says it ${theirs} times`;
  }
  return null;
}

function unitsDiffer(english: string, translated: string): string | null {
  const ours = unitsIn(numberWordsAsDigits(translated, 'hi'), 'hi');
  const left = new Map<string, number>();
  for (const unit of ours) left.set(unit, (left.get(unit) ?? 0) + 1);
  const take = (unit: string) => {
    const count = left.get(unit) ?? 0;
    if (count > 0) left.set(unit, count - 1);
    return count > 0;
  };
  const theirs = unitsIn(numberWordsAsDigits(english, 'en'), 'en').map((unit) => {
    if (take(unit)) return unit;
    const bare = unit.replace(SAID_ELSEWHERE, '');
    return bare !== unit && take(bare) ? bare : unit;
  });
  return differs('numbers with their units', theirs.sort(), ours);
}

const ORDER_FIX =
  'keep each number in the paragraph, list item and sentence the English has it in (a sentence may be split in two or two joined), and numbers of one kind (milligrams, minutes) in the order the English gives them';

const PERIODS_FIX =
  'keep each age and duration in the days, weeks, months or years the English gives ("6 months" is "6 महीने"); an age the English gives without a period may say साल ("under 16" is "16 साल से कम")';

/** Each kind of amount's numbers, in their order: `mg` → 1000, 500. */
function byUnit(amounts: readonly Amount[]): Map<string, string[]> {
  const kinds = new Map<string, string[]>();
  for (const { number, unit } of amounts) {
    const numbers = kinds.get(unit);
    if (numbers) numbers.push(number);
    else kinds.set(unit, [number]);
  }
  return kinds;
}

const amountsSaid = (unit: string, numbers: readonly string[]) =>
  numbers.map((number) => (unit ? `${number} ${unit}` : number)).join(', ');

/**
 * "its numbers come in another order...": amounts of one unit or period that trade places (two
 * doses in milligrams, "12 months if under 35, 6 months if older") say another thing, even where
 * each is kept. Units may come in another order (Hindi puts "every 4 hours" before "2 tablets"),
 * and so may numbers without a unit ("1 in 3" is "3 में से 1"): those keep their sentence.
 */
function orderDiffers(english: string, translated: string): string | null {
  const ours = byUnit(amountsIn(translated, 'hi'));
  // A period is read in Hindi after its number, across the words between (hindiPeriodsOf).
  for (const period of PERIODS) ours.delete(period);
  for (const { number, period } of hindiPeriodsOf(translated)) {
    if (period === null) continue;
    const numbers = ours.get(period);
    if (numbers) numbers.push(number);
    else ours.set(period, [number]);
  }
  const theirUnits = byUnit(amountsIn(english, 'en'));
  for (const [unit, numbers] of theirUnits) {
    // Numbers without a unit may: "1 in 3" is "3 में से 1"; each keeps its sentence.
    if (unit === '') continue;
    let theirs = ours.get(unit) ?? [];
    // The years Hindi adds to an age the English gives without them ("from age 25" is "25 साल
    // की उम्र से") are no amount of the English's: left out before the order is compared.
    if (unit === 'year') {
      const ages = [...(theirUnits.get('') ?? [])];
      theirs = theirs.filter((number) => {
        const at = ages.indexOf(number);
        if (at === -1 || numbers.includes(number)) return true;
        ages.splice(at, 1);
        return false;
      });
    }
    const sameNumbers = [...numbers].sort().join() === [...theirs].sort().join();
    if (sameNumbers && numbers.join() !== theirs.join())
      return `its numbers come in another order: ${amountsSaid(unit, theirs)} where the English has ${amountsSaid(unit, numbers)}`;
  }
  return null;
}

/**
 * "its periods differ...": an age or a duration in other periods (16 years as 16 महीने, 3 days as
 * 3 हफ़्ते). A period the Hindi puts after a number must be the English's for that number; Hindi
 * may add the years an English age leaves unsaid ("under 16" is "16 साल से कम"), no other period.
 */
/** One spelling of each period, to name in a message. */
const HINDI_PERIOD_EXAMPLES: Record<string, string> = {
  day: 'दिन',
  week: 'हफ़्ते',
  month: 'महीने',
  year: 'साल',
};

function periodsDiffer(englishText: string, translatedText: string): string | null {
  // Numbers in words count as numbers in digits here ("two weeks" is 2 weeks).
  const english = numberWordsAsDigits(englishText, 'en');
  const translated = numberWordsAsDigits(translatedText, 'hi');
  const theirs = [
    ...amountsIn(english, 'en').filter(({ unit }) => unit === '' || PERIODS.has(unit)),
    ...periodsBeforeNumbers(english),
  ];
  const unmatched = [...theirs];
  const take = (number: string, unit: string) => {
    const at = unmatched.findIndex((amount) => amount.number === number && amount.unit === unit);
    if (at !== -1) unmatched.splice(at, 1);
    return at !== -1;
  };
  const said = (number: string) =>
    theirs
      .filter((amount) => amount.number === number)
      .map(({ unit }) => (unit ? `${number} ${unit}` : `${number} with no period`))
      .join(', ') || 'no such number';
  for (const { number, period } of hindiPeriodsOf(translated)) {
    if (period === null || take(number, period) || (period === 'year' && take(number, '')))
      continue;
    return `its periods differ from the original's: it has ${number} ${period} where the English has ${said(number)}`;
  }
  // Each period the English gives a number is next to that number in Hindi too: a word the check
  // does not read as a period ("16 माहों", "2 पखवाड़े") leaves it unsaid.
  const unsaid = unmatched.find(({ unit }) => PERIODS.has(unit));
  if (unsaid)
    return `its periods differ from the original's: the English has ${unsaid.number} ${unsaid.unit}, and it gives ${unsaid.number} no ${unsaid.unit} (write the period after the number, in a spelling such as ${HINDI_PERIOD_EXAMPLES[unsaid.unit]})`;
  return null;
}

/** The start of a paragraph, to name it. */
const opening = (run: string) => {
  const words = run.replace(/\s+/g, ' ').trim();
  return words.length > 40 ? `${words.slice(0, 40)}…` : words;
};

/** A paragraph's sentences: after a full stop, a danda, a question or an exclamation mark. */
const sentencesOf = (run: string) => run.split(/(?<=[.!?।॥])\s+/);

/**
 * "in the sentence "…", its numbers differ...": each number in the sentence the English has it in.
 * The two languages' sentences are read side by side, a sentence of one taken together with the
 * next while its numbers are fewer than the other's, so that a sentence split in two or two joined
 * pass, and a number moved to another sentence, or two that trade sentences, do not.
 */
function sentenceDiffers(english: string, translated: string): string | null {
  const theirs = sentencesOf(english);
  const ours = sentencesOf(translated);
  let [i, j] = [0, 0];
  /** The sentences read together, each as its numbers in order. */
  let group = {
    english: [] as string[][],
    ours: [] as string[][],
    words: [] as string[],
    englishWords: [] as string[],
  };
  // What the group's English holds that its translation does not (above 0), and the other way
  // round (below 0), kept as each sentence is taken: linear in the number of sentences.
  let balance = new Map<string, number>();
  let [lacking, extra] = [0, 0];
  const count = (tokens: readonly string[], by: 1 | -1) => {
    for (const token of tokens) {
      const before = balance.get(token) ?? 0;
      const after = before + by;
      balance.set(token, after);
      if (before === 0 && after > 0) lacking += 1;
      else if (before === 0) extra += 1;
      else if (after === 0 && before > 0) lacking -= 1;
      else if (after === 0) extra -= 1;
    }
  };
  const take = (side: 'english' | 'ours') => {
    if (side === 'english') {
      group.englishWords.push(theirs[i]!);
      const held = heldIn(theirs[i++]!, 'en');
      group.english.push(held);
      count(held, 1);
    } else {
      group.words.push(ours[j]!);
      const held = heldIn(ours[j++]!, 'hi');
      group.ours.push(held);
      count(held, -1);
    }
  };
  const where = () => `in the sentence "${opening(group.words.join(' '))}"`;
  const outOfOrder = () =>
    joinedInOrder(group.english, group.ours, { english: group.englishWords, ours: group.words })
      ? null
      : `${where()}, the numbers of sentences joined in one come in another order: ${group.ours.flat().join(', ')} where the English has ${group.english.map((numbers) => numbers.join(', ')).join('; ')}`;
  while (i < theirs.length || j < ours.length) {
    if (lacking === 0 && extra === 0) {
      const order = outOfOrder();
      if (order) return order;
      group = { english: [], ours: [], words: [], englishWords: [] };
      balance = new Map();
      if (i < theirs.length) take('english');
      if (j < ours.length) take('ours');
    } else if (extra === 0 && j < ours.length) take('ours');
    else if (lacking === 0 && i < theirs.length) take('english');
    else break;
  }
  const numbers = differs('numbers', group.english.flat().sort(), group.ours.flat().sort());
  return numbers ? `${where()}, ${numbers}` : outOfOrder();
}

/** What a sentence must keep in its place: its numbers, and its counts in words (`1×/week`). */
const heldIn = (sentence: string, language: 'en' | 'hi') => [
  ...numbersIn(sentence),
  ...countWordsIn(sentence, language).map((count) => `"${count}" in words`),
];
const COUNTED = /" in words$/;

/** The clauses of a sentence: between commas, semicolons and the words that join two (and, और...). */
const clausesOf = (sentence: string) =>
  sentence.split(/[,;:–—]|\s(?:and|but|then|और|तथा|एवं|लेकिन|पर|फिर)\s/u);

/** The same tokens, whatever their order. */
const sameTokens = (a: readonly string[], b: readonly string[]) =>
  [...a].sort().join() === [...b].sort().join();

/**
 * Sentences of one language joined in one of the other keep their order: the first sentence's
 * numbers come first ("15 days. 10 days." joined is "15 days, and 10 days", not "10..., 15...");
 * and where the joined sentence's clauses line up with the sentences, each clause holds its
 * sentence's numbers and counts in words ("2 tablets once a day. 1 tablet twice a day." is never
 * "twice 2 tablets, and once 1 tablet").
 */
function joinedInOrder(
  english: string[][],
  ours: string[][],
  texts: { english: string[]; ours: string[] },
): boolean {
  // Numbers first: counts in words have no place of their own in a sentence ("once" may end it).
  const numbers = (side: string[][]) =>
    side.map((held) => held.filter((token) => !COUNTED.test(token)));
  const [many, one] = [english, ours].map((side) =>
    numbers(side).filter((held) => held.length > 0),
  );
  // Split in one language and joined in the other at once: no sentence of either keeps its own.
  if (many!.length > 1 && one!.length > 1) return false;
  const split = many!.length > 1 && one!.length === 1;
  const [parts, whole] = split
    ? [many!, one![0]!]
    : one!.length > 1 && many!.length === 1
      ? [one!, many![0]!]
      : [[], []];
  let at = 0;
  for (const part of parts) {
    const chunk = whole.slice(at, at + part.length);
    if (!sameTokens(chunk, part)) return false;
    at += part.length;
  }
  if (parts.length === 0) return true;
  // Then the counts, clause by clause, where the clauses of the joined sentence line up.
  const [sentences, language, joined] = split
    ? [english, 'hi' as const, texts.ours.join(' ')]
    : [ours, 'en' as const, texts.english.join(' ')];
  const held = sentences.filter((tokens) => tokens.length > 0);
  const clauses = clausesOf(joined)
    .map((clause) => heldIn(clause, language))
    .filter((tokens) => tokens.length > 0);
  if (clauses.length !== held.length) return true;
  return held.every((tokens, k) => sameTokens(tokens, clauses[k]!));
}

/**
 * Each paragraph and list item against the English's: each number in its sentence, and numbers of
 * one kind in the same order. Only where the section as a whole has the English's numbers and
 * blocks (else that is said).
 */
function runFindings(english: Section, translated: Section): [string, string][] {
  if (english.runs.length !== translated.runs.length)
    return [
      [
        `its paragraphs differ from the original's: ${translated.runs.length} paragraphs, list items and headings (the English: ${english.runs.length})`,
        'keep each paragraph and list item of the original as one paragraph or list item',
      ],
    ];
  return english.runs.flatMap((run, i): [string, string][] => {
    const ours = translated.runs[i]!;
    const order = orderDiffers(run, ours);
    const periods = periodsDiffer(run, ours);
    const message = sentenceDiffers(run, ours) ?? (order && `in "${opening(ours)}", ${order}`);
    if (message) return [[message, ORDER_FIX]];
    return periods ? [[`in "${opening(ours)}", ${periods}`, PERIODS_FIX]] : [];
  });
}

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
  const numbers = differs('numbers', english.numbers, translated.numbers);
  const counts = countsDiffer(english.text, translated.text);
  add(numbers, NUMBERS_FIX);
  add(counts, COUNTS_FIX);
  // Where each number and count stands, once the section has them all.
  if (!numbers && !counts && english.blocks.join() === translated.blocks.join())
    for (const [message, fix] of runFindings(english, translated)) add(message, fix);
  add(unitsDiffer(english.text, translated.text), UNITS_FIX);
  add(perSaidDiffers(english.text, translated.text), UNITS_FIX);
  add(
    differs('citations', english.citations, translated.citations),
    'keep every :cite[...] marker of the original after the same claim, with the same source ids',
  );
  add(
    differs('links', english.links, translated.links),
    'link to the same addresses as the original, each with the same number in its text (a phone link shows the number it calls), and show the same pictures',
  );
  if (english.embeds.join() !== translated.embeds.join())
    add(
      `its embedded emergencies differ from the original's: ${translated.embeds.join(', ') || 'none'} (the English: ${english.embeds.join(', ') || 'none'})`,
      'keep every ::first-aid[...] line of the original, with the same id, in the same place',
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
  // A number only a tooltip shows is a number a phone's reader never sees.
  const tooltips: Finding[] = translated.flatMap((section) =>
    section.tooltips.map((title) => ({
      severity: 'error' as const,
      field: 'content',
      line: bodyLine + section.line - 1,
      message: `has a number in a link's or picture's title, a tooltip a phone never shows: "${title.slice(0, 80)}"`,
      fix: 'write the number in the text, where every reader sees it, and leave the title without one',
    })),
  );
  return [...tooltips, ...sectionsFindings(english, translated, bodyLine)];
}

function sectionsFindings(
  english: readonly Section[],
  translated: readonly Section[],
  bodyLine: number,
): Finding[] {
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
  const numbers = differs('numbers', numbersIn(english).sort(), numbersIn(translated).sort());
  const counts = countsDiffer(english, translated);
  // Where each number and count stands, once the field has them all: a field of two sentences
  // (a takeaway, a summary) keeps each in its sentence, as the body does.
  const sentence = numbers || counts ? null : sentenceDiffers(english, translated);
  return [
    [numbers, NUMBERS_FIX],
    [counts, COUNTS_FIX],
    [sentence ?? orderDiffers(english, translated), ORDER_FIX],
    [periodsDiffer(english, translated), PERIODS_FIX],
    [unitsDiffer(english, translated), UNITS_FIX],
    [perSaidDiffers(english, translated), UNITS_FIX],
  ].flatMap(([message, fix]) =>
    message ? [{ severity: 'error' as const, field, line, message, fix: fix! }] : [],
  );
}

/**
 * A short translated phrase against its English (a category's name, a team member's role): the
 * same numbers, counts, units and periods, and no look-alike beside a number.
 */
export function phraseParity(
  field: string,
  english: string,
  translated: string,
  line: number,
): Finding[] {
  return [
    ...fieldFindings(field, english, translated, line),
    ...lookalikeDigits(translated).map(({ said }) => lookalikeFinding(field, line, said)),
  ];
}

const lookalikeFinding = (field: string, line: number, said: string): Finding => ({
  severity: 'error',
  field,
  line,
  message: `has a character that reads as a digit beside a number: ${said}`,
  fix: 'write the number in digits alone, with a space before any word, as the English has it',
});

/** A letter that reads as a digit beside a number, in any field of the translation: an error each. */
function lookalikeFindings(
  translation: TranslatedText,
  lineOf: Places['lineOf'],
  bodyLine: number,
): Finding[] {
  const fields: [string, string, number][] = [
    ['title', translation.title, lineOf(['title'])],
    ['excerpt', translation.excerpt, lineOf(['excerpt'])],
    ['imageAlt', translation.imageAlt, lineOf(['imageAlt'])],
    ...(translation.takeaways ?? []).map((point, i): [string, string, number] => [
      `takeaways.${i}`,
      point,
      lineOf(['takeaways', i]),
    ]),
    ['content', translation.content, bodyLine],
  ];
  return fields.flatMap(([field, text, line]) => {
    const found = lookalikeDigits(text);
    // The first few name their lines; the rest are counted (each line found is a scan of the text).
    const named = found
      .slice(0, MOST_NAMED)
      .map(({ at, said }) =>
        lookalikeFinding(
          field,
          field === 'content' ? bodyLine + text.slice(0, at).split('\n').length - 1 : line,
          said,
        ),
      );
    const more = found.length - named.length;
    if (more > 0)
      named.push({
        ...named.at(-1)!,
        message: `has ${more} more characters that read as digits beside numbers, after those named`,
      });
    return named;
  });
}

/** How many look-alikes of one field are named one by one. */
const MOST_NAMED = 20;

/**
 * Everything in which a translation differs from its original where it must not: an error each,
 * so that a dose that differs between the languages cannot be published.
 */
export function parityFindings(
  original: TranslatedText,
  translation: TranslatedText,
  { lineOf, bodyLine }: Places,
): Finding[] {
  const findings: Finding[] = lookalikeFindings(translation, lineOf, bodyLine);
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
  // The body's findings are the most work of a check, and kept in the content cache.
  const body = cached<Finding[]>('parity', [original.content, translation.content, `${bodyLine}`]);
  findings.push(
    ...(body.read() ?? body.write(bodyFindings(original.content, translation.content, bodyLine))),
  );
  return findings;
}
