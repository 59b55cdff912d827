// The markdown directives editors write (remark-directive), parsed and checked.
import type { VFile } from 'vfile';
import { CARE_LEVELS } from './care-cards';
import { closest } from '../closest-name';
import type { Finding } from '../types';

/**
 * The markdown directives editors write (remark-directive): `:cite[nhs-insomnia]` in running text.
 * A text directive is `:name` followed by `[label]` or `{attributes}`; a bare `:name`, as in
 * "1:2" or "10:30", is ordinary text. `::name` and `:::name` blocks are directives too.
 */

/** The parts of a markdown syntax tree that directives live in. */
export type DirectiveNode = {
  type: string;
  name?: string;
  value?: string;
  url?: string;
  children?: DirectiveNode[];
  data?: { hName?: string; hProperties?: Record<string, unknown>; directiveLabel?: boolean };
  position?: { start: { line: number; offset?: number }; end: { offset?: number } };
};

export type DirectiveKind = 'text' | 'leaf' | 'container';

const KINDS: Record<string, DirectiveKind> = {
  textDirective: 'text',
  leafDirective: 'leaf',
  containerDirective: 'container',
};

/** The text directive that cites a source. */
export const CITE = 'cite';

/** The leaf directive that embeds an emergency of the first-aid library: `::first-aid[choking]`. */
export const FIRST_AID = 'first-aid';

/** Every directive name the site knows, by kind. */
export const KNOWN_DIRECTIVES: Record<DirectiveKind, readonly string[]> = {
  text: [CITE],
  leaf: [FIRST_AID],
  container: Object.keys(CARE_LEVELS),
};

export const directiveKind = (node: DirectiveNode): DirectiveKind | undefined => KINDS[node.type];

/** The written text of a node, as it stands in the source. */
export function sourceOf(node: DirectiveNode, source: string): string {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  return start === undefined || end === undefined ? '' : source.slice(start, end);
}

/** The plain text inside a node: a text directive's [label]. */
export function labelOf(node: DirectiveNode): string {
  if (node.value !== undefined) return node.value;
  return (node.children ?? []).map(labelOf).join('');
}

/** A block directive's [label] (`:::urgent[Heading]`): its first child, marked as the label. */
export const blockLabel = (node: DirectiveNode): DirectiveNode | undefined =>
  node.children?.[0]?.data && 'directiveLabel' in node.children[0].data
    ? node.children[0]
    : undefined;

/** Whether a text directive was written with a [label] or {attributes}, so is meant as one. */
function isWritten(node: DirectiveNode, source: string): boolean {
  return sourceOf(node, source).length > `:${node.name}`.length;
}

/**
 * A remark plugin: a bare `:name` (no label, no attributes) goes back to the text it was, so times,
 * ratios and "note:this" read as written. Runs before every other directive plugin.
 */
export function keepBareColons() {
  return (tree: DirectiveNode, file: VFile) => {
    const source = String(file.value);
    const visit = (node: DirectiveNode) => {
      const children = node.children;
      if (!children) return;
      node.children = children.map((child) =>
        child.type === 'textDirective' && !isWritten(child, source)
          ? { type: 'text', value: sourceOf(child, source) }
          : child,
      );
      node.children.forEach(visit);
    };
    visit(tree);
  };
}

export type DirectiveUse = {
  kind: DirectiveKind;
  name: string;
  label: string;
  line: number;
  /** A ::: block that reaches the end of the text without its closing `:::` line. */
  unclosed?: boolean;
};

/** Whether a ::: block ends with its own closing fence. */
const isClosed = (node: DirectiveNode, source: string) =>
  /\n[ \t]*:::[ \t]*$/.test(sourceOf(node, source));

/** The directives of a tree that `keepBareColons` has run over, in reading order. */
export function directiveUses(tree: DirectiveNode, source = ''): DirectiveUse[] {
  const uses: DirectiveUse[] = [];
  const visit = (node: DirectiveNode) => {
    const kind = directiveKind(node);
    if (kind && node.name !== undefined) {
      uses.push({
        kind,
        name: node.name,
        label:
          kind === 'text'
            ? labelOf(node)
            : labelOf(blockLabel(node) ?? { type: 'text', value: '' }),
        line: node.position?.start.line ?? 1,
        ...(kind === 'container' && !isClosed(node, source) && { unclosed: true }),
      });
    }
    node.children?.forEach(visit);
  };
  visit(tree);
  return uses;
}

const spelled = (kind: DirectiveKind, name: string) =>
  `${{ text: ':', leaf: '::', container: ':::' }[kind]}${name}`;

/**
 * A directive the site does not know, or a ::: block left open, at its line of the file (the body
 * starts at `bodyLine`).
 */
export function directiveFindings(uses: readonly DirectiveUse[], bodyLine: number): Finding[] {
  return uses.flatMap(({ kind, name, line, unclosed }): Finding[] => {
    const known = KNOWN_DIRECTIVES[kind];
    if (known.includes(name)) {
      if (!unclosed) return [];
      return [
        {
          severity: 'error',
          field: 'content',
          line: bodyLine + line - 1,
          message: `the ${spelled(kind, name)} block that starts here is never closed`,
          fix: 'end it with a line of three colons (:::), with a blank line after it',
        },
      ];
    }
    const guess = closest(name, known);
    return [
      {
        severity: 'error',
        field: 'content',
        line: bodyLine + line - 1,
        message: `${spelled(kind, name)} is not a known directive`,
        fix: guess
          ? `did you mean ${spelled(kind, guess)}? (see docs/EDITING.md)`
          : known.length > 0
            ? `use one of ${known.map((n) => spelled(kind, n)).join(', ')} (see docs/EDITING.md), or write the colon as \\: to keep it as text`
            : 'write the colons as \\: to keep them as text (see docs/EDITING.md)',
      },
    ];
  });
}
