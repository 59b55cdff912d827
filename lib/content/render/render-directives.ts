// The unified plugin that renders directives (citations, care cards) into HTML.
import type { VFile } from 'vfile';
import { isCareLevel } from './care-cards';
import { citationsOf, citeAnchor, citedIds, numberSources, sourceAnchor } from './citations';
import {
  blockLabel,
  CITE,
  FIRST_AID,
  directiveUses,
  labelOf,
  sourceOf,
  type DirectiveNode,
} from './directives';
import type { Source } from '../schema';

/** The nodes a citation marker becomes: a superscript of links to the numbered sources. */
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

/** A care card's block: a div the sanitiser lets through with its level and heading. */
function markCareCard(node: DirectiveNode): void {
  const label = blockLabel(node);
  node.children = node.children?.filter((child) => child !== label);
  node.data = {
    hName: 'div',
    hProperties: {
      dataCare: node.name,
      ...(label && { dataCareTitle: labelOf(label).trim() }),
    },
  };
}

/** A `::first-aid[id]` line: an empty div naming the emergency, its card put in after rendering. */
function markFirstAid(node: DirectiveNode): void {
  node.data = { hName: 'div', hProperties: { dataFirstAid: labelOf(node).trim() } };
  node.children = [];
}

/**
 * A remark plugin: the article's sources (the file's data, `sources`) are numbered in the order
 * the text first cites them (left in the file's data as `numberedSources`), and each `:cite[...]`
 * becomes superscript links to those numbers, right after the word it follows; a citation of no
 * known source leaves nothing. Any other text directive reads as it was written. A care-card block
 * (`:::emergency`...) and a first-aid line (`::first-aid[choking]`) are marked for the card plugin
 * that runs after sanitising.
 */
export function renderDirectives() {
  return (tree: DirectiveNode, file: VFile) => {
    const source = String(file.value);
    const sources = (file.data.sources ?? []) as readonly Source[];
    const numbered = numberSources(sources, citationsOf(directiveUses(tree, source)));
    file.data.numberedSources = numbered.sources;
    const { numbers } = numbered;
    const seen = new Map<number, number>();
    const visit = (node: DirectiveNode) => {
      if (!node.children) return;
      const children: DirectiveNode[] = [];
      for (const child of node.children) {
        if (child.type === 'containerDirective' && isCareLevel(child.name ?? '')) {
          markCareCard(child);
        }
        if (child.type === 'leafDirective' && child.name === FIRST_AID) markFirstAid(child);
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
