import { parseMarkdown } from '@/lib/content/read/parse-files';
import {
  trailShown,
  translationFingerprintOf,
  type Trail,
} from '@/lib/content/translations/fingerprint';

/**
 * The fingerprint of what a translation's reader reads (an article's or an emergency's): its words,
 * as the English's are taken, and its tags or names and its trail (how, when and by whom it was
 * translated, back-translated and read); what its record's `text:` names.
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
  } & Trail;
  return translationFingerprintOf(
    {
      title: words.title,
      excerpt: words.excerpt ?? words.summary ?? '',
      takeaways: words.takeaways,
      imageAlt: words.imageAlt ?? '',
      content: body,
    },
    [...(words.tags ?? words.names ?? []), ...trailShown(words)],
  );
}

/**
 * A translation's record with `entries` (YAML lines of list items) first under `rechecked:`, the
 * list started when the record has none yet (a translation checked once, as first made).
 */
export const withRechecks = (record: string, entries: string): string =>
  /^rechecked:\n/m.test(record)
    ? record.replace(/^rechecked:\n/m, `rechecked:\n${entries}`)
    : record.replace(/\n---\n/, `\nrechecked:\n${entries}---\n`);
