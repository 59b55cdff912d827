import {
  citeAnchor,
  MARKDOWN_ID_PREFIX,
  sourceAnchor,
  type NumberedSource,
} from '@/lib/content/render/citations';
import { dictionaries } from '@/lib/i18n/dictionary';
import type { Lang } from '@/lib/i18n/languages';
import { fill } from '@/lib/i18n/text';

type Words = (typeof dictionaries)[Lang]['article']['sources'];

/** The links from a source back to each place the text cites it. */
function BackLinks({ source, words }: { source: NumberedSource; words: Words }) {
  if (source.uses === 0) return null;
  const anchors = Array.from({ length: source.uses }, (_, k) => ({
    k: k + 1,
    href: `#${MARKDOWN_ID_PREFIX}${citeAnchor(source.number, k + 1)}`,
  }));
  const link =
    'text-brand-800 hover:text-brand-900 inline-flex min-h-6 min-w-6 items-center justify-center underline print:hidden';
  return (
    <span className="print:hidden">
      <span aria-hidden="true"> · </span>
      {words.backToText}
      {anchors.map(({ k, href }) => (
        <a
          key={k}
          href={href}
          className={link}
          aria-label={
            anchors.length === 1
              ? fill(words.backToCitation, { number: source.number })
              : fill(words.backToCitationUse, {
                  number: source.number,
                  use: k,
                  total: anchors.length,
                })
          }
        >
          {anchors.length === 1 ? <span aria-hidden="true">↑</span> : k}
        </a>
      ))}
    </span>
  );
}

/**
 * The numbered sources: title, publisher, address; the numbers match the text's citations. The
 * sources are in English: on a page in another language their titles and publishers say so.
 */
export function SourcesList({ sources, lang = 'en' }: { sources: NumberedSource[]; lang?: Lang }) {
  if (sources.length === 0) return null;
  const words = dictionaries[lang].article.sources;
  const english = (value: string) => (lang === 'en' ? value : <span lang="en">{value}</span>);
  return (
    <section aria-labelledby="sources-title" className="mt-10 rounded-2xl bg-slate-50 p-6">
      <h2 id="sources-title" className="text-lg font-semibold text-slate-900">
        {words.title}
      </h2>
      <ol className="mt-3 space-y-3 text-slate-700">
        {sources.map((source) => (
          <li
            key={source.id}
            id={sourceAnchor(source.number)}
            className="target:bg-brand-50 flex scroll-mt-28 gap-2 rounded-md"
          >
            <span className="min-w-6 font-semibold text-slate-900">{source.number}.</span>
            <span className="min-w-0">
              <a
                href={source.url}
                target="_blank"
                rel="noopener noreferrer"
                className="text-brand-800 hover:text-brand-900 inline-block py-0.5 underline"
              >
                {english(source.title)}
                <span className="sr-only">{words.newTab}</span>
              </a>
              <span className="block text-sm text-slate-600">
                {english(source.publisher)}
                <BackLinks source={source} words={words} />
              </span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
