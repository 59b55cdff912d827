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

/** A list item's mark ("7.", "-"): no number of the text. */
const LIST_MARK = /^[ \t]*(?:\d+[.)]|[-*+])[ \t]+/;

/**
 * The passages of a markdown body a number can stand in: each paragraph, list, table or quote whole
 * (however its sentences and lines break), a list joined to the line that leads into it (one that
 * ends with a colon), each under the heading it stands below (a heading's number counts for the
 * passages below it).
 */
/**
 * A line that leads into what follows: it ends with a colon, however the colon is wrapped (in bold
 * or emphasis, a link, quotes or brackets, before a citation or a hard break): "**For adults:**".
 */
const LEADS_IN = /:(?:[ \t*_~`)\]"'’”]|:cite\[[^\]\n]*\]|<\/?[a-z][^>\n]*>|\\)*$/i;

function passagesOf(markdown: string): string[] {
  const blocks: { heading: string; lines: string[] }[] = [];
  let heading = '';
  let open: string[] | undefined;
  for (const line of markdown.split(/\r\n?|\n/)) {
    if (/^[ \t]{0,3}#{1,6}(?:[ \t]|$)/.test(line)) {
      heading = line.trim();
      open = undefined;
    } else if (line.trim() === '') open = undefined;
    else if (open) open.push(line);
    else {
      const last = blocks.at(-1);
      const leadsIn = last?.heading === heading && LEADS_IN.test(last.lines.at(-1)!);
      const listGoesOn =
        last?.heading === heading &&
        LIST_MARK.test(line) &&
        last.lines.some((l) => LIST_MARK.test(l));
      if (leadsIn || listGoesOn) open = last.lines;
      else blocks.push({ heading, lines: (open = []) });
      open.push(line);
    }
  }
  return blocks.map(({ heading: above, lines }) =>
    [above, ...lines.map((line) => line.replace(LIST_MARK, ''))].join('\n'),
  );
}

/**
 * 16 hex digits of what a reader acts on: every care card as written, every embedded emergency
 * (`::first-aid[...]`), and every passage with a digit in it, in any script (doses, ages,
 * thresholds, times): the title, summary, each takeaway and picture description, and each
 * paragraph, list (with the line that leads into it), table or quote of the body, with its heading.
 * A translation made from other words than these is never published: its reader would act on
 * advice the English no longer gives.
 */
export function safetyFingerprintOf(text: TranslatedText): string {
  const cards = text.content.match(CARD) ?? [];
  const embeds = text.content.match(/^::first-aid\[[^\]\n]*\][ \t]*$/gm) ?? [];
  const passages = [
    text.title,
    text.excerpt,
    ...(text.takeaways ?? []),
    text.imageAlt,
    ...passagesOf(text.content.replace(CARD, '\n')),
  ].filter((passage) => /\p{Nd}/u.test(passage));
  const tidy = (value: string) => value.normalize('NFC').replace(/\s+/g, ' ').trim();
  return createHash('sha256')
    .update(JSON.stringify([...cards, ...embeds, ...passages].map(tidy)))
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
          : `is out of date: a care card, an embedded emergency or a passage with a number in digits in ${where} has changed since this translation was made (made from ${careFrom}; the English is now ${now})`,
      fix: `bring those passages of the translation up to date (a back-translation check of what changed), then write careFrom: ${now}; or set draft: true to take the translation off the site until then`,
    },
  ];
}
