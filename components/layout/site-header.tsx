import Link from 'next/link';
import { CalendarCheck } from 'lucide-react';
import { getCorpus, topicTiles } from '@/lib/content';
import { bookingLink } from '@/lib/site/navigation';
import { DesktopNav } from './desktop-nav';
import { SearchBox } from './header-search';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { SearchShortcut } from './search-shortcut';
import { ThemeToggle } from '@/components/theme/theme-toggle';

/** The id of the header's last element: the layout's head holds the first frame until it is parsed. */
export const HEADER_END_ID = 'site-header-end';

/**
 * Sticky header: logo, search (in the bar on wide screens, in a strip below on small ones), the
 * theme switch (in the menu on small screens), booking.
 */
export function SiteHeader() {
  const { articles, categories } = getCorpus();
  const topics = topicTiles(articles, categories).map(({ name, slug }) => ({
    name,
    href: `/category/${slug}`,
  }));
  return (
    <header className="bg-surface/95 sticky top-0 z-40 border-b border-slate-200 backdrop-blur print:hidden">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
        <Logo />
        <DesktopNav />
        <div className="ml-auto hidden w-full max-w-md md:block">
          <SearchBox />
        </div>
        <div className="hidden md:block">
          <ThemeToggle />
        </div>
        <Link
          href={bookingLink.href}
          className="bg-brand-700 hover:bg-brand-deep hidden shrink-0 items-center gap-2 rounded-full px-5 py-2.5 text-sm font-semibold text-white md:inline-flex"
        >
          <CalendarCheck className="size-4" aria-hidden="true" />
          {bookingLink.name}
        </Link>
        <div className="ml-auto md:hidden">
          <MobileMenu topics={topics} />
        </div>
      </div>
      <div className="border-t border-slate-100 px-4 py-2 md:hidden">
        <SearchBox />
      </div>
      <SearchShortcut />
      {/* The header's last element: the page draws no frame before it is parsed (components/layout/page-shell.tsx). */}
      <span id={HEADER_END_ID} hidden />
    </header>
  );
}
