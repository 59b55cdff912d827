// Care cards: "when to get help" advice, marked in markdown by urgency, rendered as cards.
import { element, isHeading, text, type HastNode } from './hast';
import type { VFile } from 'vfile';
import type { CallNumber } from '../../site/call-numbers';

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

/** The words a care card is drawn with, in one language: its default headings and the numbers' name. */
export type CareCardWords = {
  headings: Record<CareLevel, string>;
  /** What the list of phone links is called, for screen readers: "Numbers to call". */
  numbers: string;
};

/** The English words (the article dictionary's `careCards` is this object). */
export const ENGLISH_CARE_WORDS: CareCardWords = {
  headings: {
    emergency: CARE_LEVELS.emergency.heading,
    urgent: CARE_LEVELS.urgent.heading,
    routine: CARE_LEVELS.routine.heading,
  },
  numbers: 'Numbers to call',
};

/**
 * The numbers to call as a list of phone links, each a button at least 44 px tall on a phone: the
 * digits large, where and what for beneath ("112 / India, emergency"). The page's React
 * `CallNumbers` draws the same markup.
 */
export function callList(numbers: readonly CallNumber[], label: string): HastNode {
  return element(
    'ul',
    { className: ['call-numbers'], ariaLabel: label },
    numbers.map(({ number, tel, detail }) =>
      element('li', {}, [
        element('a', { href: tel, className: ['call-number'] }, [
          element('span', { className: ['call-digits'] }, [text(number)]),
          text(' '),
          element('span', { className: ['call-detail'] }, [text(detail)]),
        ]),
      ]),
    ),
  );
}

function card(
  node: HastNode,
  level: CareLevel,
  index: number,
  depth: number,
  { numbers, advice = [], words = ENGLISH_CARE_WORDS, prefix = '' }: CareCardOptions,
): HastNode {
  const id = `${prefix}care-${index}`;
  const title = String(node.properties?.dataCareTitle ?? '') || words.headings[level];
  const heading = element(`h${depth}`, { id, className: ['care-card-title'] }, [
    element('span', {
      className: ['care-card-icon', `care-icon-${CARE_LEVELS[level].icon}`],
      ariaHidden: 'true',
    }),
    text(title),
  ]);
  // Inside an embedded emergency (a prefix) a card is a part of that one region, not a region of its
  // own: two embeds' "Call an ambulance now if" would otherwise be regions of the same name.
  return element(
    prefix ? 'div' : 'section',
    {
      className: ['care-card', `care-card-${level}`],
      ...(prefix ? {} : { ariaLabelledBy: id }),
    },
    [
      heading,
      ...(level === 'emergency' && numbers.length > 0 ? [callList(numbers, words.numbers)] : []),
      ...(level === 'urgent' && advice.length > 0 ? [callList(advice, words.numbers)] : []),
      ...(node.children ?? []),
    ],
  );
}

/** What a body's care cards are drawn with. */
export type CareCardOptions = {
  /** The numbers an emergency card gives as phone links (none: the card gives none). */
  numbers: readonly CallNumber[];
  /** The numbers an urgent card gives: the line for urgent advice when it is no emergency. */
  advice?: readonly CallNumber[];
  words?: CareCardWords;
  /** Before each card's id (`care-1`): a first-aid card embedded in an article has its own. */
  prefix?: string;
};

/** The mark a `::first-aid[id]` block leaves in the body until its card is put in (first-aid/). */
export const FIRST_AID_MARK = 'dataFirstAid';

/**
 * A rehype plugin, run after sanitising: each care-card block becomes a section with a heading
 * that names its urgency (one level below the heading it follows), an icon, and on an emergency
 * card the numbers to call as phone links (on an urgent card, the line for urgent advice), in the
 * body's language (`words`; `numbers` and `advice` say where in that language). A heading written in the markdown (`:::urgent[...]`) is used as written. A
 * first-aid mark learns the level its card's heading takes (`data-depth`).
 */
export function careCards(options: CareCardOptions) {
  return () => (tree: HastNode, file: VFile) => {
    // A page may give its urgent cards numbers of its own (an emergency's helplines).
    const advice = file.data.advice as readonly CallNumber[] | undefined;
    const drawn = { ...options, advice: advice ?? options.advice };
    let depth = 3;
    let index = 0;
    tree.children = (tree.children ?? []).map((node) => {
      if (isHeading(node)) depth = Math.min(Number(node.tagName!.slice(1)) + 1, 6);
      if (node.tagName === 'div' && node.properties?.[FIRST_AID_MARK]) {
        node.properties = { ...node.properties, dataDepth: String(depth) };
        return node;
      }
      const level = node.tagName === 'div' ? String(node.properties?.dataCare ?? '') : '';
      if (!isCareLevel(level)) return node;
      index += 1;
      return card(node, level, index, depth, drawn);
    });
  };
}
