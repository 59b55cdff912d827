// The corpus in a language: for Hindi, the translated articles (each its English original with the
// translation's words), and the categories with their Hindi names. Pages of every language read it.
import { getCorpus } from './index';
import { countWords, readTimeFor } from './render/words';
import type { Corpus } from './read/load';
import type { Lang } from '../i18n/languages';
import type { Article } from './types';

const built = new WeakMap<Corpus, Map<Lang, Corpus>>();

function translate(corpus: Corpus, lang: Exclude<Lang, 'en'>): Corpus {
  const names = corpus.categoryNames[lang] ?? {};
  const categories = corpus.categories.map((category) => ({
    ...category,
    ...(names[category.slug] ?? {}),
  }));
  const categoryName = new Map(categories.map((c) => [c.slug, c.name]));
  const articles = corpus.translations.flatMap((translation): Article[] => {
    if (translation.language !== lang) return [];
    const original = corpus.articles.find((article) => article.id === translation.id);
    if (!original) return [];
    const wordCount = countWords(translation.content);
    return [
      {
        ...original,
        title: translation.title,
        excerpt: translation.excerpt,
        takeaways: translation.takeaways,
        imageAlt: translation.imageAlt,
        tags: translation.tags,
        content: translation.content,
        text: translation.text,
        category: categoryName.get(original.categorySlug) ?? original.category,
        wordCount,
        readTime: readTimeFor(wordCount),
        translation: {
          translated: translation.translated,
          translatedBy: translation.translatedBy,
          method: translation.method,
          backTranslation: translation.backTranslation,
          reviewer: translation.reviewer,
          reviewed: translation.reviewed,
          stale: translation.stale,
          englishTitle: original.title,
          englishUpdated: translation.englishUpdated,
        },
      },
    ];
  });
  return { ...corpus, articles, categories };
}

/** The corpus as a language's pages show it (English: the corpus itself). */
export function corpusIn(lang: Lang, corpus: Corpus = getCorpus()): Corpus {
  if (lang === 'en') return corpus;
  let byLang = built.get(corpus);
  if (!byLang) built.set(corpus, (byLang = new Map()));
  let localized = byLang.get(lang);
  if (!localized) byLang.set(lang, (localized = translate(corpus, lang)));
  return localized;
}

/** The languages an article can be read in, English first. */
export function languagesOf(id: string, corpus: Corpus = getCorpus()): Lang[] {
  return ['en', ...corpus.translations.filter((t) => t.id === id).map((t) => t.language)];
}
