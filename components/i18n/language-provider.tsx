'use client';

import { createContext, useContext } from 'react';
import { englishClient, type ClientDictionary } from '@/lib/i18n/client-dictionary';
import type { Lang } from '@/lib/i18n/languages';

type Language = { lang: Lang; t: ClientDictionary };

const LanguageContext = createContext<Language>({ lang: 'en', t: englishClient });

/**
 * The page's language for its client components. English pages pass no dictionary (the English
 * words are bundled); other languages' pages pass theirs, so an English reader downloads no Hindi.
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
    <LanguageContext value={{ lang, t: dictionary ?? englishClient }}>{children}</LanguageContext>
  );
}

/** The page's language and the browser's words in it. */
export const useLanguage = (): Language => useContext(LanguageContext);
