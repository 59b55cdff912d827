// Relative, not '@/': the service worker's bundle (service-worker/sw.ts) imports this too.
import { LANGUAGES, type Lang } from '../i18n/languages';

/** Where the search index is published (root-relative; the client adds the base path). */
export const SEARCH_DIR = '/search-index';

/**
 * Where a language's index is: English's at the top of SEARCH_DIR (its files as they always were),
 * each other language's in a folder of its own there ('/search-index/hi'), built from that
 * language's articles (lib/content/localized.ts) by the same build step.
 */
export const searchDirOf = (lang: Lang = 'en'): string =>
  lang === 'en' ? SEARCH_DIR : `${SEARCH_DIR}/${lang}`;

/** A language's manifest: the only file without the build's version in its path, revalidated per search. */
export const manifestPath = (lang: Lang = 'en'): string => `${searchDirOf(lang)}/manifest.json`;

/** The English index's manifest. */
export const MANIFEST_PATH = manifestPath('en');

/** Every language's manifest, for the service worker and the shell's precache list. */
export const MANIFEST_PATHS: readonly string[] = LANGUAGES.map(manifestPath);

const versioned = (version: string, kind: string, index: number, lang: Lang) =>
  `${searchDirOf(lang)}/${version}/${kind}/${index}.json`;

export const bucketPath = (version: string, bucket: number, lang: Lang = 'en') =>
  versioned(version, 'grams', bucket, lang);
export const docPath = (version: string, position: number, lang: Lang = 'en') =>
  versioned(version, 'docs', position, lang);
export const cardsPath = (version: string, file: number, lang: Lang = 'en') =>
  versioned(version, 'cards', file, lang);
export const blockPath = (version: string, block: number, lang: Lang = 'en') =>
  versioned(version, 'blocks', block, lang);
/** Every article's id and title, for the header's title suggestions. */
export const titlesPath = (version: string, lang: Lang = 'en') =>
  `${searchDirOf(lang)}/${version}/titles.json`;
/** The words and phrases "Did you mean" draws on (lib/search/did-you-mean.ts). */
export const termsPath = (version: string, lang: Lang = 'en') =>
  `${searchDirOf(lang)}/${version}/terms.json`;
