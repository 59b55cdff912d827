// Two care cards of one page with the same heading: a screen reader's list of regions could not
// tell them apart, and a reader scanning the page reads the same call twice.
import { CARE_LEVELS } from '../render/care-cards';
import type { Finding } from '../types';
import { articlePlaces } from './article-places';

/** Each care card whose heading, as the reader sees it, an earlier card of the body already has. */
export function cardTitleFindings(body: string, bodyLine: number): Finding[] {
  const seen = new Map<string, number>();
  return articlePlaces(body).flatMap((place): Finding[] => {
    if (place.type !== 'card') return [];
    const title = (place.title || CARE_LEVELS[place.level].heading).trim();
    const line = bodyLine + place.line - 1;
    const first = seen.get(title.toLowerCase());
    if (first === undefined) {
      seen.set(title.toLowerCase(), line);
      return [];
    }
    return [
      {
        severity: 'error',
        field: 'content',
        line,
        message: `this card's heading, "${title}", is the heading of the card at line ${first} too`,
        fix: 'give each card a heading of its own, naming what it is about: :::emergency[Call an ambulance now for ... if you have]',
      },
    ];
  });
}
