// Checks of an article's fields beyond the schema: lengths, dates, placeholders, ids.
import { ARTICLE_ID_MAX_LENGTH, TITLE_MAX_LENGTH } from '../limits';
import type { ArticleFrontMatter } from '../schema';
import { closest } from '../closest-name';
import type { Category, Finding } from '../types';

/** Search engines show about this many characters of a meta description. */
export const EXCERPT_LIMIT = 160;

/** What the new-article template marks its placeholder text with. */
export const PLACEHOLDER = 'TODO:';

/** A published article dated or reviewed after `today` (a draft may be dated ahead). */
export function futureDates(data: ArticleFrontMatter, today: string): Finding[] {
  if (data.draft) return [];
  return (['date', 'updated', 'lastReviewed'] as const).flatMap((field): Finding[] => {
    const value = data[field];
    if (value === undefined || value <= today) return [];
    return [
      {
        severity: 'error',
        field,
        message: `${value} is in the future`,
        fix: "use today's date or an earlier one; to publish later, keep draft: true until that day",
      },
    ];
  });
}

export function excerptLength(excerpt: string): Finding[] {
  if (excerpt.length <= EXCERPT_LIMIT) return [];
  return [
    {
      severity: 'warning',
      field: 'excerpt',
      message: `is ${excerpt.length} characters long; search engines show about ${EXCERPT_LIMIT}`,
      fix: `shorten it to ${EXCERPT_LIMIT} characters or fewer`,
    },
  ];
}

/** A title longer than TITLE_MAX_LENGTH: readers' feedback on the article could not name it. */
export function titleLength(title: string): Finding[] {
  const length = title.trim().length;
  if (length <= TITLE_MAX_LENGTH) return [];
  return [
    {
      severity: 'error',
      field: 'title',
      message: `is ${length} characters long; a title may have at most ${TITLE_MAX_LENGTH}`,
      fix: 'shorten it; put the detail in the excerpt',
    },
  ];
}

/** An id (file name) longer than ARTICLE_ID_MAX_LENGTH. */
export function articleIdFindings(id: string): Finding[] {
  if (id.length <= ARTICLE_ID_MAX_LENGTH) return [];
  return [
    {
      severity: 'error',
      field: 'id (file name)',
      line: 1,
      message: `"${id}" is ${id.length} characters long; an id may have at most ${ARTICLE_ID_MAX_LENGTH}`,
      fix: "rename the file to a shorter id (it is the article's web address)",
    },
  ];
}

export function unknownCategory(name: string, categories: readonly Category[]): Finding[] {
  const names = categories.map((c) => c.name);
  if (names.includes(name)) return [];
  const guess = closest(name, names);
  return [
    {
      severity: 'error',
      field: 'category',
      message: `"${name}" is not a registered category`,
      fix: guess
        ? `did you mean "${guess}"? The registered categories are: ${names.join(', ')}`
        : `use one of ${names.join(', ')}, or add the category to content/categories.yml`,
    },
  ];
}

export function emptyBody(body: string, bodyLine: number): Finding[] {
  if (body.trim()) return [];
  return [
    {
      severity: 'error',
      field: 'content',
      line: bodyLine,
      message: 'the article has no body text',
      fix: 'write the article in markdown below the closing --- line',
    },
  ];
}

/** Every text of the front-matter with its dotted field name: 'title', 'sources.0.url'... */
function texts(value: unknown, field = ''): [string, string][] {
  if (typeof value === 'string') return [[field, value]];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    texts(inner, field ? `${field}.${key}` : key),
  );
}

/** Template text left in a published article: once per field and once for the body. */
export function placeholders(data: ArticleFrontMatter, body: string, bodyLine: number): Finding[] {
  if (data.draft) return [];
  const finding = (field: string, line?: number): Finding => ({
    severity: 'error',
    field,
    ...(line !== undefined && { line }),
    message: `still contains the template's placeholder "${PLACEHOLDER}"`,
    fix: `replace the ${PLACEHOLDER} text with your own, or keep draft: true until the article is finished`,
  });
  const fields = texts(data).filter(([, text]) => text.includes(PLACEHOLDER));
  const bodyIndex = body.split('\n').findIndex((line) => line.includes(PLACEHOLDER));
  return [
    ...fields.map(([field]) => finding(field)),
    ...(bodyIndex >= 0 ? [finding('content', bodyLine + bodyIndex)] : []),
  ];
}
