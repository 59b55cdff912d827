import Link from 'next/link';
import { CalendarCheck } from 'lucide-react';

/** A round shortcut to the contact page, shown on small screens only. */
export function ContactShortcut() {
  return (
    <Link
      href="/contact"
      aria-label="Book an appointment"
      className="text-brand-800 bg-surface fixed bottom-4 left-4 z-30 grid size-14 place-items-center rounded-full shadow-lg ring-1 ring-slate-200 md:hidden print:hidden"
    >
      <CalendarCheck className="size-6" aria-hidden="true" />
    </Link>
  );
}
