// The English browser words as one object: what the server hands English pages, and what a
// component rendered alone (a unit test) reads.
import { articleClient } from './dictionaries/en/client/article';
import { formsClient } from './dictionaries/en/client/forms';
import { pagesClient } from './dictionaries/en/client/pages';
import { searchClient } from './dictionaries/en/client/search';
import { shellClient } from './dictionaries/en/client/shell';
import type { ClientDictionary } from './client-dictionary';

export const englishClient: ClientDictionary = {
  shell: shellClient,
  article: articleClient,
  search: searchClient,
  forms: formsClient,
  pages: pagesClient,
};
