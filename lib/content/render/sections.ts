// An article's contents: its `##` and `###` headings, with their ids.
import type { VFile } from 'vfile';
import { element, isHeading, text, textOf, type HastNode } from './hast';
import { scriptSlug, slugify } from '../slug';

/** One entry of an article's contents: a `##` (depth 2) or `###` (depth 3) heading. */
export type Section = { id: string; title: string; depth: 2 | 3 };

/** Ids the page itself uses around the article body, which a heading must not take. */
const TAKEN =
  /^(?:source-\d+|cite-\d+-\d+|care-\d+|(?:sources|related|takeaways|contents)-title|main-content)$/;

/**
 * A unique id from a heading's text: `when-to-see-a-doctor`, then `-2`, `-3`... (`slug` turns the
 * text into one: `scriptSlug` keeps a translation's own letters).
 */
export function uniqueId(title: string, used: Set<string>, slug = slugify): string {
  const base = slug(title) || 'section';
  let id = TAKEN.test(base) ? `${base}-section` : base;
  for (let n = 2; used.has(id); n += 1) id = `${base}-${n}`;
  used.add(id);
  return id;
}

/**
 * A rehype plugin, run after sanitising: each `##` and `###` heading of the body gets a stable id
 * (from its text; unique when two share a title) and, beside it, a link to itself that shows on
 * hover and focus (outside the heading, so the heading's name stays its text); the headings become
 * the file's `sections` (the contents list).
 */
export function sectionIds({ script = false } = {}) {
  const slug = script ? scriptSlug : slugify;
  return () => (tree: HastNode, file: VFile) => {
    const used = new Set<string>();
    const sections: Section[] = [];
    tree.children = (tree.children ?? []).map((node) => {
      if (!isHeading(node, [2, 3])) return node;
      const title = textOf(node).trim();
      const id = uniqueId(title, used, slug);
      node.properties = { ...node.properties, id };
      sections.push({ id, title, depth: node.tagName === 'h2' ? 2 : 3 });
      const anchor = element(
        'a',
        {
          href: `#${id}`,
          className: ['heading-anchor'],
          ariaLabel: `Link to the section ${title}`,
        },
        [element('span', { ariaHidden: 'true' }, [text('#')])],
      );
      return element('div', { className: ['heading-wrapper'] }, [node, anchor]);
    });
    file.data.sections = sections;
  };
}
