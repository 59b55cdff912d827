import type { Source } from '@/lib/content';

export function SourcesList({ sources }: { sources: Source[] }) {
  if (sources.length === 0) return null;
  return (
    <section aria-labelledby="sources-title" className="mt-10 rounded-2xl bg-slate-50 p-6">
      <h2 id="sources-title" className="text-lg font-semibold text-slate-900">
        Sources
      </h2>
      <ol className="mt-3 list-decimal space-y-2 pl-5 text-slate-700">
        {sources.map((source) => (
          <li key={source.url}>
            <a
              href={source.url}
              target="_blank"
              rel="noopener noreferrer"
              className="text-brand-800 hover:text-brand-900 inline-block py-0.5 underline"
            >
              {source.title}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ol>
    </section>
  );
}
