// One item of a review record, checked against the place in the article it names.
import { CARE_LEVELS, isCareLevel, type CareLevel } from '../render/care-cards';
import { foldForMatch, type Place } from './article-places';
import type { ReviewItem, ReviewKind } from '../schema';
import { sourceAddressFindings } from './source-addresses';
import { didYouMean } from '../closest-name';
import type { Finding } from '../types';

/**
 * One item of a review record checked against the article: its page is one of the record's, it
 * has one form (where and says, omitted and seeAlso, or missing), its place exists, holds its
 * words, and is at least as urgent as the national page says.
 */

/** Where an item sits in the article, as the record's page links to it. */
export type ItemPlace = { anchor: string; label: string };

/** The ranks of the cards: an item must sit in a card at least as urgent as its kind. */
const RANK: Record<CareLevel, number> = { emergency: 3, urgent: 2, routine: 1 };
const NEEDED: Partial<Record<ReviewKind, CareLevel>> = { emergency: 'emergency', urgent: 'urgent' };

/**
 * `emergency card` -> the card level; `::first-aid[choking]` -> the embedded emergency (as urgent
 * as an emergency card); `#id` -> the section id; otherwise undefined.
 */
function parseWhere(
  where: string,
): { card: CareLevel } | { firstAid: string } | { section: string } | undefined {
  const card = /^\s*([a-z]+)\s+card\s*$/i.exec(where);
  if (card && isCareLevel(card[1]!.toLowerCase()))
    return { card: card[1]!.toLowerCase() as CareLevel };
  const embed = /^\s*::first-aid\[([a-z0-9-]+)\]\s*$/.exec(where);
  if (embed) return { firstAid: embed[1]! };
  const section = /^\s*#([a-z0-9-]+)\s*$/.exec(where);
  return section ? { section: section[1]! } : undefined;
}

const placeLabel = (place: Place): string =>
  place.type === 'card'
    ? `${place.level[0]!.toUpperCase()}${place.level.slice(1)} card: ${place.title || CARE_LEVELS[place.level].heading}`
    : place.type === 'first-aid'
      ? `First aid: ${place.title}`
      : place.title;

/** The findings of one item, and where it sits when it is found. */
export function checkItem(
  item: ReviewItem,
  index: number,
  pages: ReadonlySet<string>,
  places: readonly Place[],
): { findings: Finding[]; place?: ItemPlace } {
  const field = (name: string) => `items.${index}.${name}`;
  const error = (name: string, message: string, fix: string): Finding => ({
    severity: 'error',
    field: field(name),
    message,
    fix,
  });
  const findings: Finding[] = [];
  if (!pages.has(item.page)) {
    findings.push(
      error(
        'page',
        `"${item.page}" is not the id of one of the record's pages`,
        `${didYouMean(item.page, [...pages])}use one of: ${[...pages].join(', ')}`,
      ),
    );
  }
  const forms = [
    item.where !== undefined || item.says !== undefined,
    item.omitted !== undefined || item.seeAlso !== undefined,
    item.missing !== undefined,
  ].filter(Boolean).length;
  if (forms !== 1) {
    findings.push(
      error(
        'kind',
        'must say where the article covers it (where and says), or why it is left out (omitted and seeAlso), or what is missing (missing)',
        'keep exactly one of the three (see "Review records" in docs/EDITING.md)',
      ),
    );
    return { findings };
  }
  if (item.missing !== undefined) {
    findings.push({
      severity: 'warning',
      field: field('missing'),
      message: `the article does not cover this yet: ${item.missing}`,
      fix: 'add it to the article (in a care card as urgent as the page says), then replace missing with where and says',
    });
    return { findings };
  }
  if (item.omitted !== undefined || item.seeAlso !== undefined) {
    if (item.omitted === undefined)
      findings.push(
        error('seeAlso', 'has no omitted: reason beside it', 'say why the article leaves it out'),
      );
    if (item.seeAlso === undefined)
      findings.push(
        error(
          'omitted',
          'has no seeAlso: address beside it',
          'add seeAlso: with the address where a reader finds it',
        ),
      );
    else
      findings.push(
        ...sourceAddressFindings(
          [{ id: `items.${index}.seeAlso`, url: item.seeAlso }],
          new Map(),
          'items',
        ).map((f) => ({ ...f, field: field('seeAlso') })),
      );
    return { findings };
  }
  if (item.where === undefined || item.says === undefined) {
    findings.push(
      error(
        item.where === undefined ? 'says' : 'where',
        `has ${item.where === undefined ? 'says but no where' : 'where but no says'}`,
        'give both: where the article covers it, and a few of its words found there',
      ),
    );
    return { findings };
  }
  const where = parseWhere(item.where);
  const sectionIds = places.flatMap((p) => (p.type === 'section' ? [p.anchor] : []));
  if (!where) {
    findings.push(
      error(
        'where',
        `"${item.where}" is not a place of the article`,
        `write emergency card, urgent card, routine card, ::first-aid[id] for an embedded emergency, or # and a heading id: ${sectionIds.map((id) => `#${id}`).join(', ')}`,
      ),
    );
    return { findings };
  }
  const candidates = places.filter((p) =>
    'card' in where
      ? p.type === 'card' && p.level === where.card
      : 'firstAid' in where
        ? p.type === 'first-aid' && p.id === where.firstAid
        : p.type === 'section' && p.anchor === where.section,
  );
  if (candidates.length === 0) {
    const fix =
      'card' in where
        ? `add a :::${where.card} card to the article, or name the card that covers it`
        : 'firstAid' in where
          ? `embed it in the article (::first-aid[${where.firstAid}] on a line of its own), or name the place that covers it`
          : `${didYouMean(where.section, sectionIds)}use the id of one of its headings: ${sectionIds.map((id) => `#${id}`).join(', ')}`;
    const missing =
      'card' in where
        ? `${where.card} card`
        : 'firstAid' in where
          ? `embedded emergency ::first-aid[${where.firstAid}]`
          : `heading #${where.section}`;
    findings.push(error('where', `the article has no ${missing}`, fix));
    return { findings };
  }
  const needed = NEEDED[item.kind];
  const rank = 'card' in where ? RANK[where.card] : 'firstAid' in where ? RANK.emergency : 0;
  if (needed && rank < RANK[needed]) {
    findings.push(
      error(
        'where',
        `the national page files this as ${item.kind}, but the article has it in ${item.where}`,
        `move it to ${needed === 'emergency' ? 'an emergency card' : 'an urgent or emergency card'} of the article, and write where: ${needed} card`,
      ),
    );
  }
  const says = foldForMatch(item.says);
  const found = candidates.find((p) => foldForMatch(p.text).includes(says));
  if (!found) {
    findings.push(
      error(
        'says',
        `"${item.says}" is not in the article's ${item.where}`,
        'copy a few words of the article from that place, or fix where',
      ),
    );
    return { findings };
  }
  return { findings, place: { anchor: found.anchor, label: placeLabel(found) } };
}
