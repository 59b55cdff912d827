import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import YAML from 'yaml';
import type { z } from 'zod';
import { ContentError } from './errors';
import {
  articleFrontMatterSchema,
  categoryRegistrySchema,
  pageFrontMatterSchema,
  teamSchema,
} from './schema';
import { isSlug, slugify } from './slug';
import type { Article, Category, Page, Problem, TeamMember } from './types';
import { countWords, readTimeFor } from './words';

export type ContentPaths = {
  /** The corpus: articles/, categories.yml, team.yml, pages/. */
  contentDir: string;
  /** Where article images live (their front-matter path is relative to it). */
  publicDir: string;
};

export type Corpus = { articles: Article[]; categories: Category[] };

/** `CONTENT_DIR` points the loader at another corpus; the default is ./content. */
export function defaultPaths(root = process.cwd()): ContentPaths {
  return {
    contentDir: path.resolve(root, process.env.CONTENT_DIR ?? 'content'),
    publicDir: path.join(root, 'public'),
  };
}

/** A path as an editor sees it in messages: relative to the working directory. */
function shown(file: string): string {
  return path.relative(process.cwd(), file) || file;
}

/** zod issues as problems: one per field, an unknown field named as such. */
export function issuesToProblems(file: string, issues: z.core.$ZodIssue[]): Problem[] {
  return issues.flatMap((issue) => {
    const at = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({
        file,
        field: at ? `${at}.${key}` : key,
        message: 'is not a known field (check the spelling)',
      }));
    }
    return [{ file, field: at || '(whole file)', message: issue.message }];
  });
}

/**
 * Front-matter is read with YAML's core schema, so `date: 2024-02-30` stays text and is checked as
 * such (YAML 1.1 timestamps would silently roll it over to March 1).
 */
function readFrontMatter(file: string): matter.GrayMatterFile<string> {
  return matter(fs.readFileSync(file, 'utf8'), { engines: { yaml: (text) => YAML.parse(text) ?? {} } });
}

function readYaml(file: string, problems: Problem[]): unknown {
  if (!fs.existsSync(file)) {
    problems.push({ file: shown(file), field: '(file)', message: 'is missing' });
    return undefined;
  }
  try {
    return YAML.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    problems.push({ file: shown(file), field: '(YAML)', message: (error as Error).message.split('\n')[0] ?? 'cannot be parsed' });
    return undefined;
  }
}

export function readCategories(contentDir: string, problems: Problem[]): Category[] {
  const file = path.join(contentDir, 'categories.yml');
  const raw = readYaml(file, problems);
  if (raw === undefined) return [];
  const parsed = categoryRegistrySchema.safeParse(raw);
  if (!parsed.success) {
    problems.push(...issuesToProblems(shown(file), parsed.error.issues));
    return [];
  }
  const seen = new Set<string>();
  return parsed.data.flatMap((category, index) => {
    const slug = slugify(category.name);
    if (!slug || seen.has(slug)) {
      problems.push({ file: shown(file), field: `${index}.name`, message: `"${category.name}" gives the slug "${slug}", which is empty or already taken` });
      return [];
    }
    seen.add(slug);
    return [{ ...category, slug }];
  });
}

/** Every `.md` file under dir, in a stable order; folders are only for the editor's tidiness. */
export function listMarkdownFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .map((name) => path.join(dir, name))
    .sort();
}

export function parseArticleFile(file: string, categories: Category[], publicDir: string, problems: Problem[]): Article | null {
  const where = shown(file);
  const id = path.basename(file, '.md');
  const before = problems.length;
  if (!isSlug(id)) {
    problems.push({ file: where, field: 'id (file name)', message: `"${id}" is not a slug: use lower-case letters, digits and single hyphens, e.g. "${slugify(id)}"` });
  }
  let parsedFile: matter.GrayMatterFile<string>;
  try {
    parsedFile = readFrontMatter(file);
  } catch (error) {
    problems.push({ file: where, field: '(front-matter)', message: `cannot be parsed: ${(error as Error).message.split('\n')[0]}` });
    return null;
  }
  const content = parsedFile.content.trim();
  if (!content) problems.push({ file: where, field: 'content', message: 'the article has no body text' });
  const result = articleFrontMatterSchema.safeParse(parsedFile.data);
  if (!result.success) {
    problems.push(...issuesToProblems(where, result.error.issues));
    return null;
  }
  const data = result.data;
  const category = categories.find((c) => c.name === data.category);
  if (!category) {
    const names = categories.map((c) => c.name).join(', ');
    problems.push({ file: where, field: 'category', message: `"${data.category}" is not a registered category (registered: ${names})` });
  }
  if (!fs.existsSync(path.join(publicDir, data.image))) {
    problems.push({ file: where, field: 'image', message: `${data.image} does not exist in public/` });
  }
  if (problems.length > before || !category) return null;
  const wordCount = countWords(content);
  return { ...data, id, content, categorySlug: category.slug, readTime: data.readTime ?? readTimeFor(wordCount), wordCount };
}

/** Checks that need the whole corpus: one article per id and per position in list order. */
export function crossCheck(files: string[], articles: Article[], problems: Problem[]): void {
  const firstById = new Map<string, string>();
  for (const file of files) {
    const id = path.basename(file, '.md');
    const first = firstById.get(id);
    if (first) problems.push({ file: shown(file), field: 'id (file name)', message: `"${id}" is already used by ${first}` });
    else firstById.set(id, shown(file));
  }
  const byOrder = new Map<number, string>();
  for (const article of articles) {
    const first = byOrder.get(article.order);
    if (first) problems.push({ file: firstById.get(article.id) ?? article.id, field: 'order', message: `${article.order} is already used by ${first}; each article needs its own position` });
    else byOrder.set(article.order, article.id);
  }
}

/** Loads and validates the whole corpus; throws one ContentError listing every problem. */
export function loadCorpus(paths: ContentPaths = defaultPaths()): Corpus {
  const problems: Problem[] = [];
  const categories = readCategories(paths.contentDir, problems);
  const files = listMarkdownFiles(path.join(paths.contentDir, 'articles'));
  const articles = files
    .map((file) => parseArticleFile(file, categories, paths.publicDir, problems))
    .filter((article): article is Article => article !== null);
  crossCheck(files, articles, problems);
  if (problems.length > 0) throw new ContentError(problems);
  return { articles: articles.sort((a, b) => a.order - b.order), categories };
}

export function loadTeam(contentDir = defaultPaths().contentDir): TeamMember[] {
  const problems: Problem[] = [];
  const file = path.join(contentDir, 'team.yml');
  const parsed = teamSchema.safeParse(readYaml(file, problems));
  if (!parsed.success) problems.push(...issuesToProblems(shown(file), parsed.error.issues));
  if (problems.length > 0 || !parsed.success) throw new ContentError(problems);
  return parsed.data;
}

export function loadPage(name: string, contentDir = defaultPaths().contentDir): Page {
  const file = path.join(contentDir, 'pages', `${name}.md`);
  if (!fs.existsSync(file)) throw new ContentError([{ file: shown(file), field: '(file)', message: 'is missing' }]);
  const { data, content } = readFrontMatter(file);
  const parsed = pageFrontMatterSchema.safeParse(data);
  if (!parsed.success) throw new ContentError(issuesToProblems(shown(file), parsed.error.issues));
  return { ...parsed.data, content: content.trim() };
}
