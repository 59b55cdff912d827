import { ListChecks } from 'lucide-react';
import { dictionaries } from '@/lib/i18n/dictionary';
import type { Lang } from '@/lib/i18n/languages';

/** The article's 3 to 5 key takeaways, in a box near the top. */
export function KeyTakeaways({ takeaways, lang = 'en' }: { takeaways?: string[]; lang?: Lang }) {
  if (!takeaways?.length) return null;
  return (
    <section
      aria-labelledby="takeaways-title"
      className="border-brand-700 bg-brand-50 mt-8 rounded-2xl border-l-4 p-6 print:break-inside-avoid print:bg-white"
    >
      <h2
        id="takeaways-title"
        className="flex items-center gap-2 text-lg font-semibold text-slate-900"
      >
        <ListChecks className="text-brand-800 size-5 shrink-0" aria-hidden="true" />
        {dictionaries[lang].article.takeaways}
      </h2>
      <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-800">
        {takeaways.map((takeaway) => (
          <li key={takeaway}>{takeaway}</li>
        ))}
      </ul>
    </section>
  );
}
