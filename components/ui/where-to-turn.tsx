import Link from 'next/link';
import { CalendarCheck, ListTree, Siren } from 'lucide-react';
import { dictionaries } from '@/lib/i18n/dictionary';
import type { Lang } from '@/lib/i18n/languages';
import { navigationFor } from '@/lib/site/navigation';
import { CallNumbers } from '@/components/ui/call-numbers';

/**
 * Where to turn, in the order a reader may need it (an emergency, an appointment, a topic): beside
 * the home page's headline and a health category's heading on wide screens. Below 1024 px the
 * page's own links do this job, and the box is not shown.
 */
export function WhereToTurn({
  className = 'self-center',
  lang = 'en',
}: {
  className?: string;
  lang?: Lang;
}) {
  const { bookingLink, topicsHubLink, firstAidLink } = navigationFor(lang);
  const { pages, client } = dictionaries[lang];
  const words = pages.whereToTurn;
  const item = 'flex items-start gap-3 rounded-xl p-3';
  const link = `${item} hover:bg-brand-50 text-slate-900`;
  return (
    <aside
      aria-labelledby="where-to-turn-title"
      className={`bg-surface hidden rounded-2xl border border-slate-200 p-5 shadow-sm lg:block ${className}`}
    >
      <h2 id="where-to-turn-title" className="px-3 text-lg font-semibold text-slate-900">
        {words.title}
      </h2>
      <ul className="mt-2 space-y-1">
        <li className={item}>
          <Siren className="mt-0.5 size-5 shrink-0 text-red-700" aria-hidden="true" />
          <div className="text-slate-800">
            <p className="font-medium">{client.shell.emergency.title}</p>
            <CallNumbers label={client.shell.emergency.numbers} lang={lang} className="my-2" />
            <Link
              href={firstAidLink.href}
              className="inline-block py-1 text-sm font-medium text-red-800 underline underline-offset-2"
            >
              {client.shell.emergency.firstAid}
            </Link>
          </div>
        </li>
        <li>
          <Link href={bookingLink.href} className={link}>
            <CalendarCheck className="text-brand-700 mt-0.5 size-5 shrink-0" aria-hidden="true" />
            <span>
              <span className="font-medium">{words.appointment}</span>
              <span className="block text-sm text-slate-600">{words.appointmentNote}</span>
            </span>
          </Link>
        </li>
        <li>
          <Link href={topicsHubLink.href} className={link}>
            <ListTree className="text-brand-700 mt-0.5 size-5 shrink-0" aria-hidden="true" />
            <span>
              <span className="font-medium">{words.topics}</span>
              <span className="block text-sm text-slate-600">{words.topicsNote}</span>
            </span>
          </Link>
        </li>
      </ul>
    </aside>
  );
}
