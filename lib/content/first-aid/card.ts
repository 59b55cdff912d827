// An emergency of the first-aid library as an article shows it: one card, the same in every article.
import { renderEmbeddedBody } from '../render/markdown';
import { firstAidAnchor } from '../checks/article-places';
import { callList } from '../render/care-cards';
import { element, isHeading, text, type HastNode } from '../render/hast';
import { withBasePath } from '../../site/base-path.mjs';
import { callNumbers, inCall, inUrgentCard, type NumberUse } from '../../site/call-numbers';
import { pathIn, type Lang } from '../../i18n/languages';
import { fill } from '../../i18n/text';
import { dictionaries } from '../../i18n/dictionary';
import { FIRST_AID_PATH } from './paths';

/** What an embedded card needs of an emergency, in the article's language. */
export type ShownEmergency = {
  id: string;
  title: string;
  content: string;
  numbers: readonly NumberUse[];
  /** The language of the emergency's own page, where its link leads (unset: the body's). */
  pageLang?: Lang;
};

/** The mark `::first-aid[id]` leaves in a rendered body (lib/content/render/care-cards.ts). */
const MARK = /<div data-first-aid="([a-z0-9-]*)" data-depth="([1-6])"><\/div>/g;

/** A part of an emergency folded away: its heading the summary a reader taps to open it. */
const folded = (heading: HastNode, nodes: HastNode[]): HastNode =>
  element('details', { className: ['first-aid-part'] }, [
    element('summary', {}, [heading]),
    ...nodes,
  ]);

/**
 * An emergency's body, shortened for an article: its opening lines (the main action) and when to
 * get help stay open; what to look for is folded, and so is each age or situation of what to do, so
 * a reader opens the one that applies (the emergency's page shows it all). `level` is the level its
 * `##` headings have in the card; the three parts come in the order every emergency has them.
 */
export function foldParts(children: HastNode[], level: number): HastNode[] {
  const isPart = (node: HastNode) => isHeading(node, [level]);
  const isAge = (node: HastNode) => isHeading(node, [level + 1]);
  const opening: HastNode[] = [];
  const parts: { heading: HastNode; nodes: HastNode[] }[] = [];
  for (const node of children) {
    if (isPart(node)) parts.push({ heading: node, nodes: [] });
    else (parts.at(-1)?.nodes ?? opening).push(node);
  }
  return [
    ...opening,
    ...parts.flatMap(({ heading, nodes }, index): HastNode[] => {
      if (index === 0) return [folded(heading, nodes)];
      if (index === 1 && nodes.some(isAge)) {
        const before: HastNode[] = [];
        const ages: { heading: HastNode; nodes: HastNode[] }[] = [];
        for (const node of nodes) {
          if (isAge(node)) ages.push({ heading: node, nodes: [] });
          else (ages.at(-1)?.nodes ?? before).push(node);
        }
        return [heading, ...before, ...ages.map((age) => folded(age.heading, age.nodes))];
      }
      return [heading, ...nodes];
    }),
  ];
}

/**
 * The card of an emergency: its heading at `depth` ("First aid: Choking"), the numbers to call as
 * phone links, the emergency's own text shortened (`foldParts`: without citation marks, its
 * headings below the card's), and a link to its page, where all of it, its sources and its review
 * record are.
 */
export function firstAidCard(emergency: ShownEmergency, lang: Lang, depth: number): string {
  const words = dictionaries[lang].article.firstAid;
  const anchor = firstAidAnchor(emergency.id);
  const heading = element(`h${depth}`, { id: `${anchor}-title`, className: ['care-card-title'] }, [
    element('span', { className: ['care-card-icon', 'care-icon-siren'], ariaHidden: 'true' }),
    text(fill(words.heading, { title: emergency.title })),
  ]);
  const link = element('p', { className: ['first-aid-more'] }, [
    element(
      'a',
      {
        href: withBasePath(pathIn(emergency.pageLang ?? lang, `${FIRST_AID_PATH}/${emergency.id}`)),
      },
      [text(fill(words.more, { title: emergency.title }))],
    ),
  ]);
  const numbers = callList(
    callNumbers(emergency.numbers.filter(inCall), lang),
    dictionaries[lang].article.careCards.numbers,
  );
  return renderEmbeddedBody(emergency.content, lang, {
    shift: depth - 1,
    prefix: `${anchor}-`,
    advice: callNumbers(inUrgentCard(emergency.numbers), lang),
    wrap: (children) =>
      element(
        'section',
        {
          id: anchor,
          className: ['care-card', 'care-card-emergency', 'first-aid-card'],
          ariaLabelledBy: `${anchor}-title`,
        },
        [heading, numbers, ...foldParts(children, depth + 1), link],
      ),
  });
}

/**
 * A rendered body with each `::first-aid[id]` mark replaced by its emergency's card (`find` gives
 * the emergency in the body's language; a mark of no emergency, which the check reports, is left
 * empty).
 */
export function withFirstAid(
  html: string,
  lang: Lang,
  find: (id: string) => ShownEmergency | undefined,
): string {
  return html.replace(MARK, (mark, id: string, depth: string) => {
    const emergency = find(id);
    return emergency ? firstAidCard(emergency, lang, Number(depth)) : mark;
  });
}
