import fs from 'node:fs';
import path from 'node:path';
import { emptyBody, excerptLength, futureDates, placeholders, unknownCategory } from './checks';
import { citationFindings, citationsOf, uncitedFigures } from './citations';
import { directiveFindings } from './directives';
import { articleHints, issuesToProblems } from './issues';
import { parseFailure, type LineOf } from './lines';
import { directivesOf, internalLinks } from './markdown';
import { shown } from './paths';
import { takeawayFindings } from './takeaways';
import { readMarkdownFile, type MarkdownFile } from './read';
import { reviewerOf, reviewFindings } from './review';
import { articleFrontMatterSchema, type ArticleFrontMatter, type TeamMember } from './schema';
import { isSlug, slugify } from './slug';
import type { Article, Category, Finding, Problem } from './types';
import { countWords, plainText, readTimeFor } from './words';

export type ArticleContext = {
  categories: readonly Category[];
  /** content/team.yml: who may be named as an article's reviewer. */
  team: readonly TeamMember[];
  /** Where article images live (their front-matter path is relative to it). */
  publicDir: string;
  /** Dates after this day are in the future. */
  today: string;
};

/** A file whose front-matter is valid, with what the whole-corpus checks need. */
export type ArticleFile = {
  id: string;
  data: ArticleFrontMatter;
  /** The article, or null when the file has errors (it is then left out of the site). */
  article: Article | null;
  where: string;
  lineOf: LineOf;
  /** Its internal links, with their lines in the file. */
  links: { url: string; line: number }[];
};

/** 'sources.0.url' -> ['sources', 0, 'url'] */
const fieldPath = (field: string) =>
  field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/** Findings of one file as problems; a finding without a line gets its field's line. */
export const locate = (findings: Finding[], file: string, lineOf: LineOf): Problem[] =>
  findings.map(({ line, ...rest }) => ({
    ...rest,
    file,
    line: line ?? lineOf(fieldPath(rest.field)),
  }));

function idFindings(id: string): Finding[] {
  if (isSlug(id)) return [];
  const slug = slugify(id);
  return [
    {
      severity: 'error',
      field: 'id (file name)',
      line: 1,
      message: `"${id}" is not a slug: use lower-case letters, digits and single hyphens, e.g. "${slug}"`,
      fix: `rename the file to ${slug}.md`,
    },
  ];
}

function unreadable(error: unknown): Finding {
  return { severity: 'error', field: '(front-matter)', ...parseFailure(error) };
}

/** Whether `image` (a cover path the schema accepted) is a file inside public/images/. */
function isImageFile(image: string, publicDir: string): boolean {
  const folder = path.resolve(publicDir, 'images');
  const file = path.resolve(publicDir, `.${image}`);
  if (!file.startsWith(`${folder}${path.sep}`) || !fs.existsSync(file)) return false;
  // A link inside the folder must not lead out of it either.
  const real = fs.realpathSync(file);
  return real.startsWith(`${fs.realpathSync(folder)}${path.sep}`) && fs.statSync(real).isFile();
}

function missingImage(image: string, publicDir: string): Finding[] {
  if (isImageFile(image, publicDir)) return [];
  return [
    {
      severity: 'error',
      field: 'image',
      message: `${image} is not a file in public/images/`,
      fix: 'put the picture in public/images/covers/ and write its path from /images on, e.g. /images/covers/my-article.svg',
    },
  ];
}

/**
 * Reads and checks one article, adding its problems to `problems`; null when its front-matter cannot
 * be read.
 */
export function parseArticleFile(
  file: string,
  context: ArticleContext,
  problems: Problem[],
): ArticleFile | null {
  const where = shown(file);
  const id = path.basename(file, '.md');
  let read: MarkdownFile;
  try {
    read = readMarkdownFile(file);
  } catch (error) {
    problems.push(...locate([...idFindings(id), unreadable(error)], where, () => 1));
    return null;
  }
  const { body, bodyLine, lineOf } = read;
  const findings = [...idFindings(id), ...emptyBody(body, bodyLine)];
  const result = articleFrontMatterSchema.safeParse(read.data);
  if (!result.success) {
    problems.push(...locate(findings, where, lineOf));
    problems.push(...issuesToProblems(where, result.error.issues, lineOf, articleHints));
    return null;
  }
  const data = result.data;
  const directives = directivesOf(body);
  const category = context.categories.find((c) => c.name === data.category);
  findings.push(
    ...takeawayFindings(data.takeaways, category?.medical ?? false),
    ...directiveFindings(directives, bodyLine),
    ...citationFindings(data.sources, citationsOf(directives), bodyLine),
    ...uncitedFigures(body, bodyLine),
    ...reviewFindings(data, context.team, context.today),
    ...unknownCategory(data.category, context.categories),
    ...futureDates(data, context.today),
    ...excerptLength(data.excerpt),
    ...placeholders(data, body, bodyLine),
    ...missingImage(data.image, context.publicDir),
  );
  problems.push(...locate(findings, where, lineOf));
  const links = internalLinks(body).map((link) => ({ ...link, line: bodyLine + link.line - 1 }));
  const reviewer = reviewerOf(data.reviewedBy, context.team);
  const valid = category && reviewer && !findings.some((f) => f.severity === 'error');
  return {
    id,
    data,
    article: valid ? { ...toArticle(id, data, body, category.slug), reviewer } : null,
    where,
    lineOf,
    links,
  };
}

function toArticle(
  id: string,
  data: ArticleFrontMatter,
  body: string,
  categorySlug: string,
): Omit<Article, 'reviewer'> {
  const content = body.trim();
  const text = plainText(content);
  const wordCount = countWords(content);
  return {
    ...data,
    id,
    content,
    text,
    categorySlug,
    readTime: data.readTime ?? readTimeFor(wordCount),
    wordCount,
  };
}
