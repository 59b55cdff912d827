// The parity check's errors for an English text and its translation, as one text.
import type { TranslatedText } from '@/lib/content/translations/fingerprint';
import { parityFindings } from '@/lib/content/translations/parity';

const places = { lineOf: () => 1, bodyLine: 20 };
const text = (content: string): TranslatedText => ({
  title: 't',
  excerpt: 'e',
  imageAlt: 'a',
  content,
});

/** A field of the front matter that is translated, or the body ('content'). */
export type TranslatedField = 'title' | 'excerpt' | 'imageAlt' | 'takeaway' | 'content';

/** The two texts with `english` and `hindi` in one field, every other field the same. */
function placed(field: TranslatedField, english: string, hindi: string) {
  if (field === 'content') return [text(english), text(hindi)];
  if (field === 'takeaway')
    return [
      { ...text('b'), takeaways: ['x', english] },
      { ...text('b'), takeaways: ['x', hindi] },
    ];
  return [
    { ...text('b'), [field]: english },
    { ...text('b'), [field]: hindi },
  ];
}

/** The messages of the errors parity finds between two texts of a field, one a line ('' for none). */
export const parityErrorsIn = (field: TranslatedField, english: string, hindi: string) => {
  const [original, translation] = placed(field, english, hindi);
  return parityFindings(original!, translation!, places)
    .filter((f) => f.severity === 'error')
    .map((f) => f.message)
    .join('\n');
};

/** The messages of the errors parity finds between two bodies, one a line ('' for none). */
export const parityErrors = (english: string, hindi: string) =>
  parityErrorsIn('content', english, hindi);
