// A content file with a character of a right-to-left script (Hebrew, Arabic, Syriac, Thaana, N'Ko...)
// is refused at its line, in every kind of file, written as the character, a character reference
// or a YAML escape: beside numbers it turns their order round on the page ("׀140 / 90׀" shows as
// 90 / 140), and English and Hindi need none.
import { CONTENT_FILE_KINDS, type ContentFileKind } from '@/lib/content/checks/file-kinds';
import { decodeContent, FileBytesError } from '@/lib/content/checks/file-bytes';
import { generatedText, refusalLine } from '../../helpers/content-bytes';
import { random } from '../../helpers/random';

const KINDS = Object.keys(CONTENT_FILE_KINDS) as ContentFileKind[];
/** Unicode's default right-to-left ranges, and some of their characters a file may hold. */
const RANGES: [number, number][] = [
  [0x0590, 0x08ff],
  [0xfb1d, 0xfdcf],
  [0xfdf0, 0xfdff],
  [0xfe70, 0xfefe],
  [0x10800, 0x10fff],
  [0x1e800, 0x1efff],
];
const KNOWN = ['׀', '׳', '״', 'א', 'ب', '،', '؛', 'ܐ', 'ހ', 'ߊ', 'ﭐ', 'ﻻ', '𞤀'];

const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, '0');
const WRITINGS: ((code: number) => string)[] = [
  (code) => String.fromCodePoint(code),
  (code) => `&#x${hex(code)};`,
  (code) => `&#${code};`,
  (code) => (code > 0xffff ? `"x\\U${hex(code).padStart(8, '0')}y"` : `"x\\u${hex(code)}y"`),
];

describe.each(KINDS)('a %s file', (kind) => {
  const next = random(kind.length * 97);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;

  it('with a character of a right-to-left script, however written, is refused at its line, naming it', () => {
    for (let i = 0; i < 300; i++) {
      const [from, to] = pick(RANGES);
      const code =
        next() < 0.3 ? pick(KNOWN).codePointAt(0)! : from + Math.floor(next() * (to - from + 1));
      const lines = generatedText(next, 120).split('\n');
      const at = Math.floor(next() * lines.length);
      lines[at] = `${lines[at]} 140 ${WRITINGS[Math.floor(next() * WRITINGS.length)]!(code)} 90`;
      const text = lines.join('\n');
      expect([hex(code), refusalLine(text, kind)]).toEqual([hex(code), at + 1]);
      try {
        decodeContent(Buffer.from(text), kind);
      } catch (error) {
        expect((error as FileBytesError).message).toContain(`U+${hex(code)}`);
      }
    }
  });

  it('with English, Hindi, signs and emoji around numbers, is read', () => {
    for (let i = 0; i < 30; i++) {
      const text = `${generatedText(next, 80)} 140/90 mmHg | ०१२ । ॥ — “quotes” 🩺 &#x2014; ½\n`;
      expect(refusalLine(text, kind)).toBeUndefined();
    }
  });
});
