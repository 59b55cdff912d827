// The shape every emergency of the first-aid library has: what to look for, what to do, when to get help.
import { articlePlaces } from '../checks/article-places';
import type { Finding } from '../types';

/** The `##` headings of an emergency, in this order. */
export const EMERGENCY_HEADINGS = ['What to look for', 'What to do', 'When to get help'] as const;

const HEADING = /^ {0,3}(#{1,6})[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/;

/**
 * The body's shape: exactly the three `##` headings, in order; `###` headings (ages, situations)
 * only under "What to do"; under "When to get help" only care cards, one of them an emergency card.
 */
export function emergencyStructure(body: string, bodyLine: number): Finding[] {
  const findings: Finding[] = [];
  const error = (line: number, message: string, fix: string) =>
    findings.push({ severity: 'error', field: 'content', line: bodyLine + line - 1, message, fix });
  const lines = body.split('\n');
  const found: { title: string; line: number }[] = [];
  let fence = false;
  let current = '';
  let inCard = false;
  lines.forEach((text, i) => {
    if (/^ {0,3}(```|~~~)/.test(text)) fence = !fence;
    if (fence) return;
    if (/^[ \t]*:{3,}[ \t]*[A-Za-z]/.test(text)) inCard = true;
    else if (/^[ \t]*:{3,}[ \t]*$/.test(text)) inCard = false;
    const heading = inCard ? null : HEADING.exec(text);
    if (heading) {
      const depth = heading[1]!.length;
      const title = heading[2]!.trim();
      if (depth === 2) {
        found.push({ title, line: i + 1 });
        current = title;
      } else if (depth === 3 && current !== 'What to do') {
        error(
          i + 1,
          `the heading "### ${title}" is under "${current || 'no ## heading'}"`,
          'use ### headings only under "## What to do", for steps that differ by age or situation',
        );
      } else if (depth !== 3) {
        error(
          i + 1,
          `"${'#'.repeat(depth)} ${title}" is not a heading an emergency has`,
          'use the three ## headings, and ### under "## What to do"',
        );
      }
      return;
    }
    if (current === 'When to get help' && !inCard && text.trim() && !/^[ \t]*:{3,}/.test(text))
      error(
        i + 1,
        'under "When to get help" there is text outside a care card',
        'put every sign in an :::emergency, :::urgent or :::routine card',
      );
  });
  const titles = found.map((h) => h.title);
  if (titles.join('|') !== EMERGENCY_HEADINGS.join('|'))
    error(
      found[0]?.line ?? 1,
      `its ## headings are ${titles.length ? titles.map((t) => `"${t}"`).join(', ') : 'missing'}`,
      `write exactly ${EMERGENCY_HEADINGS.map((t) => `"## ${t}"`).join(', ')}, in that order`,
    );
  else if (!articlePlaces(body).some((p) => p.type === 'card' && p.level === 'emergency'))
    error(
      found[2]!.line,
      'has no :::emergency card under "When to get help"',
      'list when to call an ambulance in an :::emergency card',
    );
  return findings;
}
