// The fingerprint of an English article's words: what a translation says it was made from.
import { createHash } from 'node:crypto';

/** The parts of an article a translation carries over; dates, sources and tags are not among them. */
export type TranslatedText = {
  title: string;
  excerpt: string;
  takeaways?: readonly string[];
  imageAlt: string;
  /** The markdown body. */
  content: string;
};

/**
 * 16 hex digits of the SHA-256 of the words a reader reads: title, summary, takeaways, picture
 * description and body (Unicode NFC, line ends and trailing spaces ignored). Any change to them,
 * even one digit of a dose, gives another fingerprint.
 */
export function fingerprintOf(text: TranslatedText): string {
  const tidy = (value: string) =>
    value
      .normalize('NFC')
      .replace(/\r\n?/g, '\n')
      .replace(/[ \t]+$/gm, '')
      .trim();
  const parts = [text.title, text.excerpt, ...(text.takeaways ?? []), text.imageAlt, text.content];
  return createHash('sha256')
    .update(JSON.stringify(parts.map(tidy)))
    .digest('hex')
    .slice(0, 16);
}

/**
 * 16 hex digits of everything a translation's reader reads of it: its words (fingerprintOf) and the
 * other fields its page shows (tags, an emergency's names, and its trail: how, when and by whom it
 * was translated, back-translated and read). The record binds a translation to its check with it:
 * a change to any of them needs a check.
 */
export function translationFingerprintOf(text: TranslatedText, shown: readonly string[]): string {
  return createHash('sha256')
    .update(
      JSON.stringify([fingerprintOf(text), ...shown.map((value) => value.normalize('NFC').trim())]),
    )
    .digest('hex')
    .slice(0, 16);
}

/** What a translation's page says of how it was made: the trail, bound with its words. */
export type Trail = {
  translated: string;
  translatedBy: string;
  method: string;
  backTranslation: { checked: string; method: string };
  reviewedBy?: string;
  reviewed?: string;
};

/** The trail as the fields the page shows: how, when and by whom it was translated, checked and read. */
export const trailShown = (trail: Trail): string[] => [
  `translated ${trail.translated} by ${trail.translatedBy} (${trail.method})`,
  `back-translation ${trail.backTranslation.checked} (${trail.backTranslation.method})`,
  `reviewed ${trail.reviewed ?? ''} by ${trail.reviewedBy ?? ''}`,
];

/** A card block: from its `:::level` line to its closing `:::`. */
const CARD = /^[ \t]*:{3,}[ \t]*[A-Za-z][\s\S]*?^[ \t]*:{3,}[ \t]*$/gm;

/**
 * 16 hex digits of what a reader acts on: every care card as written, every embedded emergency
 * (`::first-aid[...]`), and every sentence with a digit in it, in any script (doses, ages, thresholds, times),
 * in the title, summary, takeaways and body. A translation made from other words than these is never
 * published: its reader would act on advice the English no longer gives.
 */
export function safetyFingerprintOf(text: TranslatedText): string {
  const cards = text.content.match(CARD) ?? [];
  const embeds = text.content.match(/^::first-aid\[[^\]\n]*\][ \t]*$/gm) ?? [];
  const sentences = [
    text.title,
    text.excerpt,
    ...(text.takeaways ?? []),
    text.imageAlt,
    text.content,
  ]
    .flatMap((part) =>
      part
        .replace(CARD, ' ')
        // A list item's number ("7. Give...") is no number of the text.
        .replace(/^[ \t]*(?:\d+[.)]|[-*+])[ \t]+/gm, '')
        .split(/(?<=[.!?:])\s+|\n+/),
    )
    .filter((sentence) => /\p{Nd}/u.test(sentence));
  const tidy = (value: string) => value.normalize('NFC').replace(/\s+/g, ' ').trim();
  return createHash('sha256')
    .update(JSON.stringify([...cards, ...embeds, ...sentences].map(tidy)))
    .digest('hex')
    .slice(0, 16);
}

/**
 * A published translation whose English has changed where a reader acts on it (or that does not
 * say what it was made from there): an error, so that it is never shown stale. A draft waits.
 */
export function careFindings(
  english: TranslatedText,
  careFrom: string | undefined,
  where: string,
): { severity: 'error'; field: string; message: string; fix: string }[] {
  const now = safetyFingerprintOf(english);
  if (careFrom === now) return [];
  return [
    {
      severity: 'error',
      field: 'careFrom',
      message:
        careFrom === undefined
          ? `is missing: the translation does not say which care cards, first aid and numbers of ${where} it was made from`
          : `is out of date: a care card, an embedded emergency or a sentence with a number in digits in ${where} has changed since this translation was made (made from ${careFrom}; the English is now ${now})`,
      fix: `bring those passages of the translation up to date (a back-translation check of what changed), then write careFrom: ${now}; or set draft: true to take the translation off the site until then`,
    },
  ];
}
