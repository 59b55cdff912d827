// The phone numbers a page gives for getting help (emergencyNumbers), for a use and a language.
import type { Lang } from '../i18n/languages';
import { emergencyNumbers } from './settings';

/** What a number is for. */
export type NumberUse = 'emergency' | 'ambulance' | 'mental-health' | 'urgent-advice';

/** One number as a page shows it: the digits, the tel: address and what it is for, in words. */
export type CallNumber = {
  number: string;
  tel: string;
  /** Where and what for, as a button says it under the digits: "India, ambulance". */
  detail: string;
  use: NumberUse;
};

/** The regions a language's pages give numbers for: Hindi pages are for readers in India. */
const regionsIn = (lang: Lang) =>
  lang === 'hi' ? emergencyNumbers.filter((r) => r.short === 'India') : emergencyNumbers;

/** The numbers for these uses, region by region, in the order of the settings. */
export function callNumbers(uses: readonly NumberUse[], lang: Lang = 'en'): CallNumber[] {
  return regionsIn(lang).flatMap((region) =>
    region.numbers
      .filter((n) => uses.includes(n.use))
      .map((n) => ({
        number: n.number,
        tel: `tel:${n.number}`,
        detail: lang === 'hi' ? n.labelHi : `${region.short}, ${n.label}`,
        use: n.use,
      })),
  );
}

/** The numbers a call box gives: an emergency's, not the line for advice when it is not one. */
export const inCall = (use: NumberUse) => use !== 'urgent-advice';

/**
 * The numbers an urgent card gives, of those a page lists (an emergency's `numbers`; an article's
 * are the line for urgent advice only): the line for advice when it is no emergency, and a helpline
 * a crisis card sends a reader to.
 */
export const inUrgentCard = (uses: readonly NumberUse[] = ['urgent-advice']) =>
  uses.filter((use) => use === 'urgent-advice' || use === 'mental-health');

/** The uses an emergency card and the menu give: an emergency number, and an ambulance's. */
export const EMERGENCY_USES: readonly NumberUse[] = ['emergency', 'ambulance'];

/**
 * "In an emergency, call 112 in India, 911 in the US or 999 in the UK.": each region's emergency
 * number in a sentence of plain text, in the words of a language (the client dictionary's
 * `shell.emergency`), for the chat popup's one line. Hindi names India's only.
 */
export function emergencyNumbersLine(words: { line: string; or: string }, lang: Lang = 'en') {
  const parts = regionsIn(lang).flatMap((region) =>
    region.numbers
      .filter((n) => n.use === 'emergency')
      .map((n) =>
        lang === 'hi' ? `${region.regionHi} में ${n.number}` : `${n.number} in ${region.region}`,
      ),
  );
  const list =
    parts.length > 1 ? `${parts.slice(0, -1).join(', ')} ${words.or} ${parts.at(-1)}` : parts[0]!;
  return words.line.replace('{list}', list);
}
