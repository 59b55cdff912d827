import { Info } from 'lucide-react';
import { dictionaries } from '@/lib/i18n/dictionary';
import type { Lang } from '@/lib/i18n/languages';

/** The medical disclaimer box, in the page's language. */
export function Disclaimer({ lang = 'en' }: { lang?: Lang }) {
  const words = dictionaries[lang].article.disclaimer;
  return (
    <aside
      aria-label={words.label}
      className="flex gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-5 text-amber-950"
    >
      <Info className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <p>{words.text}</p>
    </aside>
  );
}
