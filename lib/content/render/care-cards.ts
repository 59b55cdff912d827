// Care cards: "when to get help" advice, marked in markdown by urgency, rendered as cards.
import { element, isHeading, text, type HastNode } from './hast';

/**
 * Care cards: "when to get help" advice marked in markdown by its urgency, rendered as a card with a
 * heading that names the urgency in words, an icon and a colour.
 *
 *     :::emergency
 *     - chest pain that spreads to the arm or jaw:cite[cdc-heart-attack]
 *     :::
 *
 * `:::urgent[See a doctor the same day if you]` gives a card its own heading.
 */
export const CARE_LEVELS = {
  emergency: { heading: 'Call an ambulance now if you have', icon: 'siren' },
  urgent: { heading: 'Get medical help the same day if you have', icon: 'clock' },
  routine: { heading: 'Book an appointment with a doctor if you have', icon: 'stethoscope' },
} as const;

export type CareLevel = keyof typeof CARE_LEVELS;

export const isCareLevel = (name: string): name is CareLevel => Object.hasOwn(CARE_LEVELS, name);

/** The words a care card is drawn with, in one language: its default headings and the numbers line. */
export type CareCardWords = {
  headings: Record<CareLevel, string>;
  /** "Call {list}.", each item "{number} {where}", joined by ", " and, before the last, " or ". */
  numbers: { line: string; item: string; comma: string; or: string };
};

/** The English words (the article dictionary's `careCards` is this object). */
export const ENGLISH_CARE_WORDS: CareCardWords = {
  headings: {
    emergency: CARE_LEVELS.emergency.heading,
    urgent: CARE_LEVELS.urgent.heading,
    routine: CARE_LEVELS.routine.heading,
  },
  numbers: { line: 'Call {list}.', item: '{number} {where}', comma: ', ', or: ' or ' },
};

/** A template's text around one `{name}`: 'Call {list}.' is ['Call ', '.']. */
function around(template: string, name: string): [string, string] {
  const at = template.indexOf(`{${name}}`);
  if (at < 0) return [template, ''];
  return [template.slice(0, at), template.slice(at + name.length + 2)];
}

const texts = (...values: string[]): HastNode[] => values.filter(Boolean).map(text);

/**
 * What an emergency card says about the numbers to call, each number a phone link: "Call 112 in
 * India or 911 in the US." ("भारत में 112 या अमेरिका में 911 पर कॉल करें।" in Hindi).
 */
function numbersLine(numbers: Emergency, words: CareCardWords['numbers']): HastNode {
  const [before, after] = around(words.line, 'list');
  const [beforeNumber, afterNumber] = around(words.item, 'number');
  const parts = numbers.flatMap(({ number, where }, i) => [
    ...(i === 0 ? [] : texts(i === numbers.length - 1 ? words.or : words.comma)),
    ...texts(beforeNumber.replace('{where}', where)),
    element('a', { href: `tel:${number}` }, [text(number)]),
    ...texts(afterNumber.replace('{where}', where)),
  ]);
  return element('p', { className: ['care-card-numbers'] }, [
    ...texts(before),
    ...parts,
    ...texts(after),
  ]);
}

function card(
  node: HastNode,
  level: CareLevel,
  index: number,
  depth: number,
  numbers: Emergency,
  words: CareCardWords,
): HastNode {
  const id = `care-${index}`;
  const title = String(node.properties?.dataCareTitle ?? '') || words.headings[level];
  const heading = element(`h${depth}`, { id, className: ['care-card-title'] }, [
    element('span', {
      className: ['care-card-icon', `care-icon-${CARE_LEVELS[level].icon}`],
      ariaHidden: 'true',
    }),
    text(title),
  ]);
  return element(
    'section',
    { className: ['care-card', `care-card-${level}`], ariaLabelledBy: id },
    [
      heading,
      ...(level === 'emergency' ? [numbersLine(numbers, words.numbers)] : []),
      ...(node.children ?? []),
    ],
  );
}

type Emergency = readonly { number: string; where: string }[];

/**
 * A rehype plugin, run after sanitising: each care-card block becomes a section with a heading
 * that names its urgency (one level below the heading it follows), an icon, and on an emergency
 * card the numbers to call as phone links, in the body's language (`words`; `numbers` say where
 * in that language). A heading written in the markdown (`:::urgent[...]`) is used as written.
 */
export function careCards(numbers: Emergency, words: CareCardWords = ENGLISH_CARE_WORDS) {
  return () => (tree: HastNode) => {
    let depth = 3;
    let index = 0;
    tree.children = (tree.children ?? []).map((node) => {
      if (isHeading(node)) depth = Math.min(Number(node.tagName!.slice(1)) + 1, 6);
      const level = node.tagName === 'div' ? String(node.properties?.dataCare ?? '') : '';
      if (!isCareLevel(level)) return node;
      index += 1;
      return card(node, level, index, depth, numbers, words);
    });
  };
}
