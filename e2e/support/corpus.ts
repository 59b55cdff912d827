import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { isAdminPath } from '../../deploy/headers.mjs';
import { readMarkdownFile } from '../../lib/content/read/parse-files';

/** The published articles' front-matter, read straight from content/ to check the pages against. */
export type Entry = {
  id: string;
  title: string;
  excerpt: string;
  category: string;
  date: string;
  updated?: string;
  takeaways?: string[];
  reviewedBy: string;
  lastReviewed: string;
  nextReviewDue: string;
  sources: { id: string; title: string; publisher: string; url: string }[];
  order: number;
  tags: string[];
  featured: boolean;
  readTime?: string;
  draft?: boolean;
};

const dir = path.join('content', 'articles');
export const articles: Entry[] = fs
  .readdirSync(dir)
  .map((file) => {
    const { data } = readMarkdownFile(path.join(dir, file), 'article');
    return { id: path.basename(file, '.md'), ...(data as object) } as Entry;
  })
  .filter((article) => !article.draft)
  .sort((a, b) => a.order - b.order);

export const byId = (id: string) => articles.find((a) => a.id === id)!;
export const categorySlug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
export const categories: { name: string; description: string }[] = YAML.parse(
  fs.readFileSync(path.join('content', 'categories.yml'), 'utf8'),
);

/** The pages at fixed addresses besides the home page. */
export const fixedPages = ['/about', '/contact', '/privacy', '/terms', '/editorial-policy'];

/**
 * Every page of the export in out/ as its address (the not-found copies and the editor's page at
 * /admin/, which is no page of the site, left out): crawls take their routes from the export
 * itself, so a new page is crawled without being listed.
 */
export function exportedPages(): string[] {
  return fs
    .readdirSync('out', { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html') && !['404.html', '_not-found.html'].includes(file))
    .filter((file) => !isAdminPath(`/${file}`))
    .map((file) => `/${file.replace(/\.html$/, '').replace(/^index$/, '')}`)
    .sort();
}

/** The first-aid library's emergencies (content/emergencies/): id, title and which articles embed each. */
export const emergencies = fs
  .readdirSync(path.join('content', 'emergencies'))
  .filter((file) => file.endsWith('.md'))
  .map((file) => {
    const id = path.basename(file, '.md');
    const { data } = readMarkdownFile(path.join('content', 'emergencies', file), 'emergency');
    const embeddedIn = articles
      .filter((a) =>
        fs
          .readFileSync(path.join('content', 'articles', `${a.id}.md`), 'utf8')
          .includes(`::first-aid[${id}]`),
      )
      .map((a) => a.id);
    return { id, title: (data as { title: string }).title, embeddedIn };
  });
