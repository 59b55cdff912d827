import { loadCorpus, type Corpus } from './load';

export * from './queries';
export { loadCorpus, loadPage, loadTeam, defaultPaths } from './load';
export { renderMarkdown } from './markdown';
export { slugify, isSlug } from './slug';
export { ContentError } from './errors';
export type * from './types';

let cached: Corpus | undefined;

/** The validated corpus of this build, loaded once per process. */
export function getCorpus(): Corpus {
  cached ??= loadCorpus();
  return cached;
}
