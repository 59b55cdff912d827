// The words the browser needs, in English: the LanguageProvider's default, bundled with the client
// code. Other languages' words (typed by these) are handed to the provider by the page.
import { articleClient } from './dictionaries/en/client/article';
import { formsClient } from './dictionaries/en/client/forms';
import { pagesClient } from './dictionaries/en/client/pages';
import { searchClient } from './dictionaries/en/client/search';
import { shellClient } from './dictionaries/en/client/shell';

export const englishClient = {
  shell: shellClient,
  article: articleClient,
  search: searchClient,
  forms: formsClient,
  pages: pagesClient,
};

export type ClientDictionary = typeof englishClient;
