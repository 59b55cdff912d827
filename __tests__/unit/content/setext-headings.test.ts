// A line of = or - right under a line of text makes that text a heading (a "setext" heading):
// rarely what an editor means (a rule is written after a blank line), and thousands of them take
// the markdown reader minutes. Every content file's body refuses them at their line; headings are
// written with #, and a rule after a blank line, a list, a quote or a heading stays a rule.
import { FileBytesError } from '@/lib/content/checks/file-bytes';
import { parseMarkdown } from '@/lib/content/read/parse-files';
import { random } from '../../helpers/random';

const FRONT = '---\ntitle: "A"\n---\n';
const LINES = [
  'Some text of a paragraph.',
  'More words, with a [link](https://www.nhs.uk/) and **bold**.',
  'खुराक 500 mg है।',
];

/** The line (of the file) at which the body is refused, or undefined when it is read. */
function refusedAt(text: string): number | undefined {
  try {
    parseMarkdown(text);
  } catch (error) {
    if (error instanceof FileBytesError) return error.line;
    throw error;
  }
  return undefined;
}

it.each(Array.from({ length: 40 }, (_, i) => i + 1))(
  'an underline of = or - under text is refused at its line (%i)',
  (seed) => {
    const next = random(seed * 7);
    const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
    const before = Array.from({ length: Math.floor(next() * 6) }, () => pick(LINES));
    const body = [...before.flatMap((line) => [line, '']), pick(LINES)];
    if (next() < 0.5) body.push(pick(LINES)); // a paragraph of two lines
    const underline = `${' '.repeat(Math.floor(next() * 4))}${pick(['=', '-']).repeat(
      1 + Math.floor(next() * 30),
    )}${pick(['', ' ', '  \t'])}`;
    body.push(underline, '', pick(LINES));
    const text = `${FRONT}${body.join('\n')}\n`;
    expect(refusedAt(text)).toBe(FRONT.split('\n').length - 1 + body.indexOf(underline) + 1);
  },
);

it('inside a quote, a lazy quote line or a list item, it is refused too', () => {
  for (const [body, line] of [
    ['> Note\n> ---\n', 2],
    ['> Note\n> ===\n', 2],
    ['>> Note\n>> ---\n', 2],
    ['> Note\n===\n', 2],
    ['- an item\n\n    A heading\n    ---\n', 4],
    ['1. an item\n\n   A heading\n   ===\n', 4],
  ] as const)
    expect([body, refusedAt(`${FRONT}${body}`)]).toEqual([
      body,
      FRONT.split('\n').length - 1 + line,
    ]);
  const started = performance.now();
  expect(refusedAt(`${FRONT}${'> Note\n> ---\n'.repeat(16_000)}`)).toBe(5);
  expect(performance.now() - started).toBeLessThan(500);
});

it('a rule or a table is read: after a blank line, a list item, a quote or a heading, in code', () => {
  for (const body of [
    'Text.\n\n---\n\nMore.',
    'Text.\n\n***\n',
    '- an item\n---\n',
    '> a quote\n---\n',
    '> a quote\n>\n> ---\n',
    '> - an item\n> ---\n',
    '## A heading\n---\n',
    '```\ncode\n---\n```\n',
    '~~~\ncode\n===\n~~~\n',
    '| A | B |\n|---|---|\n| 1 | 2 |\n',
    'Text with - a dash and = an equals sign.\n',
  ])
    expect([body, refusedAt(`${FRONT}${body}`)]).toEqual([body, undefined]);
});

it('thousands of them are refused at once, not read for minutes', () => {
  const started = performance.now();
  expect(refusedAt(`${FRONT}${'a\n=\n\n'.repeat(20_000)}`)).toBe(5);
  expect(performance.now() - started).toBeLessThan(500);
});
