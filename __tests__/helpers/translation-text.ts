import { parseMarkdown } from '@/lib/content/read/parse-files';
import { fingerprintOf } from '@/lib/content/translations/fingerprint';

/**
 * The fingerprint of a translation's own words (an article's or an emergency's), as the English's
 * is taken: what its record's `text:` names.
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
  };
  return fingerprintOf({
    title: words.title,
    excerpt: words.excerpt ?? words.summary ?? '',
    takeaways: words.takeaways,
    imageAlt: words.imageAlt ?? '',
    content: body,
  });
}
