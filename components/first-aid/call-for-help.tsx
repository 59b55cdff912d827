import { CallNumbers } from '@/components/ui/call-numbers';
import { dictionaries } from '@/lib/i18n/dictionary';
import type { Lang } from '@/lib/i18n/languages';
import { inCall, type NumberUse } from '@/lib/site/call-numbers';

/** The first-aid pages' box at the top: "Call for help now" and the numbers as phone links. */
export function CallForHelp({
  lang,
  uses,
  className = '',
}: {
  lang: Lang;
  uses?: readonly NumberUse[];
  className?: string;
}) {
  const { pages, client } = dictionaries[lang];
  return (
    <section
      aria-labelledby="call-title"
      className={`rounded-2xl border-2 border-l-8 border-red-700 bg-red-50 px-5 py-3 ${className}`}
    >
      <h2 id="call-title" className="text-lg font-semibold text-red-900">
        {pages.firstAid.call}
      </h2>
      <CallNumbers label={client.shell.emergency.numbers} uses={uses?.filter(inCall)} lang={lang} />
    </section>
  );
}
