'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { CalendarCheck, Menu, X } from 'lucide-react';
import { useLanguage } from '@/components/i18n/language-provider';
import { shellClient } from '@/lib/i18n/dictionaries/en/client/shell';
import { isActive, type NavLink } from '@/lib/site/active-link';
import { ThemeToggle } from '@/components/theme/theme-toggle';
import { useModalDialog } from '@/components/ui/use-modal-dialog';

/** A menu item's classes: highlighted when it is the current page; a topic's smaller. */
const item = (active: boolean, size = 'px-4 py-3 text-base') =>
  `rounded-lg ${size} font-medium ${active ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100'}`;

type ItemProps = {
  link: NavLink;
  pathname: string;
  onClose: () => void;
  size?: string;
  className?: string;
};

/** One link of the menu, marked when it is the page shown; following it closes the menu. */
function MenuItem({ link, pathname, onClose, size, className = '' }: ItemProps) {
  const active = isActive(link.href, pathname);
  return (
    <Link
      href={link.href}
      hrefLang={link.hrefLang}
      onClick={onClose}
      aria-current={active ? 'page' : undefined}
      className={`${className} ${item(active, size)}`}
    >
      {link.name}
    </Link>
  );
}

/** The menu's links in the page's language, from the header. */
export type MenuLinks = {
  mainNav: NavLink[];
  bookingLink: NavLink;
  topicsHubLink: NavLink;
  /** What to do in an emergency: with the numbers to call, at the menu's end. */
  firstAidLink: NavLink;
  /** The pages about the site itself, at the menu's end. */
  aboutLinks: NavLink[];
};

/**
 * The small-screen menu: a full-screen modal dialog with Blogs and the booking button (the spec's
 * items, first), then the health topics hub and the `topics` that have articles, the pages about
 * the site, the theme, and in an emergency the numbers to call and the first-aid pages.
 */
export function MobileMenu({
  topics,
  links: { mainNav, bookingLink, topicsHubLink, firstAidLink, aboutLinks },
  languageSwitch,
  emergencyNumbers,
}: {
  topics: NavLink[];
  links: MenuLinks;
  /** The link to this page in the other language, after the spec's items. */
  languageSwitch: React.ReactNode;
  /** The numbers to call in an emergency (CallNumbers, drawn on the server). */
  emergencyNumbers: React.ReactNode;
}) {
  const pathname = usePathname();
  const { t } = useLanguage({ shell: shellClient });
  const words = t.shell.menu;
  const { ref, isOpen, open, close } = useModalDialog();

  return (
    <>
      <button
        type="button"
        onClick={open}
        aria-label={words.open}
        aria-expanded={isOpen}
        aria-controls="mobile-menu"
        className="grid size-11 place-items-center rounded-lg text-slate-700 hover:bg-slate-100"
      >
        <Menu className="size-6" aria-hidden="true" />
      </button>
      <dialog
        ref={ref}
        id="mobile-menu"
        aria-label={words.dialog}
        className="m-0 h-dvh max-h-none w-screen max-w-none bg-transparent p-0 backdrop:bg-transparent"
      >
        <div
          className="bg-night-900/60 fixed inset-0"
          onClick={close}
          data-testid="menu-backdrop"
          aria-hidden="true"
        />
        <nav
          aria-label={words.nav}
          className="bg-surface fixed inset-y-0 right-0 flex w-full max-w-xs flex-col gap-2 overflow-y-auto overscroll-contain p-5 shadow-xl"
        >
          <div className="mb-4 flex items-center justify-between">
            <span className="text-lg font-semibold text-slate-900">{words.title}</span>
            <button
              type="button"
              onClick={close}
              aria-label={words.close}
              className="grid size-11 place-items-center rounded-lg text-slate-700 hover:bg-slate-100"
            >
              <X className="size-6" aria-hidden="true" />
            </button>
          </div>
          {mainNav.map((link) => (
            <MenuItem key={link.href} link={link} pathname={pathname} onClose={close} />
          ))}
          <Link
            href={bookingLink.href}
            onClick={close}
            aria-current={isActive(bookingLink.href, pathname) ? 'page' : undefined}
            className="bg-brand-700 hover:bg-brand-deep aria-[current=page]:ring-brand-900 mt-2 inline-flex items-center justify-center gap-2 rounded-full px-5 py-3 font-semibold text-white aria-[current=page]:ring-2 aria-[current=page]:ring-offset-2"
          >
            <CalendarCheck className="size-5" aria-hidden="true" />
            {bookingLink.name}
          </Link>
          <MenuItem link={topicsHubLink} pathname={pathname} onClose={close} className="mt-2" />
          <ul aria-label={words.topics} className="-mt-1 mb-1 ml-4 border-l border-slate-200 pl-2">
            {topics.map((topic) => (
              <li key={topic.href}>
                <MenuItem
                  link={topic}
                  pathname={pathname}
                  onClose={close}
                  size="px-4 py-2 text-sm"
                  className="block"
                />
              </li>
            ))}
          </ul>
          {aboutLinks.map((link) => (
            <MenuItem key={link.href} link={link} pathname={pathname} onClose={close} />
          ))}
          {/* Following it closes the menu, as every link of the menu does. */}
          <div className="mt-2 px-4" onClick={close}>
            {languageSwitch}
          </div>
          <div className="mt-4 flex items-center justify-between gap-3 px-4">
            <span className="text-sm font-medium text-slate-700" aria-hidden="true">
              {words.theme}
            </span>
            <ThemeToggle size="large" />
          </div>
          <section
            aria-labelledby="menu-emergency-title"
            className="mt-auto rounded-lg bg-red-50 px-4 py-3 text-red-900"
          >
            <h2 id="menu-emergency-title" className="text-sm font-semibold">
              {t.shell.emergency.title}
            </h2>
            {emergencyNumbers}
            <Link
              href={firstAidLink.href}
              onClick={close}
              aria-current={isActive(firstAidLink.href, pathname) ? 'page' : undefined}
              className="inline-block py-2 text-sm font-semibold text-red-900 underline underline-offset-2"
            >
              {t.shell.emergency.firstAid}
            </Link>
          </section>
        </nav>
      </dialog>
    </>
  );
}
