// The content library: the validated corpus, and the browser-safe queries and types pages use.
import { ContentError, formatProblems, isError } from './checks/errors';
import { contentToday } from './dates';
import { checkCorpus, type Corpus } from './read/load';
import { formatReviewsDue, reviewsDueSoon } from './review';
import type { Problem } from './types';

export * from './queries';
export * from './topics';
export { checkCorpus, loadCorpus, listMarkdownFiles } from './read/load';
export { loadPage } from './read/registry';
export { defaultPaths } from './paths';
export { renderArticle, renderMarkdown } from './render/markdown';
export { slugify, isSlug } from './slug';
export { ContentError, formatProblem, formatProblems, isError, tally } from './checks/errors';
export type * from './types';
export type { ReviewRecord } from './read/review-records';

const development = () => process.env.NODE_ENV === 'development';

let cached: Corpus | undefined;

/**
 * The validated corpus. A build loads it once per process, prints its warnings and stops on an
 * error. `npm run dev` reads the files afresh on every call, so an edited file shows on reload, and
 * does not throw: the layout shows the problems in the browser instead (`contentProblems`).
 */
export function getCorpus(): Corpus {
  if (development()) return checkCorpus().corpus;
  if (!cached) {
    const { corpus, problems } = checkCorpus();
    if (problems.some(isError)) throw new ContentError(problems);
    const due = formatReviewsDue(reviewsDueSoon(corpus.articles, contentToday()));
    const report = [formatProblems(problems), due].filter(Boolean).join('\n');
    if (report) console.warn(report);
    cached = corpus;
  }
  return cached;
}

/** The problems of the content as it is now on disk (for `npm run dev`). */
export function contentProblems(): Problem[] {
  return checkCorpus().problems;
}
