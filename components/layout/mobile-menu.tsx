'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { CalendarCheck, Menu, X } from 'lucide-react';
import { bookingLink, isActive, mainNav, topicsHubLink } from '@/lib/site/navigation';
import { ThemeToggle } from '@/components/theme/theme-toggle';
import { useModalDialog } from '@/components/ui/use-modal-dialog';

/**
 * The small-screen menu: a full-screen modal dialog with Blogs and the booking button, then the
 * health topics hub and the theme.
 */
export function MobileMenu() {
  const pathname = usePathname();
  const { ref, isOpen, open, close } = useModalDialog();

  return (
    <>
      <button
        type="button"
        onClick={open}
        aria-label="Open menu"
        aria-expanded={isOpen}
        aria-controls="mobile-menu"
        className="grid size-11 place-items-center rounded-lg text-slate-700 hover:bg-slate-100"
      >
        <Menu className="size-6" aria-hidden="true" />
      </button>
      <dialog
        ref={ref}
        id="mobile-menu"
        aria-label="Menu"
        className="m-0 h-dvh max-h-none w-screen max-w-none bg-transparent p-0 backdrop:bg-transparent"
      >
        <div
          className="bg-night-900/60 fixed inset-0"
          onClick={close}
          data-testid="menu-backdrop"
          aria-hidden="true"
        />
        <nav
          aria-label="Mobile"
          className="bg-surface fixed inset-y-0 right-0 flex w-full max-w-xs flex-col gap-2 p-5 shadow-xl"
        >
          <div className="mb-4 flex items-center justify-between">
            <span className="text-lg font-semibold text-slate-900">Menu</span>
            <button
              type="button"
              onClick={close}
              aria-label="Close menu"
              className="grid size-11 place-items-center rounded-lg text-slate-700 hover:bg-slate-100"
            >
              <X className="size-6" aria-hidden="true" />
            </button>
          </div>
          {mainNav.map((link) => {
            const active = isActive(link.href, pathname);
            return (
              <Link
                key={link.href}
                href={link.href}
                onClick={close}
                aria-current={active ? 'page' : undefined}
                className={`rounded-lg px-4 py-3 text-base font-medium ${active ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100'}`}
              >
                {link.name}
              </Link>
            );
          })}
          <Link
            href={bookingLink.href}
            onClick={close}
            aria-current={isActive(bookingLink.href, pathname) ? 'page' : undefined}
            className="bg-brand-700 hover:bg-brand-deep aria-[current=page]:ring-brand-900 mt-2 inline-flex items-center justify-center gap-2 rounded-full px-5 py-3 font-semibold text-white aria-[current=page]:ring-2 aria-[current=page]:ring-offset-2"
          >
            <CalendarCheck className="size-5" aria-hidden="true" />
            {bookingLink.name}
          </Link>
          <Link
            href={topicsHubLink.href}
            onClick={close}
            aria-current={isActive(topicsHubLink.href, pathname) ? 'page' : undefined}
            className={`mt-2 rounded-lg px-4 py-3 text-base font-medium ${isActive(topicsHubLink.href, pathname) ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100'}`}
          >
            {topicsHubLink.name}
          </Link>
          <div className="mt-6 flex items-center justify-between gap-3 px-4">
            <span className="text-sm font-medium text-slate-700" aria-hidden="true">
              Theme
            </span>
            <ThemeToggle size="large" />
          </div>
        </nav>
      </dialog>
    </>
  );
}
