import { ChevronDown } from 'lucide-react';
import type { Section } from '@/lib/content/render/sections';
import { dictionaries } from '@/lib/i18n/dictionary';
import type { Lang } from '@/lib/i18n/languages';
import { CurrentSection } from './current-section';

function SectionLinks({ sections }: { sections: Section[] }) {
  return (
    <ol className="space-y-1 text-sm">
      {sections.map((section) => (
        <li key={section.id} className={section.depth === 3 ? 'pl-4' : ''}>
          <a
            href={`#${section.id}`}
            className="aria-[current=true]:border-brand-700 aria-[current=true]:text-brand-900 block border-l-2 border-transparent py-1.5 pl-3 text-slate-700 hover:text-slate-900 hover:underline aria-[current=true]:font-semibold"
          >
            {section.title}
          </a>
        </li>
      ))}
    </ol>
  );
}

/**
 * The article's contents: at the top of the article on phones, collapsed (a plain details
 * element, so it opens without JavaScript), and beside the text on wide screens, sticky. The
 * section being read is marked in both by a small client leaf.
 */
export function TableOfContents({ sections, lang = 'en' }: { sections: Section[]; lang?: Lang }) {
  if (sections.length < 2) return null;
  const words = dictionaries[lang].article.contents;
  return (
    <>
      <details className="group bg-surface mt-8 rounded-2xl border border-slate-200 lg:hidden print:hidden">
        <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-2 px-5 py-3 font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
          {words.title}
          <ChevronDown
            className="size-5 shrink-0 transition-transform group-open:rotate-180"
            aria-hidden="true"
          />
        </summary>
        <nav aria-label={words.label} data-contents className="border-t border-slate-200 px-3 py-3">
          <SectionLinks sections={sections} />
        </nav>
      </details>
      <CurrentSection ids={sections.map((s) => s.id)} />
    </>
  );
}

/** The wide-screen copy of the contents, for the column beside the article. */
export function ContentsAside({ sections, lang = 'en' }: { sections: Section[]; lang?: Lang }) {
  if (sections.length < 2) return null;
  return (
    <aside className="hidden lg:block print:hidden" aria-labelledby="contents-title">
      <nav
        aria-labelledby="contents-title"
        data-contents
        className="sticky top-28 max-h-[calc(100vh-8rem)] overflow-y-auto pb-6"
      >
        <h2
          id="contents-title"
          className="mb-3 text-sm font-semibold tracking-wide text-slate-900 uppercase"
        >
          {dictionaries[lang].article.contents.title}
        </h2>
        <SectionLinks sections={sections} />
      </nav>
    </aside>
  );
}
