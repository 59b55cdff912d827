import fs from 'node:fs';
import matter from 'gray-matter';
import YAML from 'yaml';
import { yamlLines, type LineOf } from './lines';

export type YamlFile = { data: unknown; lineOf: LineOf };

/**
 * YAML is read with the core schema, so `date: 2024-02-30` stays text and is checked as such (YAML
 * 1.1 timestamps would silently roll it over to March 1). Throws on a syntax error.
 */
export function readYamlFile(file: string): YamlFile {
  const text = fs.readFileSync(file, 'utf8');
  return { data: YAML.parse(text), lineOf: yamlLines(text) };
}

export type MarkdownFile = YamlFile & { body: string; bodyLine: number };

/** A markdown file with front-matter; lines are counted from the file's first `---`. */
export function readMarkdownFile(file: string): MarkdownFile {
  const parsed = matter(fs.readFileSync(file, 'utf8'), {
    engines: { yaml: (text) => YAML.parse(text) ?? {} },
  });
  // gray-matter's `matter` starts right after the opening `---`, so its line n is the file's line n;
  // the body starts after the closing `---`.
  const frontMatterLines = parsed.matter ? parsed.matter.split('\n').length : 0;
  return {
    data: parsed.data,
    lineOf: yamlLines(parsed.matter),
    body: parsed.content,
    bodyLine: frontMatterLines ? frontMatterLines + 2 : 1,
  };
}
