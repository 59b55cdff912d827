// In-text citations (`:cite[id]`): numbered in order of first use, checked against the sources.
import { CITE, type DirectiveUse } from './directives';
import type { Source } from '../schema';
import { didYouMean } from '../closest-name';
import type { Finding } from '../types';

/**
 * In-text citations: `:cite[nhs-insomnia]` (or `:cite[nhs-insomnia, cdc-sleep]`) after a claim
 * cites the sources with those ids. Sources are numbered in the order the text first cites them;
 * sources never cited follow, in the order of the front-matter.
 */

/** One citation marker: the source ids it names, and its line in the body (1 = first line). */
export type Citation = { ids: string[]; line: number };

export const citedIds = (label: string): string[] =>
  label
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);

export const citationsOf = (uses: readonly DirectiveUse[]): Citation[] =>
  uses
    .filter((use) => use.kind === 'text' && use.name === CITE)
    .map((use) => ({ ids: citedIds(use.label), line: use.line }));

export type NumberedSource = Source & {
  /** Its number in the text and in the list of sources. */
  number: number;
  /** How many times the text cites it. */
  uses: number;
};

/** The sources in numbered order, and each id's number. */
export function numberSources(
  sources: readonly Source[],
  citations: readonly Citation[],
): { sources: NumberedSource[]; numbers: Map<string, number> } {
  const uses = new Map<string, number>();
  for (const id of citations.flatMap((c) => c.ids)) uses.set(id, (uses.get(id) ?? 0) + 1);
  const known = new Set(sources.map((s) => s.id));
  const order = [...uses.keys()].filter((id) => known.has(id));
  for (const { id } of sources) if (!order.includes(id)) order.push(id);
  const numbered = order.map((id, index) => ({
    ...sources.find((s) => s.id === id)!,
    number: index + 1,
    uses: uses.get(id) ?? 0,
  }));
  return { sources: numbered, numbers: new Map(numbered.map((s) => [s.id, s.number])) };
}

/** The anchor of a source in the list, and of the k-th citation of source n in the text. */
export const sourceAnchor = (n: number) => `source-${n}`;
export const citeAnchor = (n: number, k: number) => `cite-${n}-${k}`;
/** The sanitiser prefixes every id written inside markdown with this, so nothing can clobber the page's own. */
export const MARKDOWN_ID_PREFIX = 'user-content-';

/** A URL that is only a site's home page: it backs no claim. */
export function isHomePage(url: string): boolean {
  const { pathname, search } = new URL(url);
  return (pathname === '/' || pathname === '') && search === '';
}

/** An error for each id already used by an earlier entry of the list `field` (sources, pages). */
export function duplicateIds(ids: readonly string[], field: string, noun: string): Finding[] {
  return ids.flatMap((id, index): Finding[] =>
    ids.indexOf(id) === index
      ? []
      : [
          {
            severity: 'error',
            field: `${field}.${index}.id`,
            message: `"${id}" is already the id of ${noun} ${ids.indexOf(id) + 1}`,
            fix: `give each ${noun} its own id`,
          },
        ],
  );
}

/**
 * What is wrong with the citations of one article: a citation of a source that does not exist and
 * two sources with one id are errors; a source never cited and a home-page source are warnings.
 */
export function citationFindings(
  sources: readonly Source[],
  citations: readonly Citation[],
  bodyLine: number,
): Finding[] {
  const ids = sources.map((s) => s.id);
  const findings: Finding[] = [];
  for (const { ids: cited, line } of citations) {
    const at = bodyLine + line - 1;
    if (cited.length === 0) {
      findings.push({
        severity: 'error',
        field: 'content',
        line: at,
        message: `:${CITE}[] names no source`,
        fix: `write the id of a source between the brackets, such as :${CITE}[${ids[0] ?? 'nhs-insomnia'}]`,
      });
    }
    for (const id of cited.filter((id) => !ids.includes(id))) {
      findings.push({
        severity: 'error',
        field: 'content',
        line: at,
        message: `cites "${id}", which is not the id of one of the sources`,
        fix: `${didYouMean(id, ids)}add a source with id: ${id}, or cite one of: ${ids.join(', ') || '(no sources yet)'}`,
      });
    }
  }
  const cited = new Set(citations.flatMap((c) => c.ids));
  findings.push(...duplicateIds(ids, 'sources', 'source'));
  sources.forEach((source, index) => {
    if (ids.indexOf(source.id) === index && !cited.has(source.id)) {
      findings.push({
        severity: 'warning',
        field: `sources.${index}`,
        message: `"${source.id}" is never cited in the text`,
        fix: `add :${CITE}[${source.id}] after the claim it backs, or remove the source`,
      });
    }
    if (isHomePage(source.url)) {
      findings.push({
        severity: 'warning',
        field: `sources.${index}.url`,
        message: `${source.url} is a home page, which backs no claim`,
        fix: 'link the page that carries the fact (a topic page or fact sheet)',
      });
    }
  });
  return findings;
}

/** A paragraph, or a paragraph ending in ':' with the list it introduces, and its first line. */
type Block = { text: string; line: number };

function blocks(markdown: string): Block[] {
  const result: Block[] = [];
  let line = 1;
  for (const chunk of markdown.split(/(\n[ \t]*\n)/)) {
    if (/^\n[ \t]*\n$/.test(chunk)) {
      line += 2;
      continue;
    }
    const isList = /^\s*(?:[-*+]|\d+\.)\s/.test(chunk);
    const previous = result.at(-1);
    if (isList && previous && /:\**\s*$/.test(previous.text)) previous.text += `\n${chunk}`;
    else result.push({ text: chunk, line });
    line += chunk.split('\n').length - 1;
  }
  return result;
}

/** The digits a reader sees: not list numbers, headings, link targets or code. */
const hasFigure = (text: string) =>
  /\d/.test(
    text
      .replace(/^\s*\d+\.\s/gm, '')
      .replace(/\]\([^)]*\)/g, ']')
      .replace(/`[^`]*`/g, ''),
  );

/**
 * A paragraph (with the list it introduces) that gives a figure, such as a dose, an age, a
 * threshold or a number to call, but cites no source: a warning at its first line.
 */
export function uncitedFigures(markdown: string, bodyLine: number): Finding[] {
  return blocks(markdown)
    .filter(({ text }) => !/^\s*(#|```)/.test(text) && hasFigure(text) && !/:cite[[{]/.test(text))
    .map(({ line }) => ({
      severity: 'warning',
      field: 'content',
      line: bodyLine + line - 1,
      message: 'gives a figure (a number, dose, age or threshold) but cites no source',
      fix: `add :${CITE}[id] after the claim, naming the source that carries the figure`,
    }));
}
