// The line of each front-matter field, and readable messages for YAML that does not parse.
import { FrontMatterError } from '../read/front-matter';
import { LineCounter, YAMLParseError, isMap, isNode, isScalar, isSeq, parseDocument } from 'yaml';

/** The line of a field, given its path such as ['sources', 0, 'url']. */
export type LineOf = (path: readonly PropertyKey[]) => number;

/**
 * Where each field of a YAML text is, so problems can name a line. A path that does not exist gives
 * the line of its nearest existing parent; the whole text starts on line 1.
 */
export function yamlLines(text: string): LineOf {
  // Parsed on the first question only: most files are asked none.
  let lineOf: LineOf | undefined;
  return (path) => (lineOf ??= linesOf(text))(path);
}

function linesOf(text: string): LineOf {
  const counter = new LineCounter();
  // Keys written twice are the reader's to report (parse-files.ts); checking them here too would
  // compare every key with every other.
  const doc = parseDocument(text, { lineCounter: counter, uniqueKeys: false });
  const lineAt = (offset: number) => counter.linePos(offset).line;
  return (path) => {
    let node: unknown = doc.contents;
    let line = 1;
    for (const key of path) {
      if (isMap(node)) {
        const pair = node.items.find((item) => isScalar(item.key) && item.key.value === key);
        if (!pair || !isScalar(pair.key) || !pair.key.range) break;
        line = lineAt(pair.key.range[0]);
        node = pair.value;
      } else if (isSeq(node) && typeof key === 'number') {
        const item: unknown = node.items[key];
        if (!isNode(item) || !item.range) break;
        line = lineAt(item.range[0]);
        node = item;
      } else {
        break;
      }
    }
    return line;
  };
}

export const YAML_SYNTAX_HINT =
  'check the quotes, colons and indentation there (text that contains a colon needs "quotes")';

/** Where a file that cannot be parsed goes wrong (its front-matter block or its YAML), and the fix. */
export function parseFailure(error: unknown): { line: number; message: string; fix: string } {
  if (error instanceof FrontMatterError)
    return { line: error.line, message: error.message, fix: error.fix };
  const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
  return {
    line: error instanceof YAMLParseError ? (error.linePos?.[0].line ?? 1) : 1,
    message: `cannot be parsed: ${message}`,
    fix: YAML_SYNTAX_HINT,
  };
}
