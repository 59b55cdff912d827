import { remark } from 'remark';
import remarkHtml from 'remark-html';
import { internalLink, mayLinkInternally, resolveHref } from './links';

/** The parts of a markdown syntax tree that links live in. */
type MarkdownNode = {
  type: string;
  url?: string;
  children?: MarkdownNode[];
  position?: { start: { line: number } };
};

function* walk(node: MarkdownNode): Generator<MarkdownNode> {
  yield node;
  for (const child of node.children ?? []) yield* walk(child);
}

/** Links and link definitions (`[label]: url`) of a tree. */
const linkNodes = (tree: MarkdownNode) =>
  [...walk(tree)].filter((node) => node.type === 'link' || node.type === 'definition');

/** A remark plugin: `article:some-id` becomes `/blog/some-id`, `category:x` `/category/x`. */
function resolveInternalLinks() {
  return (tree: MarkdownNode) => {
    for (const node of linkNodes(tree)) if (node.url) node.url = resolveHref(node.url);
  };
}

const processor = remark().use(resolveInternalLinks).use(remarkHtml, { sanitize: true });

/**
 * The one place markdown becomes HTML. Internal links are resolved first; sanitising stays on: raw
 * HTML, scripts, event handlers and `javascript:` links in a markdown file never reach the page.
 */
export function renderMarkdown(markdown: string): string {
  return String(processor.processSync(markdown));
}

/** The internal links of a markdown text with their lines (line 1 is the text's first line). */
export function internalLinks(markdown: string): { url: string; line: number }[] {
  if (!mayLinkInternally(markdown)) return [];
  return linkNodes(processor.parse(markdown)).flatMap(({ url, position }) =>
    url && internalLink(url) ? [{ url, line: position?.start.line ?? 1 }] : [],
  );
}
