// Numbers with their units ("150 minutes", "150 मिनट", "400 mg"): a translation that keeps a
// number but changes its unit (minutes to seconds, milligrams to grams) says another amount.
import { asciiDigits, NUMBER, plainNumber } from './numbers';

type UnitLanguage = 'en' | 'hi';

/**
 * Each unit's spellings, English and Hindi (as plainHindi spells it), and the name it is compared
 * by: doses, amounts, durations, ages. A longer spelling comes before a shorter one it starts with
 * (दिनों before दिन). Tablets are not among them: English puts words between the number and the
 * tablets ("4 or 5 glucose tablets"), Hindi does not.
 */
const UNITS: [name: string, english: string, hindi: string][] = [
  ['second', 'seconds?|secs?', 'सेकंडों|सेकेंडों|सेकंडो|सेकंड|सेकेंड'],
  ['minute', 'minutes?|mins?', 'मिनटों|मिनटो|मिनट'],
  ['mcg', 'mcg|micrograms?|µg', 'माइक्रोग्राम|mcg|µg'],
  // The Hindi abbreviations with dots (मि.ग्रा., कि.ग्रा., ग्रा., मि.ली.) end at their dot, or
  // without it where no dot follows: a letter after the dot is another word.
  ['mg', 'mg|milligrams?', 'मिलीग्राम|मिलिग्राम|एमजी|mg|मिग्रा|मि\\. ?ग्रा(?:\\.|(?!\\.))'],
  ['kg', 'kg|kilograms?|kilos?', 'किलोग्राम|किलो|kg|किग्रा|कि\\. ?ग्रा(?:\\.|(?!\\.))'],
  ['g', 'g|grams?', 'ग्राम|g|ग्रा\\.'],
  ['ml', 'ml|millilitres?|milliliters?', 'मिलीलीटर|मिलिलीटर|एमएल|ml|मिली|मि\\. ?ली(?:\\.|(?!\\.))'],
  ['litre', 'l|litres?|liters?', 'लीटर|l'],
  ['mmol', 'mmol|millimoles?', 'mmol|मिलीमोल'],
  ['hour', 'hours?|hrs?', 'घंटों|घंटो|घंटे|घंटा'],
  ['iu', 'iu|international units?', 'iu|आईयू|अंतरराष्ट्रीय यूनिट'],
  ['unit', 'units?', 'यूनिटों|यूनिट|इकाइयों|इकाइयां|इकाई'],
  ['celsius', '°\\s?c|degrees? c(?:elsius)?|celsius', '°\\s?c|डिग्री सेल्सियस|डिग्री सेंटीग्रेड'],
  ['fahrenheit', '°\\s?f|degrees? f(?:ahrenheit)?|fahrenheit', '°\\s?f|डिग्री फारेनहाइट'],
  ['percent', '%|per ?cent', '%|प्रतिशत|फीसदी|परसेंट|पर्सेंट'],
  ['mmhg', 'mm ?hg', 'mm ?hg'],
  ['kcal', 'kcal|kilocalories?|calories?', 'kcal|किलो ?कैलोरी|कैलोरी'],
  ['cm', 'cm|centimet(?:re|er)s?', 'cm|सेमी|सेंटीमीटर'],
  ['day', 'days?', 'दिनों|दिनो|दिन|दिवसों|दिवसो|दिवस'],
  ['week', 'weeks?', 'हफ्तों|हफ्तो|हफ्ते|हफ्ता|सप्ताहों|सप्ताहो|सप्ताह'],
  ['month', 'months?', 'महीनों|महीनो|महीने|महीना|महिनों|महिनो|महिने|महिना|माहों|माहो|माह|मासों|मासो|मास'],
  ['year', 'years?|yrs?', 'सालों|सालो|साल|वर्षों|वर्षो|वर्ष|बरसों|बरसो|बरस'],
];

/**
 * The periods of ages and durations: compared number by number, not as amounts, because the two
 * languages put them differently ("aged 50" is "50 साल की उम्र": Hindi adds the years the English
 * leaves unsaid).
 */
export const PERIODS = new Set(['day', 'week', 'month', 'year']);

/**
 * What an amount is counted per: `mg/dL`, `mg per kg`, `mg प्रति किलो`, `mmol/L`, `mg/day`. After a
 * sign of "per" (a slash of any kind, per, प्रति), any word is what it is counted per: one of these
 * by its name, another as "some other" (so that a Hindi `mg/किसी` the English does not have is
 * refused); after the English "a" or "an", only one of these ("500 mg a day").
 */
const PER: [name: string, english: string, hindi: string][] = [
  ['dl', 'dl|decilitres?|deciliters?', 'dl|डीएल|डेसीलीटर'],
  ['l', 'l|litres?|liters?', 'l|लीटर'],
  ['kg', 'kg|kilograms?|kilos?', 'kg|किलोग्राम|किलो|किग्रा|कि\\. ?ग्रा\\.?'],
  ['mol', 'mol', 'mol'],
  ['day', 'day|daily', 'day|दिन|रोज़|रोज|रोज़ाना|रोजाना'],
  ['hour', 'hours?|hr', 'hour|घंटा|घंटे'],
  ['week', 'weeks?', 'week|हफ़्ता|हफ्ता|हफ़्ते|हफ्ते|सप्ताह'],
  ['month', 'months?', 'month|महीना|महीने|माह'],
  ['dose', 'doses?', 'dose|खुराक'],
];
/** A slash of any kind (/, ∕, ⁄, ／). */
const SLASH = '[/\\u2215\\u2044\\uFF0F]';
const perPattern = (language: UnitLanguage) =>
  language === 'en'
    ? `(?:\\)? ?(?:${SLASH}|per) ?([\\p{L}\\p{M}.]+)| (?:a|an) (${PER.map((per) => per[1]).join('|')})(?![\\p{L}\\p{M}]))?`
    : `(?:\\)? ?(?:${SLASH}|प्रति) ?([\\p{L}\\p{M}.]+))?`;

