/** A link to a page of the site built from the content: an article or a category. */
export type InternalLink = { kind: 'article' | 'category'; id: string; rest: string };

const INTERNAL = /^(?:(article|category):|\/(blog|category)\/)([^/?#]*)\/?([?#].*)?$/;

/**
 * `article:some-id` and `/blog/some-id` name an article; `category:some-slug` and
 * `/category/some-slug` a category; an optional #part or ?query follows. Other links: undefined.
 */
export function internalLink(url: string): InternalLink | undefined {
  const match = INTERNAL.exec(url);
  if (!match) return undefined;
  const [, scheme, folder, id = '', rest = ''] = match;
  return { kind: scheme === 'article' || folder === 'blog' ? 'article' : 'category', id, rest };
}

/** False when a text cannot contain an internal link, which spares parsing it. */
export function mayLinkInternally(text: string): boolean {
  return /article:|category:|\/blog\/|\/category\//.test(text);
}

/** The site address of an internal link, such as `/blog/some-id`; other links stay as they are. */
export function resolveHref(url: string): string {
  const link = internalLink(url);
  if (!link) return url;
  return `${link.kind === 'article' ? '/blog' : '/category'}/${link.id}${link.rest}`;
}
