// One article file read and checked: front-matter, body, sources, review and links.
import fs from 'node:fs';
import path from 'node:path';
import {
  articleIdFindings,
  emptyBody,
  excerptLength,
  futureDates,
  placeholders,
  titleLength,
  unknownCategory,
} from '../checks/article-checks';
import { citationFindings, citationsOf, uncitedFigures } from '../render/citations';
import { directiveFindings } from '../render/directives';
import { doseFindings, fieldDoseFindings } from '../checks/doses';
import { cardTitleFindings } from '../checks/card-titles';
import { articleHints, issuesToProblems } from '../checks/issues';
import { yamlLines, type LineOf } from '../checks/lines';
import { isCacheOn } from './cache';
import { unreadable } from './content-file';
import { splitFrontMatter } from './front-matter';
import {
  bodyImages,
  directivesOf,
  internalLinks,
  renderAndRead,
  type LinkUse,
} from '../render/markdown';
import { shown } from '../paths';
import { sourceAddressFindings } from '../checks/source-addresses';
import { takeawayFindings } from '../render/takeaways';
import { parseMarkdown, type MarkdownFile } from './parse-files';
import { reviewerOf, reviewFindings, withReviewDue } from '../review';
import { signOffFindings } from '../sign-off';
import {
  articleFrontMatterSchema,
  COVER_PATH,
  type ArticleFrontMatter,
  type Source,
  type TeamMember,
} from '../schema';
import { isSlug, slugify } from '../slug';
import type { Article, Category, Finding, Problem, Reviewer } from '../types';
import { countWords, plainText, readTimeFor } from '../render/words';

/** What the checks of an article file depend on besides the file. */
export type CheckContext = {
  categories: readonly Category[];
  /** content/team.yml: who may be named as an article's reviewer. */
  team: readonly TeamMember[];
  /** Dates after this day are in the future. */
  today: string;
  /** Source addresses allowed despite the address rules (address -> reason). */
  exceptions: ReadonlyMap<string, string>;
};

/** A file whose front-matter is valid, with what the whole-corpus checks need. */
export type ArticleFile = {
  id: string;
  data: ArticleFrontMatter;
  /** The article, or null when the file has errors (it is then left out of the site). */
  /** The article, but for its sign-off, which needs its review record (read/load.ts adds it). */
  article: Omit<Article, 'signOff'> | null;
  where: string;
  lineOf: LineOf;
  /** Its internal links, with their lines in the file. */
  links: LinkUse[];
  /** The pictures the page shows, by their paths under public/: the cover, then the body's. */
  pictures: string[];
};

/**
 * What the checks of one file find, but for its cover (whose file may come or go while the text
 * stays): plain data, so that the content cache can keep it.
 */
