// A markdown line nested thousands of levels deep (quotes, list markers, indentation) would
// overflow the renderer's stack: it is refused as it is read, naming file and line, and the rest of
// the corpus is still checked.
import fs from 'node:fs';
import path from 'node:path';
import { checkCorpus } from '@/lib/content';
import { CONTENT_FILE_KINDS, type ContentFileKind } from '@/lib/content/checks/file-kinds';
import { refusalLine } from '../../helpers/content-bytes';
import { random } from '../../helpers/random';
import { validCorpusWith } from '../../helpers/valid-corpus';

const KINDS = Object.keys(CONTENT_FILE_KINDS) as ContentFileKind[];
const MARKERS = ['>', '> ', '- ', '* ', '+ ', '1. ', '2) ', '> - '];

/** A nesting `depth` deep, of markers chosen at random. */
function nested(next: () => number, depth: number): string {
  return Array.from({ length: depth }, () => MARKERS[Math.floor(next() * MARKERS.length)]).join('');
}

describe.each(KINDS)('a %s file', (kind) => {
  const next = random(kind.length * 97);
  it('with a line nested hundreds or thousands of levels deep is refused at that line', () => {
    for (const depth of [50, 400, 3000]) {
      const line = 1 + Math.floor(next() * 5);
      const lines = ['Some text.', '', '- a list', '> a quote', 'More text.', ''];
      lines.splice(line - 1, 0, `${nested(next, depth)}deep`);
      expect(refusalLine(lines.join('\n'), kind)).toBe(line);
    }
    expect(refusalLine(`Text.\n${' '.repeat(4000)}- deep\n`, kind)).toBe(2);
    // Link and tag openers by the hundred thousand make a markdown reader take minutes.
    for (const opener of ['[', '![', '<', '[a]', '[a', '<a', '[a](b ']) {
      const n = 700 + Math.floor(next() * 5000);
      expect(refusalLine(`Text.\n${opener.repeat(n)}\n`, kind)).toBe(2);
    }
    // Emphasis nests as deep as its markers go: a run of them, or markers spread over the line.
    for (const marker of ['*', '_']) {
      const n = 500 + Math.floor(next() * 4000);
      expect(refusalLine(`Text.\n${marker.repeat(n)}deep${marker.repeat(n)}\n`, kind)).toBe(2);
      const spread = Array.from({ length: n }, (_, i) => `${marker}w${i}`).join(' ');
      expect(refusalLine(`Text.\n\n${spread}\n`, kind)).toBe(3);
      const overLines = Array.from({ length: n }, (_, i) => `${marker}w${i}`).join('\n');
      expect(refusalLine(`Text.\n\n${overLines}\n`, kind)).toBeGreaterThan(2);
    }
  });

  it('with ::: blocks opened inside each other by the dozen, closed or not, is refused', () => {
    for (const depth of [13, 40, 2500]) {
      const name = () =>
        ['urgent', 'emergency', 'note', 'routine[Heading]'][Math.floor(next() * 4)];
      const opens = Array.from({ length: depth }, () => `:::${name()}\n`);
      const closed = `Text.\n\n${opens.join('\n')}\n- a sign\n\n${':::\n\n'.repeat(depth)}`;
      expect(refusalLine(closed, kind)).toBe(3 + 2 * 12);
      expect(refusalLine(`Text.\n\n${opens.join('\n')}`, kind)).toBe(3 + 2 * 12);
    }
    // One after another, each closed, they are read: a page of care cards.
    const cards = Array.from({ length: 40 }, (_, i) => `:::urgent[Card ${i}]\n- a sign\n:::\n`);
    expect(refusalLine(`Text.\n\n${cards.join('\n')}`, kind)).toBeUndefined();
  });

  it('with the nesting real text has (a quote in a list in a list) is read', () => {
    for (let i = 0; i < 50; i++) {
      const text = `Intro.\n\n${nested(next, 1 + Math.floor(next() * 6))}an item with **bold**, *a stress* and _some_ ***more***\n  - nested\n    - deeper\n\n***\n\n${'-'.repeat(80)}\n`;
      expect(refusalLine(text, kind)).toBeUndefined();
    }
  });
});

it('check:content names the file and line of an article nested 3,000 deep, and checks the rest', () => {
  const paths = validCorpusWith('alpha.md', 'placeholder');
  const file = path.join(paths.contentDir, 'articles', 'alpha.md');
  const text = fs.readFileSync(file, 'utf8');
  fs.writeFileSync(file, `${text}\n${'>'.repeat(3000)} deep\n`);
  const { problems, corpus } = checkCorpus(paths);
  const errors = problems.filter((p) => p.severity === 'error');
  expect(errors.map((p) => [path.basename(p.file), p.field])).toEqual([['alpha.md', '(file)']]);
  expect(errors[0]!.line).toBe(text.split('\n').length + 1);
  expect(corpus.articles.length).toBeGreaterThan(0);
});
