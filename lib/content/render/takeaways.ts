// An article's key takeaways: how many, and how long each may be.
import type { Finding } from '../types';

/** How many key takeaways an article lists, and how long each may be. */
export const TAKEAWAYS = { min: 3, max: 5, characters: 120 } as const;

const EXAMPLE = 'takeaways: ["Most adults need 7 or more hours of sleep.", "..."]';

/**
 * The key takeaways: required, 3 to 5 of them, for an article in a medical category (optional
 * elsewhere, but 3 to 5 when given); each one short sentence.
 */
export function takeawayFindings(
  takeaways: readonly string[] | undefined,
  medical: boolean,
): Finding[] {
  const { min, max, characters } = TAKEAWAYS;
  if (takeaways === undefined) {
    if (!medical) return [];
    return [
      {
        severity: 'error',
        field: 'takeaways',
        line: 1,
        message: `is required for an article in a medical category (${min} to ${max} short points)`,
        fix: `add a list of ${min} to ${max} takeaways the article supports, such as ${EXAMPLE}`,
      },
    ];
  }
  const findings: Finding[] = [];
  if (takeaways.length < min || takeaways.length > max) {
    findings.push({
      severity: 'error',
      field: 'takeaways',
      message: `has ${takeaways.length} item${takeaways.length === 1 ? '' : 's'}; give ${min} to ${max}`,
      fix:
        takeaways.length > max
          ? 'keep the most important ones'
          : 'add the main points a reader should remember',
    });
  }
  takeaways.forEach((takeaway, index) => {
    if (takeaway.length <= characters) return;
    findings.push({
      severity: 'error',
      field: `takeaways.${index}`,
      message: `is ${takeaway.length} characters long; a takeaway is one short sentence of ${characters} at most`,
      fix: 'shorten it; the body gives the detail',
    });
  });
  return findings;
}
