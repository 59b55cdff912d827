import Link from 'next/link';
import { CalendarCheck } from 'lucide-react';
import { topicTiles } from '@/lib/content';
import { corpusIn } from '@/lib/content/localized';
import { dictionaries } from '@/lib/i18n/dictionary';
import type { Lang } from '@/lib/i18n/languages';
import { navigationFor } from '@/lib/site/navigation';
import { DesktopNav } from './desktop-nav';
import { SearchBox } from './header-search';
import { Logo } from './logo';
import { LanguageSwitch } from './language-switch';
import { MobileMenu } from './mobile-menu';
import { SearchShortcut } from './search-shortcut';
import { ThemeToggle } from '@/components/theme/theme-toggle';
import { CallNumbers } from '@/components/ui/call-numbers';

/** The id of the header's last element: the layout's head holds the first frame until it is parsed. */
export const HEADER_END_ID = 'site-header-end';

/**
 * Sticky header: logo, search (in the bar from 1024 px, in a strip below it under that), the
 * theme switch (in the menu on small screens), booking.
 */
export function SiteHeader({ lang }: { lang: Lang }) {
  const { articles, categories } = corpusIn(lang);
  const nav = navigationFor(lang);
  const topics = topicTiles(articles, categories).map(({ name, slug }) => ({
    name,
    href: nav.categoryHref(slug),
  }));
  const menu = {
    mainNav: nav.mainNav,
    bookingLink: nav.bookingLink,
    topicsHubLink: nav.topicsHubLink,
    firstAidLink: nav.firstAidLink,
    aboutLinks: [nav.aboutLink, nav.editorialPolicyLink],
  };
  // Where the switch can lead: the articles translated, and the other language's empty categories.
  const other = corpusIn(lang === 'en' ? 'hi' : 'en');
  const withArticles = new Set(other.articles.map((article) => article.categorySlug));
  const otherLanguage = {
    translated: corpusIn('hi').articles.map((article) => article.id),
    emptyCategories: other.categories.map((c) => c.slug).filter((slug) => !withArticles.has(slug)),
  };
  const switchProps = {
    otherLanguage,
    label: dictionaries[lang].shell.switch.toOtherShort,
    name: dictionaries[lang].shell.switch.toOther,
  };
  const languageSwitch = <LanguageSwitch {...switchProps} asButton />;
  const emergencyNumbers = (
    <CallNumbers
      label={dictionaries[lang].client.shell.emergency.numbers}
      lang={lang}
      className="my-2"
    />
  );
  return (
    <header className="bg-surface/95 sticky top-0 z-40 border-b border-slate-200 backdrop-blur print:hidden">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
        <Logo href={nav.home.href} />
        <DesktopNav links={[...nav.mainNav, nav.topicsHubLink]} label={nav.mainLabel} />
        <div className="ml-auto hidden w-full max-w-md lg:block">
          <SearchBox />
        </div>
        {/* From 768 px the search box is in the strip below the bar, until the bar has room. */}
        <div className="hidden md:ml-auto md:block lg:ml-0">
          <ThemeToggle />
        </div>
        <div className="hidden md:block">
          <LanguageSwitch {...switchProps} compact />
        </div>
        <Link
          href={nav.bookingLink.href}
          className="bg-brand-700 hover:bg-brand-deep hidden shrink-0 items-center gap-2 rounded-full px-5 py-2.5 text-sm font-semibold text-white md:inline-flex"
        >
          <CalendarCheck className="size-4" aria-hidden="true" />
          {nav.bookingLink.name}
        </Link>
        <div className="ml-auto md:hidden">
          <MobileMenu
            topics={topics}
            links={menu}
            languageSwitch={languageSwitch}
            emergencyNumbers={emergencyNumbers}
          />
        </div>
      </div>
      <div className="border-t border-slate-100 px-4 py-2 lg:hidden">
        <SearchBox />
      </div>
      <SearchShortcut />
      {/* The header's last element: the page draws no frame before it is parsed (components/layout/page-shell.tsx). */}
      <span id={HEADER_END_ID} hidden />
    </header>
  );
}
