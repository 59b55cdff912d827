import path from 'node:path';
import { articleTemplate } from './article-template';
import { checkCorpus, listMarkdownFiles } from '../lib/content/read/load';
import { defaultPaths, shown, type ContentPaths } from '../lib/content/paths';
import { isSlug, slugify } from '../lib/content/slug';
import { closest } from '../lib/content/closest-name';
import type { Category } from '../lib/content/types';

export type NewArticleRequest = {
  title: string;
  category?: string;
  /** By default the slug of the title. */
  id?: string;
  /** YYYY-MM-DD */
  today: string;
  paths?: ContentPaths;
};

export type NewArticlePlan =
  | { ok: true; id: string; file: string; order: number; text: string; medical: boolean }
  | { ok: false; message: string };

const refuse = (...lines: string[]): NewArticlePlan => ({ ok: false, message: lines.join('\n') });

/** A registered category by its exact name, its name in any case, or its slug. */
const findCategory = (categories: readonly Category[], name: string) =>
  categories.find((c) => c.name === name) ??
  categories.find((c) => c.name.toLowerCase() === name.toLowerCase() || c.slug === name);

/**
 * What `npm run new:article` writes: a draft at the end of the list order, dated today, in a
 * registered category, with a cover that exists; or why it refuses.
 */
export function planNewArticle(request: NewArticleRequest): NewArticlePlan {
  const paths = request.paths ?? defaultPaths();
  const title = request.title.trim();
  const usage = 'npm run new:article -- "Article title" --category "Nutrition"';
  if (!title) return refuse(`Give the article a title, as in: ${usage}`);
  const { corpus } = checkCorpus(paths, { drafts: true });
  const names = corpus.categories.map((c) => c.name);
  const registered = `The registered categories are: ${names.join(', ')}.`;
  const addOne = 'To add a category, see "Add a category" in docs/EDITING.md.';
  if (names.length === 0) return refuse('No categories are registered: run npm run check:content.');
  if (!request.category) return refuse(`Give the article a category, as in: ${usage}`, registered);
  const category = findCategory(corpus.categories, request.category);
  if (!category) {
    const guess = closest(request.category, names);
    return refuse(
      `"${request.category}" is not a registered category.${guess ? ` Did you mean "${guess}"?` : ''}`,
      registered,
      addOne,
    );
  }
  const id = request.id ?? slugify(title);
  if (!isSlug(id)) {
    return refuse(
      `"${id}" cannot be an id: use lower-case letters, digits and single hyphens (--id).`,
    );
  }
  const articlesDir = path.join(paths.contentDir, 'articles');
  const taken = listMarkdownFiles(articlesDir).find((file) => path.basename(file, '.md') === id);
  if (taken) {
    return refuse(
      `There is already an article with the id "${id}": ${shown(taken)}.`,
      'Choose another title, or give the new article another id with --id some-other-id.',
    );
  }
  const order = Math.max(0, ...corpus.articles.map((a) => a.order)) + 1;
  const image =
    corpus.articles.find((a) => a.categorySlug === category.slug)?.image ??
    corpus.articles[0]?.image ??
    `/images/covers/${id}.svg`;
  const text = articleTemplate({
    title,
    category: category.name,
    date: request.today,
    image,
    order,
    medical: category.medical,
  });
  const file = path.join(articlesDir, `${id}.md`);
  return { ok: true, id, file, order, text, medical: category.medical };
}
