import Link from 'next/link';
import { CalendarCheck } from 'lucide-react';
import { dictionaries } from '@/lib/i18n/dictionary';
import { pathIn, type Lang } from '@/lib/i18n/languages';

/** A round shortcut to the contact page, shown on small screens only. */
export function ContactShortcut({ lang = 'en' }: { lang?: Lang }) {
  return (
    <Link
      href={pathIn(lang, '/contact')}
      aria-label={dictionaries[lang].pages.home.contactShortcut}
      className="text-brand-800 bg-surface fixed bottom-4 left-4 z-30 grid size-14 place-items-center rounded-full shadow-lg ring-1 ring-slate-200 md:hidden print:hidden"
    >
      <CalendarCheck className="size-6" aria-hidden="true" />
    </Link>
  );
}
