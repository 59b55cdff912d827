// The short translated phrases of the lists (a category's name and description; a team member's
// name, role, specialty and description): each compared with its English field, as a translated
// title is, and no English word the English does not give (a credential, a title).
import { phraseParity } from './parity';
import type { Finding } from '../types';

/** The words in Latin letters of a text, in small letters. */
const latinWords = (text: string) => new Set(text.toLowerCase().match(/[a-z]+/g) ?? []);

/**
 * What is wrong with a translated phrase against the English it translates: other numbers, counts,
 * units or periods, a look-alike beside a number, or a word in Latin letters that none of `english`
 * (its own field, and the English beside it: a member's other fields) has.
 */
export function phraseFindings(
  field: string,
  english: string,
  translated: string,
  line: number,
  beside: readonly string[] = [],
): Finding[] {
  const findings = phraseParity(field, english, translated, line);
  const said = latinWords([english, ...beside].join(' '));
  const added = [...latinWords(translated)].filter((word) => !said.has(word));
  if (added.length > 0)
    findings.push({
      severity: 'error',
      field,
      line,
      message: `has words in English letters that the English does not give: ${added.join(', ')}`,
      fix: 'say in Hindi what the English says; an English word only in brackets after its Hindi one, as the English writes it',
    });
  return findings;
}
