/** The parts of an HTML syntax tree (hast) the plugins after sanitising read and build. */
export type HastNode = {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
  value?: string;
};

export const text = (value: string): HastNode => ({ type: 'text', value });

export const element = (
  tagName: string,
  properties: Record<string, unknown>,
  children: HastNode[] = [],
): HastNode => ({ type: 'element', tagName, properties, children });

/** The text a reader sees in a node, without superscript citation numbers. */
export function textOf(node: HastNode): string {
  if (node.type === 'text') return node.value ?? '';
  if (node.tagName === 'sup') return '';
  return (node.children ?? []).map(textOf).join('');
}

export const isHeading = (node: HastNode, levels = [1, 2, 3, 4, 5, 6]): boolean =>
  node.type === 'element' && levels.some((level) => node.tagName === `h${level}`);
