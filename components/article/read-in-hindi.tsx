// On an English article that has a Hindi translation: the small link to it, in Hindi.
import Link from 'next/link';
import { dictionaries } from '@/lib/i18n/dictionary';
import { pathIn } from '@/lib/i18n/languages';

/** "यह लेख हिन्दी में पढ़ें", leading to /hi/blog/{id}. */
export function ReadInHindi({ id }: { id: string }) {
  return (
    <p className="text-sm">
      <Link
        href={pathIn('hi', `/blog/${id}`)}
        lang="hi"
        hrefLang="hi"
        // An English page has no Devanagari font but these words' own (app/fonts.ts).
        className="text-brand-800 hover:text-brand-900 inline-block py-1 font-[family-name:var(--font-hindi-name)] font-medium underline"
      >
        {dictionaries.en.article.readInHindi}
      </Link>
    </p>
  );
}
