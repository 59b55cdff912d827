// The places in an article body a review record can point at: care cards and headings.
import { isCareLevel, type CareLevel } from '../render/care-cards';
import { uniqueId } from '../render/sections';
import { plainText } from '../render/words';

/**
 * The places of an article body a review record can point at: its care cards (by kind, numbered as
 * the page numbers them: `care-1`, `care-2`...) and its `##` and `###` sections (by the ids the page
 * gives their headings), each with the plain text a reader reads there.
 */

export type Place =
  | { type: 'card'; level: CareLevel; anchor: string; title: string; text: string }
  | { type: 'section'; anchor: string; title: string; text: string };

const HEADING = /^ {0,3}(#{1,6})[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/;
const CARD_OPEN = /^[ \t]*:{3,}[ \t]*([A-Za-z][\w-]*)[ \t]*(?:\[([^\]\n]*)\])?/;
const CARD_CLOSE = /^[ \t]*:{3,}[ \t]*$/;

export function articlePlaces(body: string): Place[] {
  const lines = body.split(/\r?\n/);
  const used = new Set<string>();
  const open: { depth: number; place: Place; lines: string[] }[] = [];
  const done: Place[] = [];
  let card: { level: CareLevel; title: string; lines: string[] } | undefined;
  let cards = 0;
  let fence = false;
  const closeSections = (depth: number) => {
    while (open.length > 0 && open.at(-1)!.depth >= depth) {
      const { place, lines: text } = open.pop()!;
      done.push({ ...place, text: plainText(text.join('\n')) });
    }
  };
  for (const line of lines) {
    if (/^ {0,3}(```|~~~)/.test(line)) fence = !fence;
    const heading = fence || card ? null : HEADING.exec(line);
    if (heading) closeSections(heading[1]!.length);
    for (const section of open) section.lines.push(line);
    if (fence) continue;
    if (card) {
      if (CARD_CLOSE.test(line)) {
        cards += 1;
        const { level, title, lines: text } = card;
        done.push({
          type: 'card',
          level,
          anchor: `care-${cards}`,
          title,
          text: plainText([title, ...text].join('\n')),
        });
        card = undefined;
      } else card.lines.push(line);
      continue;
    }
    const opening = CARD_OPEN.exec(line);
    if (opening && !CARD_CLOSE.test(line)) {
      const level = opening[1]!;
      if (isCareLevel(level)) card = { level, title: opening[2] ?? '', lines: [] };
      continue;
    }
    if (!heading) continue;
    const depth = heading[1]!.length;
    if (depth !== 2 && depth !== 3) continue;
    const title = plainText(heading[2]!).trim();
    const place: Place = { type: 'section', anchor: uniqueId(title, used), title, text: '' };
    open.push({ depth, place, lines: [line] });
  }
  closeSections(1);
  return done;
}

/**
 * Text as the record's `says` is matched against it: letters and digits only, lower-case, one space
 * between words (so bold, punctuation and line breaks do not matter).
 */
export const foldForMatch = (text: string): string =>
  ` ${text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}]+/gu, ' ')
    .trim()} `;
