// The shape of the words drawn on the server: the English ones' (each language's dictionary has
// it, so a string missing in Hindi is a type error). The browser's words are ClientDictionary.
import type { article } from './dictionaries/en/article';
import type { forms } from './dictionaries/en/forms';
import type { pages } from './dictionaries/en/pages';
import type { search } from './dictionaries/en/search';
import type { shell } from './dictionaries/en/shell';

export type Dictionary = {
  shell: typeof shell;
  article: typeof article;
  search: typeof search;
  forms: typeof forms;
  pages: typeof pages;
};
