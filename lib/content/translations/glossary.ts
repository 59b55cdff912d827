// The glossary check: each medical term of the original has the glossary's one translation.
import type { GlossaryTerm } from './schema';
import type { Finding } from '../types';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The English term as a whole word or phrase, in any case, each word singular or plural, the words
 * apart by spaces or hyphens ("heart attacks", "heart-attack", "periods of time").
 */
const englishTerm = (en: string, flags = 'i') =>
  new RegExp(
    `\\b${en
      .trim()
      .split(/[\s-]+/)
      .map((word) => `${escape(word)}(?:s|es)?`)
      .join('[\\s-]+')}\\b`,
    flags,
  );

/**
 * The English with what is not this term blanked out: a longer glossary term that holds it ("heart
 * attack" is not "attack") and the phrases the term names as its other senses ("a period of time").
 */
function withoutOtherTerms(english: string, term: GlossaryTerm, terms: readonly GlossaryTerm[]) {
  const own = englishTerm(term.en);
  const longer = terms
    .filter((other) => other.en.length > term.en.length && own.test(other.en))
    .map((other) => other.en);
  return [...longer, ...(term.otherSenses ?? [])].reduce(
    (text, phrase) => text.replace(englishTerm(phrase, 'gi'), (match) => ' '.repeat(match.length)),
    english,
  );
}

/**
 * Each term whose English word the original uses must appear in the translation as the glossary
 * spells it, and none of the words the glossary says to avoid may appear.
 */
export function glossaryFindings(
  terms: readonly GlossaryTerm[],
  english: string,
  translated: string,
  /** The line of the body's first use of a word, or of the body when it has none. */
  lineOf: (word: string) => number,
): Finding[] {
  const text = translated.normalize('NFC');
  return terms.flatMap((term): Finding[] => {
    const findings: Finding[] = [];
    const usesTerm = englishTerm(term.en).test(withoutOtherTerms(english, term, terms));
    if (usesTerm && !text.includes(term.hi.normalize('NFC'))) {
      findings.push({
        severity: 'error',
        field: 'content',
        line: lineOf(''),
        message: `the original says "${term.en}", but the translation never uses the glossary's term "${term.hi}"`,
        fix: `translate "${term.en}" as "${term.hi}" (content/translations/hi/glossary.yml)`,
      });
    }
    for (const word of term.avoid) {
      if (!text.includes(word.normalize('NFC'))) continue;
      findings.push({
        severity: 'error',
        field: 'content',
        line: lineOf(word),
        message: `uses "${word}", which the glossary replaces with "${term.hi}" (${term.en})`,
        fix: `write "${term.hi}" instead`,
      });
    }
    return findings;
  });
}
