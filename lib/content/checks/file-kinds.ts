/**
 * The kinds of content file and the most bytes and lines each may have: each far more than the
 * largest file of its kind today (so that a file only meets its limit when something is wrong with
 * it, such as text pasted twice or a picture pasted in as text) and far less than would slow a
 * build (the markdown parser's time grows with the lines, more than with the bytes).
 */

export type ContentFileKind =
  'article' | 'emergency' | 'page' | 'translation' | 'record' | 'glossary' | 'list';

export type ContentFileLimit = {
  /** The kind as a message names it: "an article". */
  noun: string;
  maxBytes: number;
  maxLines: number;
  /** What to do with a file over the limit. */
  shorten: string;
};

const KB = 1024;

const KEEP_PICTURES_OUT = 'keep pictures in public/images/, never inside the text';

export const CONTENT_FILE_KINDS: Record<ContentFileKind, ContentFileLimit> = {
  // The longest article is about 34 KB.
  article: {
    noun: 'an article',
    maxBytes: 512 * KB,
    // The longest has 475 lines.
    maxLines: 2_000,
    shorten: `split it into several articles, and ${KEEP_PICTURES_OUT}`,
  },
  // About 11 KB at most.
  emergency: {
    noun: 'an emergency',
    maxBytes: 512 * KB,
    // About 130 lines at most.
    maxLines: 1_000,
    shorten: `keep to what a reader does in the emergency, link to articles for the rest, and ${KEEP_PICTURES_OUT}`,
  },
  // About 5 KB at most.
  page: {
    noun: 'a page',
    maxBytes: 512 * KB,
    // About 55 lines at most.
    maxLines: 1_000,
    shorten: `look for text pasted twice, and ${KEEP_PICTURES_OUT}`,
  },
  // Devanagari takes three bytes a letter: a translation is about twice its English (64 KB at most).
  translation: {
    noun: 'a translation',
    maxBytes: 1024 * KB,
    // As many as its English (a check record about 270).
    maxLines: 2_000,
    shorten: `translate the English article as it is (split the English first if it must be longer), and ${KEEP_PICTURES_OUT}`,
  },
  // Review records quote the national pages item by item: about 45 KB at most.
  record: {
    noun: 'a review record',
    maxBytes: 1024 * KB,
    // About 1,000 lines at most.
    maxLines: 5_000,
    shorten:
      'quote each item once, in the words of its page, and split the article if it covers more than one topic',
  },
  // About 51 KB.
  glossary: {
    noun: 'a glossary',
    maxBytes: 1024 * KB,
    // About 530 lines.
    maxLines: 5_000,
    shorten: 'keep one entry for each medical term, with a short explanation',
  },
  // categories.yml, team.yml, source-exceptions.yml and their translations: a few KB.
  list: {
    noun: 'a list such as team.yml or categories.yml',
    maxBytes: 256 * KB,
    maxLines: 2_000,
    shorten: 'look for entries pasted twice, and keep descriptions to a few sentences',
  },
};
