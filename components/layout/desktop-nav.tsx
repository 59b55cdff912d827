'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { isActive, type NavLink } from '@/lib/site/active-link';

/** The wide screens' navigation: the page's language's main links, the current one marked. */
export function DesktopNav({ links, label }: { links: NavLink[]; label: string }) {
  const pathname = usePathname();
  return (
    <nav aria-label={label} className="hidden md:block">
      <ul className="flex gap-1">
        {links.map((link) => {
          const active = isActive(link.href, pathname);
          return (
            <li key={link.href}>
              <Link
                href={link.href}
                aria-current={active ? 'page' : undefined}
                className={`rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap ${active ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100'}`}
              >
                {link.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
