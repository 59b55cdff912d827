// A content file with a character a page cannot show (a control character, the replacement
// character a broken save leaves, a reference to no character) is refused at its line, in every
// kind of file; tabs, line ends and every real character stay.
import { decodeContent } from '@/lib/content/checks/file-bytes';
import { CONTENT_FILE_KINDS, type ContentFileKind } from '@/lib/content/checks/file-kinds';
import { generatedText, refusalLine } from '../../helpers/content-bytes';
import { random } from '../../helpers/random';

const KINDS = Object.keys(CONTENT_FILE_KINDS) as ContentFileKind[];
const CONTROLS = [
  ...Array.from({ length: 0x20 }, (_, c) => c).filter((c) => ![0x09, 0x0a, 0x0d].includes(c)),
  ...Array.from({ length: 0x21 }, (_, c) => 0x7f + c),
].map((c) => String.fromCharCode(c));
const REFERENCES = [
  '&#0;',
  '&#x0;',
  '&#X00',
  '&#xD800;',
  '&#xdfff;',
  '&#55296;',
  '&#x110000;',
  '&#1114112;',
  '&#8;',
  '&#x1B;',
  '&#127;',
  '&#xFFFD;',
  '&#65533;',
];
const NONCHARACTERS = ['\uFDD0', '\uFDEF', '\uFFFE', '\uFFFF', '\u{1FFFE}', '\u{10FFFF}'];
const UNSHOWN = [
  ...CONTROLS,
  '\uFFFD',
  ...NONCHARACTERS,
  ...REFERENCES,
  '&#150;',
  '&#x9F;',
  '&#xFDD0;',
  '&#x1FFFE;',
  '&#65535;',
  // YAML escapes in a double-quoted value, which its reader turns into these characters.
  '\\0',
  '\\e',
  '\\a',
  '\\b',
  '\\N',
  '\\x85',
  '\\x1B',
  '\\uFFFD',
  '\\uD800',
  '\\U0010FFFF',
];

describe.each(KINDS)('a %s file', (kind) => {
  const next = random(kind.length * 13);
  it.each(UNSHOWN.map((u) => [JSON.stringify(u), u]))(
    'with %s is refused at its line',
    (_, unshown) => {
      for (let i = 0; i < 5; i++) {
        const lines = generatedText(next, 200).split('\n');
        const at = Math.floor(next() * lines.length);
        // A YAML escape is read inside double quotes only.
        lines[at] = unshown.startsWith('\\')
          ? `${lines[at]}"x${unshown}y"`
          : `${lines[at]}${unshown}`;
        expect(refusalLine(lines.join('\n'), kind)).toBe(at + 1);
      }
    },
  );

  it('with tabs, line ends and references to real characters is read', () => {
    for (let i = 0; i < 20; i++) {
      const text = `${generatedText(next, 100)}\ta\r\n&#8212; &#x2014; &#65; &#x1F600; &amp;`;
      expect(refusalLine(text, kind)).toBeUndefined();
    }
  });
});

it('a backslash outside double quotes is no escape: `image: /\\evil` is a path, a body\'s "\\e" text', () => {
  for (const text of [
    'image: /\\evil.example/x.png\n',
    'A path C:\\new\\folder and \\0 in text.\n',
  ])
    expect(() => decodeContent(Buffer.from(text), 'article')).not.toThrow();
});
