'use client';

import { createContext, useContext } from 'react';
import type { ClientDictionary } from '@/lib/i18n/client-dictionary';
import type { Lang } from '@/lib/i18n/languages';

type Language = { lang: Lang; t: ClientDictionary };

/**
 * No page is without a provider: the shell hands each page its language's words, in the page's
 * data rather than in its scripts (bundled, a dictionary would be copied into every script that
 * reads it). A component rendered alone, as a unit test does, reads the English words.
 */
const LanguageContext = createContext<Language | null>(null);
const alone = (): Language =>
  process.env.NODE_ENV === 'test'
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- test only, dropped from builds
      { lang: 'en', t: require('@/lib/i18n/english-client').englishClient }
    : (() => {
        throw new Error('A client component that reads words needs the LanguageProvider');
      })();

/** The page's language and its browser words, for the client components of the page. */
export function LanguageProvider({
  lang,
  dictionary,
  children,
}: {
  lang: Lang;
  dictionary: ClientDictionary;
  children: React.ReactNode;
}) {
  return <LanguageContext value={{ lang, t: dictionary }}>{children}</LanguageContext>;
}

/** The page's language and the browser's words in it. */
export const useLanguage = (): Language => useContext(LanguageContext) ?? alone();
