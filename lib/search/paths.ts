/** Where the search index is published (root-relative; the client adds the base path). */
export const SEARCH_DIR = '/search-index';

/** The manifest: the only file without the build's version in its path, revalidated per search. */
export const MANIFEST_PATH = `${SEARCH_DIR}/manifest.json`;

const versioned = (version: string, kind: string, index: number) =>
  `${SEARCH_DIR}/${version}/${kind}/${index}.json`;

export const bucketPath = (version: string, bucket: number) => versioned(version, 'grams', bucket);
export const docPath = (version: string, position: number) => versioned(version, 'docs', position);
export const cardsPath = (version: string, file: number) => versioned(version, 'cards', file);
export const blockPath = (version: string, block: number) => versioned(version, 'blocks', block);
/** Every article's id and title, for the header's title suggestions. */
export const titlesPath = (version: string) => `${SEARCH_DIR}/${version}/titles.json`;
/** The words and phrases "Did you mean" draws on (lib/search/did-you-mean.ts). */
export const termsPath = (version: string) => `${SEARCH_DIR}/${version}/terms.json`;
