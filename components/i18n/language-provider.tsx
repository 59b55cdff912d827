'use client';

import { createContext, useContext } from 'react';
import type { ClientDictionary } from '@/lib/i18n/client-dictionary';
import type { Lang } from '@/lib/i18n/languages';

type Language = { lang: Lang; dictionary: ClientDictionary | null };

const LanguageContext = createContext<Language>({ lang: 'en', dictionary: null });

/**
 * The page's language for its client components. English pages pass no dictionary: each client
 * component imports the English words it uses (each area one shared script, next.config.mjs), so
 * a page ships only its components' words, in its scripts as they always were, and no Hindi.
 * Other languages' pages hand theirs.
 */
export function LanguageProvider({
  lang,
  dictionary,
  children,
}: {
  lang: Lang;
  dictionary?: ClientDictionary;
  children: React.ReactNode;
}) {
  return (
    <LanguageContext value={{ lang, dictionary: dictionary ?? null }}>{children}</LanguageContext>
  );
}

/**
 * The page's language, and the words of the areas a component uses: `english` (the areas it
 * imports from lib/i18n/dictionaries/en/client/) on English pages, the page's dictionary on others.
 */
export function useLanguage<Words extends Partial<ClientDictionary>>(
  english: Words,
): { lang: Lang; t: Words } {
  const { lang, dictionary } = useContext(LanguageContext);
  return { lang, t: (dictionary as Words | null) ?? english };
}