export type CheckedFile = {
  /** Its problems, in the order they are reported. */
  problems: Problem[];
  /** Null when its front-matter cannot be read or is not valid. */
  parsed: {
    data: ArticleFrontMatter;
    /** Its internal links, with their lines in the file. */
    links: LinkUse[];
    /** The images of its body, with their lines in the file (checked with the cover). */
    images: LinkUse[];
    /** What its article needs beyond the front-matter; null when the file has errors. */
    article: { categorySlug: string; reviewer: Reviewer; wordCount: number } | null;
  } | null;
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
  if (isSlug(id)) return articleIdFindings(id);
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
 * The images of the body, checked as covers are: each must be a file in public/images/ (the site's
 * Content-Security-Policy loads images from the site only, so any other would not show).
 */
function bodyImageFindings(images: readonly LinkUse[], publicDir: string): Finding[] {
  return images.flatMap(({ url, line }): Finding[] =>
    COVER_PATH.test(url) && isImageFile(url, publicDir)
      ? []
      : [
          {
            severity: 'error',
            field: 'content',
            line,
            message: `the image ${JSON.stringify(url.slice(0, 120))} is not a file in public/images/, so the page would not show it`,
            fix: 'put the picture in public/images/ and write its path from /images on, e.g. ![What it shows](/images/my-article/chart.png)',
          },
        ],
  );
}

/**
 * How many lines `body.trim()` leaves out before the text, when it leaves out only blank lines
 * before it and spaces, tabs and line breaks after it (else undefined): the trimmed text then
 * parses as the body does, its lines shifted by that many.
 */
function trimmedLines(body: string): number | undefined {
  const before = body.slice(0, body.length - body.trimStart().length);
  const after = body.slice(body.trimEnd().length);
  if (!/^(?:[ \t]*\r?\n)*$/.test(before) || !/^[ \t\r\n]*$/.test(after)) return undefined;
  return before.split('\n').length - 1;
}

/**
 * The directives and internal links of a body (lines relative to the body). With the content cache
 * on, the body is rendered in the same parse and the page reads that rendering from the cache.
 */
function readBody(body: string, sources: readonly Source[]) {
  const shift = isCacheOn() ? trimmedLines(body) : undefined;
  if (shift === undefined) {
    return { directives: directivesOf(body), links: internalLinks(body), images: bodyImages(body) };
  }
  const { directives, links, images } = renderAndRead(body.trim(), sources);
  const shifted = <T extends { line: number }>(uses: T[]) =>
    uses.map((use) => ({ ...use, line: use.line + shift }));
  return {
    directives: shifted(directives),
    links: shifted(links),
    images: shifted(images),
  };
}

/**
 * Checks one article file (its text read by `read`, which may throw), but for its cover: every check
 * that depends only on the text, the registries and the day.
 */
export function checkArticleFile(
  file: string,
  read: () => string,
  context: CheckContext,
): CheckedFile {
  const where = shown(file);
  const id = path.basename(file, '.md');
  let markdown: MarkdownFile;
  try {
    markdown = parseMarkdown(read());
  } catch (error) {
    return {
      problems: locate(
        [...idFindings(id), { severity: 'error', ...unreadable(error, '(front-matter)') }],
        where,
        () => 1,
      ),
      parsed: null,
    };
  }
  const { body, bodyLine, lineOf } = markdown;
  const findings = [...idFindings(id), ...emptyBody(body, bodyLine)];
  const result = articleFrontMatterSchema.safeParse(withReviewDue(markdown.data));
  if (!result.success) {
    return {
      problems: [
        ...locate(findings, where, lineOf),
        ...issuesToProblems(where, result.error.issues, lineOf, articleHints),
      ],
      parsed: null,
    };
  }
  const data = result.data;
  const { directives, links, images } = readBody(body, data.sources);
  const category = context.categories.find((c) => c.name === data.category);
  findings.push(
    ...takeawayFindings(data.takeaways, category?.medical ?? false),
    ...directiveFindings(directives, bodyLine),
    ...citationFindings(data.sources, citationsOf(directives), bodyLine),
    ...sourceAddressFindings(data.sources, context.exceptions),
    ...uncitedFigures(body, bodyLine),
    ...doseFindings(body, bodyLine),
    ...fieldDoseFindings('title', data.title),
    ...fieldDoseFindings('excerpt', data.excerpt),
    ...(data.takeaways ?? []).flatMap((point, i) => fieldDoseFindings(`takeaways.${i}`, point)),
    ...cardTitleFindings(body, bodyLine),
    ...reviewFindings(data, context.team, context.today),
    ...signOffFindings(data.signedOff, context.team, context.today),
    ...unknownCategory(data.category, context.categories),
    ...futureDates(data, context.today),
    ...excerptLength(data.excerpt),
    ...titleLength(data.title),
    ...placeholders(data, body, bodyLine),
  );
  const reviewer = reviewerOf(data.reviewedBy, context.team);
  const valid = category && reviewer && !findings.some((f) => f.severity === 'error');
  return {
    problems: locate(findings, where, lineOf),
    parsed: {
      data,
      links: links.map((link) => ({ ...link, line: bodyLine + link.line - 1 })),
      images: images.map((image) => ({ ...image, line: bodyLine + image.line - 1 })),
      article: valid
        ? { categorySlug: category.slug, reviewer, wordCount: countWords(body.trim()) }
        : null,
    },
  };
}

/**
 * The article file from its checks, its cover checked now: adds its problems to `problems`; null
 * when its front-matter cannot be read.
 */
export function articleFileOf(
  file: string,
  text: () => string,
  { problems: found, parsed }: CheckedFile,
  publicDir: string,
  problems: Problem[],
): ArticleFile | null {
  problems.push(...found);
  if (!parsed) return null;
  const where = shown(file);
  const id = path.basename(file, '.md');
  const { data, links } = parsed;
  // The front-matter is parsed again only if one of its lines is asked for.
  const { yaml, body } = splitFrontMatter(text());
  const lineOf = yamlLines(yaml ?? '');
  const cover = [
    ...missingImage(data.image, publicDir),
    ...bodyImageFindings(parsed.images, publicDir),
  ];
  problems.push(...locate(cover, where, lineOf));
  const valid = parsed.article && !cover.some((f) => f.severity === 'error');
  return {
    id,
    data,
    article: valid ? toArticle(id, data, body, parsed.article!) : null,
    where,
    lineOf,
    links,
    pictures: [data.image, ...parsed.images.map(({ url }) => url)],
  };
}

function toArticle(
  id: string,
  data: ArticleFrontMatter,
  body: string,
  { categorySlug, reviewer, wordCount }: NonNullable<NonNullable<CheckedFile['parsed']>['article']>,
): Omit<Article, 'signOff'> {
  const content = body.trim();
  return {
    ...data,
    id,
    content,
    text: plainText(content),
    categorySlug,
    readTime: data.readTime ?? readTimeFor(wordCount),
    wordCount,
    reviewer,
  };
}
