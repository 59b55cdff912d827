// Numbers with their units ("150 minutes", "150 मिनट", "400 mg"): a translation that keeps a
// number but changes its unit (minutes to seconds, milligrams to grams) says another amount.
import { asciiDigits, numbersIn } from './outline';
import { plainHindi } from './count-words';

type UnitLanguage = 'en' | 'hi';

/**
 * Each unit's spellings, English and Hindi (as plainHindi spells it), and the name it is compared
 * by: doses, amounts and the short durations of first aid and exercise. Ages, days, weeks and years
 * are left out: the two languages put them differently ("aged 50", "50 साल की उम्र"), and a number
 * of them is compared as a number.
 */
const UNITS: [name: string, english: string, hindi: string][] = [
  ['second', 'seconds?|secs?', 'सेकंड|सेकेंड'],
  ['minute', 'minutes?|mins?', 'मिनट|मिनटों'],
  ['mcg', 'mcg|micrograms?|µg', 'माइक्रोग्राम|mcg'],
  ['mg', 'mg|milligrams?', 'मिलीग्राम|mg'],
  ['kg', 'kg|kilograms?|kilos?', 'किलोग्राम|किलो|kg'],
  ['g', 'g|grams?', 'ग्राम|g'],
  ['ml', 'ml|millilitres?|milliliters?', 'मिलीलीटर|ml'],
  ['litre', 'l|litres?|liters?', 'लीटर|l'],
  ['mmol', 'mmol|millimoles?', 'mmol|मिलीमोल'],
  ['hour', 'hours?|hrs?', 'घंटे|घंटा|घंटों'],
];

/** What an amount is counted per: `mg/dL`, `mg per kg`, `mg प्रति किलो`, `mmol/L`. */
const PER: [name: string, english: string, hindi: string][] = [
  ['dl', 'dl|decilitres?|deciliters?', 'dl|डेसीलीटर'],
  ['l', 'l|litres?|liters?', 'l|लीटर'],
  ['kg', 'kg|kilograms?|kilos?', 'kg|किलोग्राम|किलो'],
  ['mol', 'mol', 'mol'],
];
const perPattern = (language: UnitLanguage) =>
  `(?: ?(?:/|${language === 'en' ? 'per|a|an' : 'प्रति'}) ?(${PER.map((per) => (language === 'en' ? per[1] : per[2])).join('|')}))?`;

const pattern = (language: UnitLanguage) =>
  new RegExp(
    `(\\d+(?:[.,]\\d+)*)[ -]?(${UNITS.map((unit) => `(${language === 'en' ? unit[1] : unit[2]})`).join('|')})${perPattern(language)}(?![\\p{L}\\p{M}])`,
    'giu',
  );
const PATTERNS = { en: pattern('en'), hi: pattern('hi') };

/** The text's numbers that carry a unit, as "150 minute", sorted. */
export function unitsIn(text: string, language: UnitLanguage): string[] {
  const plain = asciiDigits(language === 'hi' ? plainHindi(text) : text);
  return [...plain.matchAll(PATTERNS[language])]
    .map((match) => {
      const groups = match.slice(3, 3 + UNITS.length);
      const unit = UNITS[groups.findIndex((group) => group !== undefined)]![0];
      const per = match[3 + UNITS.length];
      const perName = per
        ? PER.find(([, en, hi]) => new RegExp(`^(?:${en}|${hi})$`, 'iu').test(per))?.[0]
        : undefined;
      return `${numbersIn(match[1]!)[0]} ${unit}${perName ? `/${perName}` : ''}`;
    })
    .sort();
}
