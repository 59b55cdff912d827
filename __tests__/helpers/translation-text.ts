import { parseMarkdown } from '@/lib/content/read/parse-files';
import { translationFingerprintOf } from '@/lib/content/translations/fingerprint';

/**
 * The fingerprint of what a translation's reader reads (an article's or an emergency's): its words,
 * as the English's are taken, and its tags or names and how and by whom it was translated; what
 * its record's `text:` names.
 */
export function textFingerprintOf(markdown: string): string {
  const { data, body } = parseMarkdown(markdown.normalize('NFC'));
  const words = data as {
    title: string;
    /** An article's summary; an emergency's is `summary`. */
    excerpt?: string;
    summary?: string;
    takeaways?: string[];
    imageAlt?: string;
    tags?: string[];
    names?: string[];
    method: string;
    translatedBy: string;
  };
  return translationFingerprintOf(
    {
      title: words.title,
      excerpt: words.excerpt ?? words.summary ?? '',
      takeaways: words.takeaways,
      imageAlt: words.imageAlt ?? '',
      content: body,
    },
    [...(words.tags ?? words.names ?? []), words.method, words.translatedBy],
  );
}
