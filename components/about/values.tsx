import { BookOpenCheck, HandHeart, Accessibility } from 'lucide-react';
import { dictionaries } from '@/lib/i18n/dictionary';
import type { Lang } from '@/lib/i18n/languages';

/** The values, in order, with their icons; their words are the dictionary's. */
const values = [
  { key: 'evidence', icon: BookOpenCheck },
  { key: 'accessible', icon: Accessibility },
  { key: 'compassionate', icon: HandHeart },
] as const;

export function Values({ lang = 'en' }: { lang?: Lang }) {
  const items = dictionaries[lang].pages.about.valueItems;
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {values.map(({ key, icon: Icon }) => (
        <li key={items[key].title} className="bg-brand-50 rounded-2xl p-6">
          <Icon className="text-brand-800 size-8" aria-hidden="true" />
          <h3 className="mt-4 text-lg font-semibold text-slate-900">{items[key].title}</h3>
          <p className="mt-2 text-slate-700">{items[key].text}</p>
        </li>
      ))}
    </ul>
  );
}
