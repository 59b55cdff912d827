import Link from 'next/link';
import type { TopicLetter } from '@/lib/content';
import { dictionaries } from '@/lib/i18n/dictionary';
import { pathIn, type Lang } from '@/lib/i18n/languages';
import { fill } from '@/lib/i18n/text';
import { navigationFor } from '@/lib/site/navigation';

/** A letter's anchor: 'topics-a', 'topics-other' for '#', 'topics-u092e' for a Devanagari म. */
function letterId(letter: string): string {
  if (letter === '#') return 'topics-other';
  if (/^[A-Z]$/.test(letter)) return `topics-${letter.toLowerCase()}`;
  return `topics-u${letter.codePointAt(0)!.toString(16).padStart(4, '0')}`;
}

/**
 * The A-Z of conditions and topics: a row of the initials in use, each a link to its group; under
 * each initial, every topic with the first articles that cover it and, when more do, a search
 * for it.
 */
export function TopicsAtoZ({ letters, lang = 'en' }: { letters: TopicLetter[]; lang?: Lang }) {
  const words = dictionaries[lang].pages.topics;
  const { articleHref } = navigationFor(lang);
  return (
    <>
      <nav aria-label={words.byLetter}>
        <ul className="flex flex-wrap gap-2">
          {letters.map(({ letter }) => (
            <li key={letter}>
              <a
                href={`#${letterId(letter)}`}
                className="hover:border-brand-500 hover:text-brand-800 grid size-11 place-items-center rounded-lg border border-slate-200 font-semibold text-slate-800"
              >
                {letter}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-8 space-y-8">
        {letters.map(({ letter, entries }) => (
          <section key={letter} aria-labelledby={letterId(letter)}>
            <h3
              id={letterId(letter)}
              className="border-b border-slate-200 pb-2 text-xl font-bold text-slate-900"
            >
              {letter}
            </h3>
            <dl className="mt-3 grid gap-x-8 gap-y-3 md:grid-cols-2">
              {entries.map((entry) => (
                <div key={entry.name}>
                  <dt className="font-medium text-slate-900 first-letter:uppercase">
                    {entry.name}
                  </dt>
                  {entry.articles.map((article) => (
                    <dd key={article.id} className="text-sm">
                      <Link
                        href={articleHref(article.id)}
                        className="text-brand-800 inline-block py-1 underline-offset-2 hover:underline"
                      >
                        {article.title}
                      </Link>
                    </dd>
                  ))}
                  {entry.more > 0 && (
                    <dd className="text-sm">
                      <Link
                        href={`${pathIn(lang, '/')}?q=${encodeURIComponent(entry.name)}`}
                        className="text-brand-800 inline-block py-1 underline underline-offset-2"
                      >
                        {fill(words.searchMore, { name: entry.name })}
                      </Link>
                    </dd>
                  )}
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
    </>
  );
}
