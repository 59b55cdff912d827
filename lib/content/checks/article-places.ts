// The places in an article body a review record can point at: care cards, embedded first aid, headings.
import { isCareLevel, type CareLevel } from '../render/care-cards';
import { uniqueId } from '../render/sections';
import { plainText } from '../render/words';

/**
 * The places of an article body a review record can point at: its care cards (by kind, numbered as
 * the page numbers them: `care-1`, `care-2`...) and its `##` and `###` sections (by the ids the page
 * gives their headings), each with the plain text a reader reads there.
 */

export type Place =
  /** `line`: where the card opens, 1 = the body's first line. */
  | { type: 'card'; level: CareLevel; anchor: string; title: string; text: string; line: number }
  | { type: 'section'; anchor: string; title: string; text: string }
  /** An emergency of the first-aid library, embedded: `::first-aid[choking]`. */
  | { type: 'first-aid'; id: string; anchor: string; title: string; text: string; line: number };

/** An embedded emergency's anchor on the article's page. */
export const firstAidAnchor = (id: string) => `first-aid-${id}`;

/** What an embedded emergency shows, by id: its title and plain text (undefined: no such emergency). */
export type FirstAidTexts = (id: string) => { title: string; text: string } | undefined;

const HEADING = /^ {0,3}(#{1,6})[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/;
const CARD_OPEN = /^[ \t]*:{3,}[ \t]*([A-Za-z][\w-]*)[ \t]*(?:\[([^\]\n]*)\])?/;
const CARD_CLOSE = /^[ \t]*:{3,}[ \t]*$/;
const FIRST_AID_LINE = /^[ \t]*::first-aid\[([^\]\n]*)\][ \t]*$/;

export function articlePlaces(body: string, firstAid: FirstAidTexts = () => undefined): Place[] {
  const lines = body.split(/\r?\n/);
  const used = new Set<string>();
  const open: { depth: number; place: Place; lines: string[] }[] = [];
  const done: Place[] = [];
  let card: { level: CareLevel; title: string; lines: string[]; line: number } | undefined;
  let cards = 0;
  let fence = false;
  const closeSections = (depth: number) => {
    while (open.length > 0 && open.at(-1)!.depth >= depth) {
      const { place, lines: text } = open.pop()!;
      done.push({ ...place, text: plainText(text.join('\n')) });
    }
  };
  for (const [index, line] of lines.entries()) {
    if (/^ {0,3}(```|~~~)/.test(line)) fence = !fence;
    const heading = fence || card ? null : HEADING.exec(line);
    if (heading) closeSections(heading[1]!.length);
    for (const section of open) section.lines.push(line);
    if (fence) continue;
    if (card) {
      if (CARD_CLOSE.test(line)) {
        cards += 1;
        const { level, title, lines: text, line: opened } = card;
        done.push({
          type: 'card',
          level,
          anchor: `care-${cards}`,
          title,
          text: plainText([title, ...text].join('\n')),
          line: opened,
        });
        card = undefined;
      } else card.lines.push(line);
      continue;
    }
    const opening = CARD_OPEN.exec(line);
    if (opening && !CARD_CLOSE.test(line)) {
      const level = opening[1]!;
      if (isCareLevel(level)) card = { level, title: opening[2] ?? '', lines: [], line: index + 1 };
      continue;
    }
    const embed = FIRST_AID_LINE.exec(line);
    if (embed) {
      const id = embed[1]!.trim();
      const shown = firstAid(id);
      done.push({
        type: 'first-aid',
        id,
        anchor: firstAidAnchor(id),
        title: shown?.title ?? id,
        text: shown?.text ?? '',
        line: index + 1,
      });
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
