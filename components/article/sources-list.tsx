import {
  citeAnchor,
  MARKDOWN_ID_PREFIX,
  sourceAnchor,
  type NumberedSource,
} from '@/lib/content/render/citations';

/** The links from a source back to each place the text cites it. */
function BackLinks({ source }: { source: NumberedSource }) {
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
      Back to the text:
      {anchors.map(({ k, href }) => (
        <a
          key={k}
          href={href}
          className={link}
          aria-label={
            anchors.length === 1
              ? `Back to citation ${source.number}`
              : `Back to citation ${source.number}, use ${k} of ${anchors.length}`
          }
        >
          {anchors.length === 1 ? <span aria-hidden="true">↑</span> : k}
        </a>
      ))}
    </span>
  );
}

/** The numbered sources: title, publisher, address; the numbers match the text's citations. */
export function SourcesList({ sources }: { sources: NumberedSource[] }) {
  if (sources.length === 0) return null;
  return (
    <section aria-labelledby="sources-title" className="mt-10 rounded-2xl bg-slate-50 p-6">
      <h2 id="sources-title" className="text-lg font-semibold text-slate-900">
        Sources
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
                {source.title}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
              <span className="block text-sm text-slate-600">
                {source.publisher}
                <BackLinks source={source} />
              </span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
