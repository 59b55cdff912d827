// Internal links in article bodies, checked against the site's articles and categories.
import { internalLink } from '../links';
import { closest } from '../closest-name';
import type { Finding } from '../types';

/** What links may point at: every article (with its draft flag) and every category slug. */
export type LinkTargets = {
  articles: ReadonlyMap<string, { draft: boolean }>;
  categories: readonly string[];
};

const broken = (line: number, message: string, fix: string): Finding => ({
  severity: 'error',
  field: 'content',
  line,
  message,
  fix,
});

/**
 * Links in an article's body to articles or categories that do not exist, and links from a
 * published article to a draft (which the published site leaves out).
 */
export function checkLinks(
  links: readonly { url: string; line: number }[],
  fromDraft: boolean,
  targets: LinkTargets,
): Finding[] {
  return links.flatMap(({ url, line }): Finding[] => {
    const link = internalLink(url);
    if (!link) return [];
    /** 'did you mean "/blog/x"? How to write it.' for a near miss, else the how alone. */
    const hint = (candidates: readonly string[], how: string) => {
      const guess = closest(link.id, candidates);
      if (!guess) return how;
      return `did you mean "${url.replace(link.id, guess)}"? ${how[0]?.toUpperCase()}${how.slice(1)}`;
    };
    if (link.kind === 'category') {
      if (targets.categories.includes(link.id)) return [];
      return [
        broken(
          line,
          `links to "${url}", but there is no category "${link.id}"`,
          hint(
            targets.categories,
            `category links use the slug of a registered category: ${targets.categories.join(', ')}`,
          ),
        ),
      ];
    }
    const target = targets.articles.get(link.id);
    if (!target) {
      return [
        broken(
          line,
          `links to "${url}", but there is no article "${link.id}"`,
          hint(
            [...targets.articles.keys()],
            'link to an article by its file name without .md, as in [text](article:file-name)',
          ),
        ),
      ];
    }
    if (target.draft && !fromDraft) {
      return [
        broken(
          line,
          `links to "${url}", which is a draft and is not published`,
          'publish that article first (draft: false) or remove the link',
        ),
      ];
    }
    return [];
  });
}
