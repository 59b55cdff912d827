import Link from 'next/link';
import { CalendarCheck, ListTree, Siren } from 'lucide-react';
import { bookingLink, topicsHubLink } from '@/lib/site/navigation';
import { emergencyNumbersLine } from '@/lib/site/settings';

/**
 * Where to turn, in the order a reader may need it (an emergency, an appointment, a topic): beside
 * the home page's headline and a health category's heading on wide screens. Below 1024 px the
 * page's own links do this job, and the box is not shown.
 */
export function WhereToTurn({ className = 'self-center' }: { className?: string }) {
  const item = 'flex items-start gap-3 rounded-xl p-3';
  const link = `${item} hover:bg-brand-50 text-slate-900`;
  return (
    <aside
      aria-labelledby="where-to-turn-title"
      className={`bg-surface hidden rounded-2xl border border-slate-200 p-5 shadow-sm lg:block ${className}`}
    >
      <h2 id="where-to-turn-title" className="px-3 text-lg font-semibold text-slate-900">
        Where to turn
      </h2>
      <ul className="mt-2 space-y-1">
        <li className={item}>
          <Siren className="mt-0.5 size-5 shrink-0 text-red-700" aria-hidden="true" />
          <span className="text-slate-800">{emergencyNumbersLine()}</span>
        </li>
        <li>
          <Link href={bookingLink.href} className={link}>
            <CalendarCheck className="text-brand-700 mt-0.5 size-5 shrink-0" aria-hidden="true" />
            <span>
              <span className="font-medium">Request an appointment</span>
              <span className="block text-sm text-slate-600">
                Leave your details and we get back to you within 24 hours.
              </span>
            </span>
          </Link>
        </li>
        <li>
          <Link href={topicsHubLink.href} className={link}>
            <ListTree className="text-brand-700 mt-0.5 size-5 shrink-0" aria-hidden="true" />
            <span>
              <span className="font-medium">Health topics A to Z</span>
              <span className="block text-sm text-slate-600">
                Every category, condition and topic we cover.
              </span>
            </span>
          </Link>
        </li>
      </ul>
    </aside>
  );
}
