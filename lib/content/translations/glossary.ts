// The glossary check: each medical term of the original has the glossary's one translation.
import type { GlossaryTerm } from './schema';
import type { Finding } from '../types';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The English term as a whole word or phrase, in any case, singular or plural. */
const englishTerm = (en: string) => new RegExp(`\\b${escape(en)}(?:s|es)?\\b`, 'i');

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
    if (englishTerm(term.en).test(english) && !text.includes(term.hi.normalize('NFC'))) {
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
