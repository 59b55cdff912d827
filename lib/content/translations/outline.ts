// What a translation must keep of its original: sections, blocks, numbers, citations, care cards.
import { remark } from 'remark';
import remarkDirective from 'remark-directive';
import { citedIds } from '../render/citations';
import { CITE, keepBareColons, type DirectiveNode } from '../render/directives';

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
  /** The source ids of its citations, in order. */
  citations: string[];
  /** The addresses of its links, in order. */
  links: string[];
};

const reader = remark().use(remarkDirective).use(keepBareColons);

/** One decimal digit of any script (Unicode General_Category Nd). */
const DIGIT = /\p{Nd}/u;

/**
 * A decimal digit's value. Unicode encodes every digit system as a run of ten code points, 0 to 9
 * in order (systems side by side, like the mathematical digits, follow each other run by run), so
 * the digits before it in its run, counted modulo 10, are its value.
 */
function digitValue(digit: string): number {
  let code = digit.codePointAt(0)!;
  let before = 0;
  while (DIGIT.test(String.fromCodePoint(code - 1))) {
    before += 1;
    code -= 1;
  }
  return before % 10;
}

/**
 * Every decimal digit as its ASCII digit: a number written in Devanagari (०-९), Arabic-Indic,
 * fullwidth or mathematical digits, or a mix, is the same number as in ASCII.
 */
export const asciiDigits = (text: string) =>
  text
    // Other number characters as their compatibility digits: ⑮ is 15, ½ is 1⁄2, ² is 2.
    .replace(/\p{No}+/gu, (numbers) => numbers.normalize('NFKC'))
    .replace(/(?![0-9])\p{Nd}/gu, (digit) => String(digitValue(digit)));

/**
 * The numbers of a text as written in digits: `1,000` and `1000` are one number, `100.4` one,
 * `38 °C` is 38; the digits of every script (Devanagari ०-९, Arabic-Indic ٠-٩, fullwidth ０-９...)
 * are digits.
 */
export function numbersIn(text: string): string[] {
  return (asciiDigits(text).match(/\d+(?:[.,]\d+)*/g) ?? []).map((number) =>
    GROUPED.test(number) ? number.replaceAll(',', '') : number,
  );
}

/**
 * A number whose commas group its digits, in the Western way (1,500; 12,000,000) or the Indian one
 * (1,50,000): only these lose their commas, so "15,00" is not read as 1,500.
 */
const GROUPED = /^(?:\d{1,3}(?:,\d{3})+|\d{1,2}(?:,\d{2})*,\d{3})(?:\.\d+)?$/;

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
  let section: Omit<Section, 'text'> & { words: string[] } = {
    depth: 0,
    heading: '',
    line: 1,
    blocks: [],
    numbers: [],
    citations: [],
    links: [],
    words: [],
  };
  const close = () => {
    const { words, ...rest } = section;
    const text = words.join(' ');
    sections.push({ ...rest, text, numbers: numbersIn(text).sort() });
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
        numbers: [],
        citations,
        links,
        words: [heading],
      };
      continue;
    }
    section.blocks.push(shapeOf(node));
    // A care card's heading is its first child: its numbers count with the card's.
    section.words.push(wordsOf(node, section.citations, section.links));
  }
  close();
  return sections;
}
