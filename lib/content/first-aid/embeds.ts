// An article's use of the first-aid library: what it embeds exists, and no care card of its own
// writes (or triages at another level) an emergency the library writes once.
import { articlePlaces } from '../checks/article-places';
import { closest } from '../closest-name';
import type { Finding } from '../types';
import type { Emergency } from './library';

/** Whether a text names a word or phrase, as a whole word, whatever its case. */
export function names(text: string, name: string): boolean {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/[\s-]+/g, '[\\s-]+');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'iu').test(text);
}

const EMBED_ANYWHERE = /::first-aid\[([^\]\n]*)\]/;
const EMBED_ALONE = /^::first-aid\[[^\]\n]*\][ \t]*$/;

/**
 * The findings of an article body against the library: an embed of no emergency, an embed that is
 * not on a line of its own at the top level, and each care card that names a library emergency
 * (lines from `bodyLine`, the body's first line in the file).
 */
export function embedFindings(
  body: string,
  bodyLine: number,
  emergencies: readonly Emergency[],
): Finding[] {
  const findings: Finding[] = [];
  const ids = emergencies.map((e) => e.id);
  const finding = (line: number, message: string, fix: string) =>
    findings.push({ severity: 'error', field: 'content', line: bodyLine + line - 1, message, fix });
  let inCard = false;
  body.split('\n').forEach((text, i) => {
    if (/^[ \t]*:{3,}[ \t]*[A-Za-z]/.test(text)) inCard = true;
    else if (/^[ \t]*:{3,}[ \t]*$/.test(text)) inCard = false;
    const embed = EMBED_ANYWHERE.exec(text);
    if (!embed) return;
    const id = embed[1]!.trim();
    if (inCard || !EMBED_ALONE.test(text))
      finding(
        i + 1,
        `::first-aid[${id}] is not on a line of its own outside any card or list`,
        'put it on a line of its own, with a blank line before and after, outside care cards and lists',
      );
    if (!ids.includes(id)) {
      const guess = closest(id, ids);
      finding(
        i + 1,
        `"${id}" is not an emergency of the first-aid library`,
        guess
          ? `did you mean ::first-aid[${guess}]?`
          : `use one of ${ids.join(', ')} (content/emergencies/)`,
      );
    }
  });
  for (const place of articlePlaces(body)) {
    if (place.type !== 'card') continue;
    for (const emergency of emergencies) {
      const name = emergency.names.find((n) => names(place.text, n));
      if (!name) continue;
      finding(
        place.line,
        place.level === 'emergency'
          ? `this emergency card names "${name}", which the first-aid library writes once (${emergency.title})`
          : `this ${place.level} card names "${name}", an emergency the first-aid library triages once (${emergency.title}); an article cannot give it another level`,
        `embed it with ::first-aid[${emergency.id}] on a line of its own, and keep in the card only what is specific to this article`,
      );
    }
  }
  return findings;
}
