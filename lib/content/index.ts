// The content library: the validated corpus, and the browser-safe queries and types pages use.
import { ContentError, formatProblems, isError } from './checks/errors';
import { contentToday } from './dates';
import { checkCorpus, type Corpus } from './read/load';
import { formatReviewsDue, reviewsDueSoon } from './review';
import type { Problem, Source } from './types';
import { renderArticle, sectionAnchors } from './render/markdown';
import { withFirstAid } from './first-aid/card';
import type { Emergency } from './first-aid/library';
import type { Lang } from '../i18n/languages';

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
export type { Emergency } from './first-aid/library';
export type { ShownEmergency } from './first-aid/card';

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

/** The first-aid library's emergencies as a language's pages show them (Hindi: those translated). */
export function emergenciesIn(lang: Lang): Emergency[] {
  const { emergencies, translations } = getCorpus().firstAid;
  if (lang === 'en') return emergencies;
  return translations.filter((t) => t.language === lang);
}

/**
 * An article's body as its page shows it: rendered (renderArticle), each `::first-aid[id]` replaced
 * by its emergency's card in the body's language, or the English one where it has no translation.
 */
export function articleBody(
  article: { id: string; content: string; sources: readonly Source[] },
  lang: Lang = 'en',
) {
  const original =
    lang === 'en' ? undefined : getCorpus().articles.find((a) => a.id === article.id);
  const rendered = renderArticle(article, lang, original ? sectionAnchors(original) : []);
  const shown = emergenciesIn(lang);
  const english = getCorpus().firstAid.emergencies;
  const html = withFirstAid(rendered.html, lang, (id) => {
    const translated = shown.find((e) => e.id === id);
    const fallback = english.find((e) => e.id === id);
    // An emergency not (yet) in the body's language: its English card, leading to its English page.
    return translated ?? (fallback && { ...fallback, pageLang: 'en' as const });
  });
  return { ...rendered, html };
}
