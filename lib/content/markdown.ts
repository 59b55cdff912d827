import { remark } from 'remark';
import remarkDirective from 'remark-directive';
import remarkHtml from 'remark-html';
import type { VFile } from 'vfile';
import {
  citationsOf,
  citeAnchor,
  citedIds,
  numberSources,
  sourceAnchor,
  type Citation,
  type NumberedSource,
} from './citations';
import {
  CITE,
  directiveUses,
  keepBareColons,
  labelOf,
  sourceOf,
  type DirectiveNode,
  type DirectiveUse,
} from './directives';
import { internalLink, mayLinkInternally, resolveHref } from './links';
import type { Source } from './schema';

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

/** The text nodes a citation marker becomes: a superscript of links to the numbered sources. */
function citationNode(numbers: readonly number[], seen: Map<number, number>): DirectiveNode {
  const links = numbers.map((n): DirectiveNode => {
    const k = (seen.get(n) ?? 0) + 1;
    seen.set(n, k);
    return {
      type: 'link',
      url: `#${sourceAnchor(n)}`,
      data: { hProperties: { id: citeAnchor(n, k), ariaLabel: `Source ${n}` } },
      children: [{ type: 'text', value: String(n) }],
    };
  });
  const children = links.flatMap((link, i) =>
    i === 0 ? [link] : [{ type: 'text', value: ', ' }, link],
  );
  return { type: 'citation', data: { hName: 'sup' }, children };
}

/**
 * A remark plugin: each `:cite[...]` becomes superscript links to its sources' numbers (given in
 * the file's data as `citationNumbers`), right after the word it follows; a citation of no known
 * source leaves nothing. Any other text directive reads as it was written.
 */
function renderDirectives() {
  return (tree: DirectiveNode, file: VFile) => {
    const source = String(file.value);
    const numbers = (file.data.citationNumbers ?? new Map()) as ReadonlyMap<string, number>;
    const seen = new Map<number, number>();
    const visit = (node: DirectiveNode) => {
      if (!node.children) return;
      const children: DirectiveNode[] = [];
      for (const child of node.children) {
        if (child.type !== 'textDirective') {
          visit(child);
          children.push(child);
        } else if (child.name === CITE) {
          const cited = citedIds(labelOf(child)).flatMap((id) => numbers.get(id) ?? []);
          const before = children.at(-1);
          if (before?.type === 'text' && before.value) before.value = before.value.trimEnd();
          if (cited.length > 0) children.push(citationNode(cited, seen));
        } else {
          children.push({ type: 'text', value: sourceOf(child, source) });
        }
      }
      node.children = children;
    };
    visit(tree);
  };
}

const processor = remark()
  .use(remarkDirective)
  .use(keepBareColons)
  .use(resolveInternalLinks)
  .use(renderDirectives)
  .use(remarkHtml, { sanitize: true });

/** Parses without rendering: the tree the checks read. */
const reader = remark().use(remarkDirective).use(keepBareColons);

/**
 * The one place markdown becomes HTML. Internal links are resolved and citations numbered
 * (`citationNumbers`: each source id's number); sanitising stays on: raw HTML, scripts, event
 * handlers and `javascript:` links in a markdown file never reach the page, and every id written
 * inside it gets the prefix `user-content-`.
 */
export function renderMarkdown(
  markdown: string,
  citationNumbers: ReadonlyMap<string, number> = new Map(),
): string {
  return String(processor.processSync({ value: markdown, data: { citationNumbers } }));
}

/** The directives of a markdown text, in reading order, with their lines (1 = the text's first). */
export function directivesOf(markdown: string): DirectiveUse[] {
  if (!markdown.includes(':')) return [];
  const tree = reader.runSync(reader.parse(markdown), markdown) as DirectiveNode;
  return directiveUses(tree);
}

/** The citation markers of a markdown text, in reading order. */
export const citationsIn = (markdown: string): Citation[] => citationsOf(directivesOf(markdown));

/** The internal links of a markdown text with their lines (line 1 is the text's first line). */
export function internalLinks(markdown: string): { url: string; line: number }[] {
  if (!mayLinkInternally(markdown)) return [];
  return linkNodes(processor.parse(markdown)).flatMap(({ url, position }) =>
    url && internalLink(url) ? [{ url, line: position?.start.line ?? 1 }] : [],
  );
}

/** An article's body as HTML, its citations numbered, and its sources in that numbered order. */
export function renderArticle(article: { content: string; sources: readonly Source[] }): {
  html: string;
  sources: NumberedSource[];
} {
  const { sources, numbers } = numberSources(article.sources, citationsIn(article.content));
  return { html: renderMarkdown(article.content, numbers), sources };
}
