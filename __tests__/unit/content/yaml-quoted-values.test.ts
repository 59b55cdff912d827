// A YAML escape (`\u05C0`, `\u09EA`, `\e`) is refused wherever YAML reads one: in every
// double-quoted value, however it is laid out (over several lines, in a list written in brackets,
// after quote marks in a comment or a single-quoted value), in a markdown file's front matter and
// in a YAML file. What YAML never reads as an escape (a backslash in an unquoted or single-quoted
// value, in the body of an article) is text, and left alone.
import { CONTENT_FILE_KINDS, type ContentFileKind } from '@/lib/content/checks/file-kinds';
import { refusalLine } from '../../helpers/content-bytes';
import { random } from '../../helpers/random';

const KINDS = Object.keys(CONTENT_FILE_KINDS) as ContentFileKind[];
/** The kinds written as markdown with front matter; the others are YAML. */
const markdown = (kind: ContentFileKind) =>
  ['article', 'emergency', 'page', 'translation'].includes(kind);

/** Escapes of characters a content file may not hold: right to left, another script's digit, a control. */
const ESCAPES = [
  '\\u05C0',
  '\\u0627',
  '\\u09EA',
  '\\u0664',
  '\\e',
  '\\x1B',
  '\\u0000',
  '\\U0001E800',
];

/** What may come before the value: nothing, quote marks YAML does not read as a value's. */
const BEFORE = [
  '',
  '# the "odd one\n',
  '# it\'s "quoted" and "not\n',
  "note: 'a \"b'\n",
  'plain: a "b c\n',
  // A line separator is no line break to YAML: a "---" after one is no end of the front matter.
  '# reviewed\u2028---\n',
  '# reviewed\u2029---\n',
];

/** A value holding `escape`, laid out as YAML allows: the line of the escape is `line` of the value. */
const LAYOUTS: ((escape: string) => { text: string; line: number })[] = [
  (e) => ({ text: `excerpt: "Keep it below 140 / 90 ${e} mmHg."`, line: 1 }),
  (e) => ({ text: `excerpt: "Keep your blood pressure below\n  ${e}140 / 90${e} mmHg."`, line: 2 }),
  (e) => ({ text: `excerpt: "A practical\n\n  guide, below\n  140 ${e} 90."`, line: 4 }),
  (e) => ({ text: `tags: [ "a", "b ${e}" ]`, line: 1 }),
  (e) => ({ text: `tags:\n  - "first"\n  - "second\n    ${e} part"`, line: 4 }),
  (e) => ({ text: `takeaways: { one: "x", two: "y\n  ${e}" }`, line: 2 }),
];

describe.each(KINDS)('a %s file', (kind) => {
  const next = random(kind.length * 131);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const file = (yaml: string) => (markdown(kind) ? `---\n${yaml}\n---\n\nText.\n` : `${yaml}\n`);
  const first = markdown(kind) ? 2 : 1;

  it('with an escape in a double-quoted value, however laid out, is refused at its line', () => {
    for (let i = 0; i < 60; i++) {
      const before = pick(BEFORE);
      const { text, line } = pick(LAYOUTS)(pick(ESCAPES));
      const at = first + before.split('\n').length - 1 + line - 1;
      expect([before, text, refusalLine(file(`title: "A"\n${before}${text}`), kind)]).toEqual([
        before,
        text,
        at + 1,
      ]);
    }
  });

  it('with a backslash YAML reads as text, is read', () => {
    for (const escape of ESCAPES) {
      expect(
        refusalLine(file(`title: 'single ${escape}'\nplain: a ${escape} b`), kind),
      ).toBeUndefined();
      if (markdown(kind))
        expect(
          refusalLine(`---\ntitle: "A"\n---\n\nA backslash: ${escape} in text.\n`, kind),
        ).toBeUndefined();
    }
  });
});
