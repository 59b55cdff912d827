// The shape of the words the browser needs: the English ones' (each language's dictionary has
// it). A client component imports the English areas it uses itself (see useLanguage).
import type { articleClient } from './dictionaries/en/client/article';
import type { formsClient } from './dictionaries/en/client/forms';
import type { pagesClient } from './dictionaries/en/client/pages';
import type { searchClient } from './dictionaries/en/client/search';
import type { shellClient } from './dictionaries/en/client/shell';

export type ClientDictionary = {
  shell: typeof shellClient;
  article: typeof articleClient;
  search: typeof searchClient;
  forms: typeof formsClient;
  pages: typeof pagesClient;
};
