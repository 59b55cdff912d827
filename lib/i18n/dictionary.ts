// Every word of the interface, one dictionary per language: the Hindi one has the English one's
// type (server-dictionary.ts), so a string missing in Hindi is a type error, not a blank.
// Server-side: pages and server components read `dictionaries[lang]`; client components read
// their words from the LanguageProvider (components/i18n/language-provider.tsx).
import { article as enArticle } from './dictionaries/en/article';
import { forms as enForms } from './dictionaries/en/forms';
import { pages as enPages } from './dictionaries/en/pages';
import { search as enSearch } from './dictionaries/en/search';
import { shell as enShell } from './dictionaries/en/shell';
import { article as hiArticle } from './dictionaries/hi/article';
import { forms as hiForms } from './dictionaries/hi/forms';
import { pages as hiPages } from './dictionaries/hi/pages';
import { search as hiSearch } from './dictionaries/hi/search';
import { shell as hiShell } from './dictionaries/hi/shell';
import { articleClient as hiArticleClient } from './dictionaries/hi/client/article';
import { formsClient as hiFormsClient } from './dictionaries/hi/client/forms';
import { pagesClient as hiPagesClient } from './dictionaries/hi/client/pages';
import { searchClient as hiSearchClient } from './dictionaries/hi/client/search';
import { shellClient as hiShellClient } from './dictionaries/hi/client/shell';
import type { ClientDictionary } from './client-dictionary';
import { englishClient } from './english-client';
import type { Lang } from './languages';
import type { Dictionary } from './server-dictionary';

const en: Dictionary = {
  shell: enShell,
  article: enArticle,
  search: enSearch,
  forms: enForms,
  pages: enPages,
};

/** The browser's words of each language. */
export const clientDictionaries: Record<Lang, ClientDictionary> = {
  en: englishClient,
  hi: {
    shell: hiShellClient,
    article: hiArticleClient,
    search: hiSearchClient,
    forms: hiFormsClient,
    pages: hiPagesClient,
  },
};

/** The server's words of each language; `client` holds what the browser needs too. */
export const dictionaries: Record<Lang, Dictionary & { client: ClientDictionary }> = {
  en: { ...en, client: clientDictionaries.en },
  hi: {
    shell: hiShell,
    article: hiArticle,
    search: hiSearch,
    forms: hiForms,
    pages: hiPages,
    client: clientDictionaries.hi,
  },
};
