import Link from 'next/link';
import { ChevronRight } from 'lucide-react';
import type { NavLink } from '@/lib/site/navigation';

/** The trail from the home page to this one; the last crumb is the page itself. */
export function Breadcrumbs({ trail }: { trail: NavLink[] }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-slate-600 print:hidden">
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
