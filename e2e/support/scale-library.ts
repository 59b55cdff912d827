import fs from 'node:fs';
import SETTINGS from '../settings.json';
import { categories, categorySlug } from './corpus';

/** Cards on each category page (docs/PRODUCT.md). */
export const PAGE_SIZE = 6;

/** One generated article as the generator wrote it (kept by `npm run test:build:scale`). */
export type Generated = { id: string; title: string; category: string; order: number };
export type Category = {
  name: string;
  slug: string;
  articles: Generated[];
  pages: number;
  onPage: (page: number) => Generated[];
};

let read: { generated: Generated[]; library: Category[]; largest: Category } | undefined;
/**
 * The generated library of the scale build: each category with its articles in list order
 * (`order`, then id), worked out here from what the generator wrote, not from the site's code;
 * and the largest category, with a short last page if there is one.
 */
export function scaleLibrary() {
  if (read) return read;
  const generated: Generated[] = JSON.parse(fs.readFileSync(SETTINGS.scaleBuild.library, 'utf8'));
  const library = categories.map(({ name }) => {
    const articles = generated
      .filter((a) => a.category === name)
      .sort((a, b) => a.order - b.order || a.id.localeCompare(b.id));
    const pages = Math.max(1, Math.ceil(articles.length / PAGE_SIZE));
    const onPage = (page: number) => articles.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
    return { name, slug: categorySlug(name), articles, pages, onPage };
  });
  const largest = [...library].sort(
    (a, b) =>
      b.pages - a.pages ||
      Number(a.articles.length % PAGE_SIZE === 0) - Number(b.articles.length % PAGE_SIZE === 0),
  )[0]!;
  read = { generated, library, largest };
  return read;
}

/** The address of page `page` of a category. */
export const pagePath = (slug: string, page: number) =>
  page === 1 ? `/category/${slug}` : `/category/${slug}/page/${page}`;
