// YAML and markdown files parsed with a line for every field, evaluating nothing.
import { isScalar, LineCounter, parseDocument, visit, YAMLParseError } from 'yaml';
import type { ContentFileKind } from '../checks/file-kinds';
import { readContentFile } from './content-file';
import { FileBytesError } from '../checks/file-bytes';
import { firstSetextHeading } from '../checks/setext-headings';
import { splitFrontMatter } from './front-matter';
import { yamlLines, type LineOf } from '../checks/lines';

export type YamlFile = { data: unknown; lineOf: LineOf };

/**
 * YAML is read with the core schema, so `date: 2024-02-30` stays text and is checked as such (YAML
 * 1.1 timestamps would silently roll it over to March 1). Throws on a syntax error, and a
 * FileBytesError on bytes `readContentFile` refuses.
 */
export function readYamlFile(file: string, kind: ContentFileKind): YamlFile {
  const text = readContentFile(file, kind);
  return { data: parseYaml(text), lineOf: yamlLines(text) };
}

/**
 * YAML text as data. A key written twice in a map is an error at its second line, as the parser
 * reports it, but found with a set of each map's keys: the parser's own check compares every key
 * with every other, which takes minutes for a map of tens of thousands of keys.
 */
export function parseYaml(text: string): unknown {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { uniqueKeys: false, lineCounter });
  const failed = (error: YAMLParseError) => {
    error.linePos = [lineCounter.linePos(error.pos[0])];
    return error;
  };
  if (doc.errors.length > 0) throw failed(doc.errors[0]!);
  visit(doc, {
    Map(_, map) {
      const seen = new Set<unknown>();
      for (const { key } of map.items) {
        const name = isScalar(key) ? key.value : key;
        if (!seen.has(name)) {
          seen.add(name);
          continue;
        }
        const at = isScalar(key) && key.range ? key.range[0] : 0;
        throw failed(new YAMLParseError([at, at + 1], 'DUPLICATE_KEY', 'Map keys must be unique'));
      }
    },
  });
  return doc.toJS();
}

export type MarkdownFile = YamlFile & { body: string; bodyLine: number };

/**
 * A markdown file with YAML front-matter; its lines are the file's lines. Throws a
 * FrontMatterError on a front-matter block that is not YAML or not closed, a YAML error on bad YAML,
 * a FileBytesError on bytes `readContentFile` refuses.
 */
export function readMarkdownFile(file: string, kind: ContentFileKind): MarkdownFile {
  return parseMarkdown(readContentFile(file, kind));
}

/** The text of a markdown file read as `readMarkdownFile` reads it; throws as it does. */
export function parseMarkdown(text: string): MarkdownFile {
  const { yaml, body, bodyLine } = splitFrontMatter(text);
  const setext = firstSetextHeading(body);
  if (setext !== null)
    throw new FileBytesError(
      'has a line of = or - right under a line of text, which makes that text a heading',
      bodyLine + setext - 1,
      'write a heading with # marks (## Heading); for a dividing line, leave a blank line above the ---',
    );
  return {
    data: yaml === null ? {} : (parseYaml(yaml) ?? {}),
    lineOf: yamlLines(yaml ?? ''),
    body,
    bodyLine,
  };
}
