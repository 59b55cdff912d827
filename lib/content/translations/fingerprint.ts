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
