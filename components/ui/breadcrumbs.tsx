import Link from 'next/link';
import { ChevronRight } from 'lucide-react';
import { dictionaries } from '@/lib/i18n/dictionary';
import type { Lang } from '@/lib/i18n/languages';
import type { NavLink } from '@/lib/site/navigation';

/**
 * The trail from the home page to this one; the last crumb is the page itself. A crumb that leads
 * to a page in another language says so (`hrefLang`).
 */
export function Breadcrumbs({ trail, lang = 'en' }: { trail: NavLink[]; lang?: Lang }) {
  return (
    <nav
      aria-label={dictionaries[lang].article.breadcrumbs}
      className="text-sm text-slate-600 print:hidden"
    >
      <ol className="flex flex-wrap items-center gap-x-1 gap-y-1">
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={crumb.href} className="flex min-w-0 items-center gap-1">
              {last ? (
                <span aria-current="page" className="line-clamp-1 text-slate-800">
                  {crumb.name}
                </span>
              ) : (
                <>
                  <Link
                    href={crumb.href}
                    hrefLang={crumb.hrefLang}
                    className="inline-block py-1 underline hover:text-slate-900"
                  >
                    {crumb.name}
                  </Link>
                  <ChevronRight className="size-4 shrink-0" aria-hidden="true" />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
