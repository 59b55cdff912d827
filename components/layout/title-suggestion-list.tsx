import { useLanguage } from '@/components/i18n/language-provider';
import { searchClient } from '@/lib/i18n/dictionaries/en/client/search';
import { MarkedText } from '@/components/ui/marked-text';
import { normaliseQuery } from '@/lib/search/fold';
import type { TitleEntry } from '@/lib/search/title-suggestions';

export const optionId = (listId: string, index: number) => `${listId}-${index}`;

/**
 * The header search's title suggestions: a listbox under the box, the query marked in each title.
 * The box keeps the focus (a press on an option does not take it); the chosen option is the box's
 * active descendant.
 */
export function TitleSuggestionList({
  id,
  open,
  query,
  suggestions,
  active,
  onChoose,
}: {
  id: string;
  open: boolean;
  query: string;
  suggestions: readonly TitleEntry[];
  active: number;
  onChoose: (entry: TitleEntry) => void;
}) {
  const { t } = useLanguage({ search: searchClient });
  const needle = normaliseQuery(query);
  return (
    <ul
      id={id}
      role="listbox"
      hidden={!open}
      aria-label={t.search.titlesLabel}
      className="bg-surface absolute inset-x-0 top-full z-50 mt-1 overflow-hidden rounded-xl border border-slate-200 py-1 shadow-lg"
    >
      {suggestions.map((entry, i) => (
        <li
          key={entry[0]}
          id={optionId(id, i)}
          role="option"
          aria-selected={i === active}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onChoose(entry)}
          className={`cursor-pointer px-4 py-2 text-sm text-slate-800 ${
            i === active ? 'bg-brand-50 text-brand-900' : 'hover:bg-slate-100'
          }`}
        >
          <MarkedText text={entry[1]} needle={needle} />
        </li>
      ))}
    </ul>
  );
}
