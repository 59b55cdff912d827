// The parity check's errors for an English body and its translation, as one text.
import type { TranslatedText } from '@/lib/content/translations/fingerprint';
import { parityFindings } from '@/lib/content/translations/parity';

const places = { lineOf: () => 1, bodyLine: 20 };
const text = (content: string): TranslatedText => ({
  title: 't',
  excerpt: 'e',
  imageAlt: 'a',
  content,
});

/** The messages of the errors parity finds between two bodies, one a line ('' for none). */
export const parityErrors = (english: string, hindi: string) =>
  parityFindings(text(english), text(hindi), places)
    .filter((f) => f.severity === 'error')
    .map((f) => f.message)
    .join('\n');
