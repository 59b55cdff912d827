// A content file has at most so many lines for its kind, refused before it is parsed: a body of
// hundreds of thousands of short lines or list items (under the byte limit) would take the parser
// many seconds, or overflow it.
import { decodeContent } from '@/lib/content/checks/file-bytes';
import { CONTENT_FILE_KINDS, type ContentFileKind } from '@/lib/content/checks/file-kinds';
import { parityFindings } from '@/lib/content/translations/parity';
import { random } from '../../helpers/random';

const bytes = (text: string) => new Uint8Array(Buffer.from(text, 'utf8'));

describe('a content file with more lines than its kind allows', () => {
  const next = random(53);
  it.each(Object.keys(CONTENT_FILE_KINDS) as ContentFileKind[])(
    '(%s) is refused at the first line over, naming the limit',
    (kind) => {
      const { maxLines } = CONTENT_FILE_KINDS[kind];
      const line = () => ['a', '- a', '1. a', '', 'x: 1', '> a'][Math.floor(next() * 6)]!;
      const at = (lines: number) => Array.from({ length: lines }, line).join('\n');
      expect(() => decodeContent(bytes(at(maxLines)), kind)).not.toThrow();
      expect(() =>
        decodeContent(bytes(at(maxLines + 1 + Math.floor(next() * 1000))), kind),
      ).toThrow(
        expect.objectContaining({
          line: maxLines + 1,
          message: expect.stringMatching(
            new RegExp(`at most ${maxLines.toLocaleString('en')} lines`),
          ),
        }),
      );
    },
  );

  it('a field of one line with tens of thousands of numbers takes time in proportion to them', () => {
    const text = { title: 'Title', excerpt: 'One.', imageAlt: 'x', content: 'Body.' };
    /** The middle of three timings of a field of `count` copies of `piece`, in ms. */
    const timed = (piece: string, count: number) => {
      const times = [0, 1, 2].map(() => {
        const started = performance.now();
        parityFindings(
          text,
          { ...text, excerpt: piece.repeat(count) },
          { lineOf: () => 1, bodyLine: 1 },
        );
        return performance.now() - started;
      });
      return times.sort((a, b) => a - b)[1]!;
    };
    for (const [piece, count] of [
      ['1 ', 60_000],
      ['12 months ', 20_000],
      ['5 mg, ', 30_000],
    ] as const) {
      // Ten times the numbers in well under a hundred times the time (as a square would take).
      const small = Math.max(timed(piece, count / 10), 5);
      expect([piece, timed(piece, count) < 30 * small]).toEqual([piece, true]);
    }
  });

  it('at the limit, a translation of short lines or list items is compared within two seconds of its own time', () => {
    const { maxLines } = CONTENT_FILE_KINDS.translation;
    for (const line of ['a', '- a', '1. a']) {
      const body = Array.from({ length: maxLines - 10 }, () => line).join('\n');
      const text = { title: 't', excerpt: 'e', imageAlt: 'i', content: body };
      // The check's own time (CPU time of this process), whatever else the machine runs meanwhile.
      const started = process.cpuUsage();
      parityFindings(text, text, { lineOf: () => 1, bodyLine: 1 });
      const { user, system } = process.cpuUsage(started);
      expect([line, (user + system) / 1000 < 2000]).toEqual([line, true]);
    }
  });
});
