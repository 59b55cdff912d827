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

/** What an emergency card says about the numbers to call: "Call 112 in India or 911 in the US." */
function numbersLine(numbers: readonly { number: string; where: string }[]): HastNode {
  const parts = numbers.flatMap(({ number, where }, i) => [
    ...(i === 0 ? [text('Call ')] : [text(i === numbers.length - 1 ? ' or ' : ', ')]),
    element('a', { href: `tel:${number}` }, [text(number)]),
    text(` ${where}`),
  ]);
  return element('p', { className: ['care-card-numbers'] }, [...parts, text('.')]);
}

function card(
  node: HastNode,
  level: CareLevel,
  index: number,
  depth: number,
  numbers: Emergency,
): HastNode {
  const id = `care-${index}`;
  const title = String(node.properties?.dataCareTitle ?? '') || CARE_LEVELS[level].heading;
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
    [heading, ...(level === 'emergency' ? [numbersLine(numbers)] : []), ...(node.children ?? [])],
  );
}

type Emergency = readonly { number: string; where: string }[];

/**
 * A rehype plugin, run after sanitising: each care-card block becomes a section with a heading
 * that names its urgency (one level below the heading it follows), an icon, and on an emergency
 * card the numbers to call as phone links.
 */
export function careCards(numbers: Emergency) {
  return () => (tree: HastNode) => {
    let depth = 3;
    let index = 0;
    tree.children = (tree.children ?? []).map((node) => {
      if (isHeading(node)) depth = Math.min(Number(node.tagName!.slice(1)) + 1, 6);
      const level = node.tagName === 'div' ? String(node.properties?.dataCare ?? '') : '';
      if (!isCareLevel(level)) return node;
      index += 1;
      return card(node, level, index, depth, numbers);
    });
  };
}
