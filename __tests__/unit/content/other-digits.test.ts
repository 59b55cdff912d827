// A content file with a digit of another script than ASCII and Devanagari is refused at its line,
// in every kind of file, written as the character, a character reference or a YAML escape: such
// digits can be drawn like another digit (Bengali ৪ is 4 and looks like 8, Gurmukhi ੧ is 1 and
// looks like 9), and the site's two languages need neither.
import { CONTENT_FILE_KINDS, type ContentFileKind } from '@/lib/content/checks/file-kinds';
import { decodeContent, FileBytesError } from '@/lib/content/checks/file-bytes';
import { generatedText, refusalLine } from '../../helpers/content-bytes';
import { random } from '../../helpers/random';

const KINDS = Object.keys(CONTENT_FILE_KINDS) as ContentFileKind[];

/** Every decimal digit of this runtime's Unicode (General_Category Nd) but ASCII's and Devanagari's. */
const OTHER_DIGITS: number[] = [];
for (let code = 0; code <= 0x10ffff; code += 1)
  if (
    /\p{Nd}/u.test(String.fromCodePoint(code)) &&
    !/[0-9\u0966-\u096F]/.test(String.fromCodePoint(code))
  )
    OTHER_DIGITS.push(code);

const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, '0');
/** A digit as a file can write it: itself, a character reference, a YAML escape. */
const WRITINGS: ((code: number) => string)[] = [
  (code) => String.fromCodePoint(code),
  (code) => `&#x${hex(code)};`,
  (code) => `&#${code}`,
  (code) => (code > 0xffff ? `"x\\U${hex(code).padStart(8, '0')}y"` : `"x\\u${hex(code)}y"`),
];

it('knows the digit systems that look like others (Bengali, Gurmukhi, Oriya, Malayalam, fullwidth)', () => {
  for (const digit of ['৪', '੧', '੪', '৭', '୨', '൭', '４', '٤', '𝟒'])
    expect(OTHER_DIGITS).toContain(digit.codePointAt(0));
  expect(OTHER_DIGITS.length).toBeGreaterThan(600);
});

describe.each(KINDS)('a %s file', (kind) => {
  const next = random(kind.length * 31);

  it('with a digit of another script, however written, is refused at its line, naming it', () => {
    for (let i = 0; i < 400; i++) {
      const code = OTHER_DIGITS[Math.floor(next() * OTHER_DIGITS.length)]!;
      const written = WRITINGS[Math.floor(next() * WRITINGS.length)]!(code);
      const lines = generatedText(next, 120).split('\n');
      const at = Math.floor(next() * lines.length);
      lines[at] = `${lines[at]} खुराक 1${written} mg`;
      const text = lines.join('\n');
      expect(refusalLine(text, kind)).toBe(at + 1);
      try {
        decodeContent(Buffer.from(text), kind);
      } catch (error) {
        expect((error as FileBytesError).message).toContain(`U+${hex(code)}`);
      }
    }
  });

  it('with ASCII and Devanagari digits, and other number signs (½, ², ⅓), is read', () => {
    for (let i = 0; i < 50; i++) {
      const text = `${generatedText(next, 80)} 0123456789 ०१२३४५६७८९ &#x966; "\\u096F" ½ kg/m² ⅓\n`;
      expect(refusalLine(text, kind)).toBeUndefined();
    }
  });
});