/** The name a per is compared by: one of PER's, or "other". */
function perName(word: string): string {
  const found = PER.find(([, en, hi]) => new RegExp(`^(?:${en}|${hi})\\.?$`, 'iu').test(word));
  return found?.[0] ?? 'other';
}

/** A number, with its unit where it has one; or any other number character (Ⅲ). */
const pattern = (language: UnitLanguage) =>
  new RegExp(
    `(${NUMBER.source})(?:[ -]?(?:${UNITS.map((unit) => `(${language === 'en' ? unit[1] : unit[2]})`).join('|')})${perPattern(language)}(?![\\p{L}\\p{M}]))?|(?![0-9])\\p{N}`,
    'giu',
  );
const PATTERNS = { en: pattern('en'), hi: pattern('hi') };

/** A number of a text and what it counts: `{ number: '150', unit: 'minute' }`; unit '' for none. */
export type Amount = { number: string; unit: string };

/** Words that may stand between a Hindi number and its period: "5 से ज़्यादा दिन", "3 पूरे हफ़्ते". */
const BETWEEN = new Set(
  'से ज्यादा अधिक कम तक ही भी पूरे पूरा पूरी के का की लगभग करीब तकरीबन और या - –'.split(' '),
);
/** An ordinal's ending, written on its number: "12वें हफ़्ते" (as plainHindi spells it). */
const ORDINAL = /^(?:वां|वीं|वें|वे|वा|वी|th|st|nd|rd)$/;
const PERIOD_WORDS = UNITS.filter(([name]) => PERIODS.has(name)).map(
  ([name, , hindi]) => [name, new RegExp(`^(?:${hindi})$`, 'iu')] as const,
);
const SENTENCE_END = /[।॥.!?;:]/;

/**
 * Each number of a Hindi text, with the period it is counted in: the first period word after it,
 * across the words that may stand between (से, ज़्यादा, पूरे...) and an ordinal's ending, within its
 * sentence and before any other number; null where another word comes first ("2 गोलियां, दिन में"
 * gives 2 no period).
 */
export function hindiPeriodsOf(text: string): { number: string; period: string | null }[] {
  const plain = asciiDigits(text);
  return [...plain.matchAll(new RegExp(NUMBER.source, 'gu'))].map((match) => {
    const from = match.index! + match[0].length;
    const rest = plain.slice(from, from + 120).split(SENTENCE_END)[0]!;
    // The first word: an ending written on the number ("12वें"), or the next word.
    const words = rest
      .replace(/[,()"'“”‘’]/g, ' ')
      .trim()
      .split(/\s+/u);
    let period: string | null = null;
    for (const [i, word] of words.slice(0, 6).entries()) {
      const found = PERIOD_WORDS.find(([, spelling]) => spelling.test(word));
      if (found) {
        period = found[0];
        break;
      }
      const attached = i === 0 && !/^\s/.test(rest);
      if (/\d/.test(word) || !(BETWEEN.has(word) || (attached && ORDINAL.test(word)))) break;
    }
    // Or the period before it, where nothing follows in its sentence, as a heading of a day or a
    // week writes it ("दिन 3", "हफ़्ता 12:"); not "हर दिन 30 मिनट", whose number counts minutes,
    // nor "हर हफ़्ते 1 से 2 पाउंड".
    if (period || words.some(Boolean)) return { number: plainNumber(match[0]), period };
    const before = plain
      .slice(Math.max(0, match.index! - 40), match.index)
      .trimEnd()
      .split(/\s+/)
      .at(-1);
    period ??= PERIOD_WORDS.find(([, spelling]) => spelling.test(before ?? ''))?.[0] ?? null;
    return { number: plainNumber(match[0]), period };
  });
}

/** An English period before its number: "week 12", "day 3" (the 12th week, the 3rd day). */
export function periodsBeforeNumbers(text: string): Amount[] {
  const pattern = new RegExp(`\\b(day|week|month|year)s? (${NUMBER.source})`, 'giu');
  return [...asciiDigits(text).matchAll(pattern)].map((match) => ({
    number: plainNumber(match[2]!),
    unit: match[1]!.toLowerCase(),
  }));
}

/** The numbers of a text in their order, each with its unit ("150 मिनट" is 150 minute). */
export function amountsIn(text: string, language: UnitLanguage): Amount[] {
  return [...asciiDigits(text).matchAll(PATTERNS[language])].map((match) => {
    const number = plainNumber(match[1] ?? match[0]);
    const groups = match.slice(2, 2 + UNITS.length);
    const at = groups.findIndex((group) => group !== undefined);
    if (at === -1) return { number, unit: '' };
    const name = UNITS[at]![0];
    // A period counted per another ("3 days a week") is a period: compared as one, number by number.
    const per = PERIODS.has(name)
      ? undefined
      : (match[2 + UNITS.length] ?? match[3 + UNITS.length]);
    return { number, unit: `${name}${per ? `/${perName(per)}` : ''}` };
  });
}

/** The text's numbers that carry a unit other than a period, as "150 minute", sorted. */
export function unitsIn(text: string, language: UnitLanguage): string[] {
  return amountsIn(text, language)
    .filter((amount) => amount.unit !== '' && !PERIODS.has(amount.unit))
    .map(({ number, unit }) => `${number} ${unit}`)
    .sort();
}
