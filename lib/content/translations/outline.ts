// What a translation must keep of its original: sections, blocks, numbers, citations, care cards.
import { remark } from 'remark';
import remarkDirective from 'remark-directive';
import { citedIds } from '../render/citations';
import { CITE, keepBareColons, type DirectiveNode } from '../render/directives';
import { numbersIn } from './numbers';

/** A block of a section as its shape: `paragraph`, `list of 3`, `emergency card of 9`... */
export type Block = string;

export type Section = {
  /** The heading's level (2 for `##`), 0 for the text before the first heading. */
  depth: number;
  /** The heading as written (the text before the first heading has none). */
  heading: string;
  /** The heading's line in the body (1 = the body's first line). */
  line: number;
  blocks: Block[];
  /** Every number written in digits (the digits of every script read as ASCII digits), sorted. */
  numbers: string[];
  /** The words a reader reads in it, heading and care cards included (for its count words). */
  text: string;
  /**
   * The words of each paragraph, list item and card heading in it, in order, the heading first:
   * where each of its numbers stands.
   */
  runs: string[];
  /** The source ids of its citations, in order. */
  citations: string[];
  /** The addresses of its links, in order. */
  links: string[];
};

const reader = remark().use(remarkDirective).use(keepBareColons);

/** The words of a node a reader reads, without its citation markers. */
function wordsOf(node: DirectiveNode, citations: string[], links: string[]): string {
  if (node.type === 'textDirective' && node.name === CITE) {
    citations.push(...citedIds(labelText(node)));
    return ' ';
  }
  if ((node.type === 'link' || node.type === 'definition') && node.url) links.push(node.url);
  // Raw HTML (a comment, a tag) is never shown: the renderer's sanitiser drops it.
  if (node.type === 'html') return ' ';
  if (node.value !== undefined) return node.value;
  return (node.children ?? []).map((child) => wordsOf(child, citations, links)).join(' ');
}

const labelText = (node: DirectiveNode): string =>
  node.value ?? (node.children ?? []).map(labelText).join('');

const countItems = (node: DirectiveNode): number =>
  (node.children ?? []).reduce(
    (sum, child) => sum + (child.type === 'listItem' ? 1 : 0) + countItems(child),
    0,
  );

/** The paragraphs of a node (a list's items, a card's heading and items), each as its words. */
function runsOf(node: DirectiveNode, citations: string[], links: string[]): string[] {
  if (['paragraph', 'heading', 'code', 'leafDirective'].includes(node.type) || !node.children)
    return [wordsOf(node, citations, links)].filter((words) => words.trim() !== '');
  return node.children.flatMap((child) => runsOf(child, citations, links));
}

/** The shape of a top-level block. */
function shapeOf(node: DirectiveNode): Block {
  if (node.type === 'list') {
    const ordered = (node as DirectiveNode & { ordered?: boolean }).ordered;
    return `${ordered ? 'numbered list' : 'list'} of ${countItems(node)}`;
  }
  if (node.type === 'containerDirective') return `${node.name} card of ${countItems(node)}`;
  return node.type;
}

/** A markdown body as a list of sections, each with what a translation must keep. */
export function outlineOf(markdown: string): Section[] {
  const tree = reader.runSync(reader.parse(markdown), markdown) as DirectiveNode;
  const sections: Section[] = [];
  let section: Omit<Section, 'text' | 'numbers'> = {
    depth: 0,
    heading: '',
    line: 1,
    blocks: [],
    citations: [],
    links: [],
    runs: [],
  };
  const close = () => {
    const text = section.runs.join(' ');
    sections.push({ ...section, text, numbers: numbersIn(text).sort() });
  };
  for (const node of tree.children ?? []) {
    if (node.type === 'heading') {
      close();
      const citations: string[] = [];
      const links: string[] = [];
      const heading = wordsOf(node, citations, links);
      section = {
        depth: (node as DirectiveNode & { depth: number }).depth,
        heading: heading.trim(),
        line: node.position?.start.line ?? 1,
        blocks: [],
        citations,
        links,
        runs: [heading],
      };
      continue;
    }
    section.blocks.push(shapeOf(node));
    // A care card's heading is its first child: its numbers count with the card's.
    section.runs.push(...runsOf(node, section.citations, section.links));
  }
  close();
  return sections;
}
