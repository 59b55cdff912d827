// What a translation must keep of its original: sections, blocks, numbers, citations, care cards.
import { remark } from 'remark';
import remarkDirective from 'remark-directive';
import { citedIds } from '../render/citations';
import { CITE, FIRST_AID, keepBareColons, type DirectiveNode } from '../render/directives';
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
  /**
   * The addresses of its links and pictures, in order, a link with the numbers its text shows
   * (`tel:108 "108"`).
   */
  links: string[];
  /** The ids of the emergencies it embeds (`::first-aid[choking]`), in order. */
  embeds: string[];
  /** The titles of its links and pictures that hold a number: tooltips, which a phone never shows. */
  tooltips: string[];
};

const reader = remark().use(remarkDirective).use(keepBareColons);

/** What a section must keep besides its words: its citations, links and embedded emergencies. */
type Kept = Pick<Section, 'citations' | 'links' | 'embeds' | 'tooltips'>;

/** The nodes whose children stand apart as blocks; the children of any other run on as one text. */
const BLOCKS = new Set(['root', 'list', 'listItem', 'blockquote', 'containerDirective']);

/**
 * The words of a node a reader reads, without its citation markers: the text of a paragraph as the
 * page shows it ("1**2**" and "1<!-- -->2" are 12), a picture by its description.
 */
function wordsOf(node: DirectiveNode, kept: Kept): string {
  // A citation shows its source's number apart from the words; one that names no source shows
  // nothing at all, and the digits either side of it run together ("1:cite[]2" shows 12).
  if (node.type === 'textDirective' && node.name === CITE) {
    const ids = citedIds(labelText(node));
    kept.citations.push(...ids);
    return ids.length > 0 ? ' ' : '';
  }
  if (node.type === 'leafDirective' && node.name === FIRST_AID)
    kept.embeds.push(labelText(node).trim());
  // A link's or a picture's title shows as its tooltip: it is read as words too.
  const title = (node as DirectiveNode & { title?: string | null }).title ?? '';
  if (numbersIn(title).length > 0) kept.tooltips.push(title);
  if (node.type === 'image' || node.type === 'imageReference') {
    const alt = (node as DirectiveNode & { alt?: string }).alt ?? '';
    if (node.url) kept.links.push(node.url);
    return `${alt} ${title}`;
  }
  if (node.type === 'definition' && node.url) kept.links.push(node.url);
  // Raw HTML (a comment, a tag) is never shown: the renderer's sanitiser drops it.
  if (node.type === 'html') return '';
  // A hard break (a line ending in `\` or two spaces) starts a new line on the page: "1\" and "6"
  // on the next line are two numbers.
  if (node.type === 'break') return ' ';
  if (node.value !== undefined) return node.value;
  const words = (node.children ?? [])
    .map((child) => wordsOf(child, kept))
    .join(BLOCKS.has(node.type) ? ' ' : '');
  // A link as its address and the numbers its text shows: "108" must call 108.
  if (node.type === 'link' && node.url) {
    const shown = numbersIn(words);
    kept.links.push(shown.length > 0 ? `${node.url} "${shown.join(' ')}"` : node.url);
  }
  return title ? `${words} ${title}` : words;
}

const labelText = (node: DirectiveNode): string =>
  node.value ?? (node.children ?? []).map(labelText).join('');

const countItems = (node: DirectiveNode): number =>
  (node.children ?? []).reduce(
    (sum, child) => sum + (child.type === 'listItem' ? 1 : 0) + countItems(child),
    0,
  );

/** The paragraphs of a node (a list's items, a card's heading and items), each as its words. */
function runsOf(node: DirectiveNode, kept: Kept): string[] {
  if (['paragraph', 'heading', 'code', 'leafDirective'].includes(node.type) || !node.children)
    return [wordsOf(node, kept)].filter((words) => words.trim() !== '');
  return node.children.flatMap((child) => runsOf(child, kept));
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
    embeds: [],
    tooltips: [],
    runs: [],
  };
  const close = () => {
    const text = section.runs.join(' ');
    sections.push({ ...section, text, numbers: numbersIn(text).sort() });
  };
  for (const node of tree.children ?? []) {
    if (node.type === 'heading') {
      close();
      const kept: Kept = { citations: [], links: [], embeds: [], tooltips: [] };
      const heading = wordsOf(node, kept);
      section = {
        depth: (node as DirectiveNode & { depth: number }).depth,
        heading: heading.trim(),
        line: node.position?.start.line ?? 1,
        blocks: [],
        ...kept,
        runs: [heading],
      };
      continue;
    }
    section.blocks.push(shapeOf(node));
    // A care card's heading is its first child: its numbers count with the card's.
    // One at a time: a list of many items is more than one call's arguments can hold.
    for (const run of runsOf(node, section)) section.runs.push(run);
  }
  close();
  return sections;
}
