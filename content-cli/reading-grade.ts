import readability from 'text-readability';
import { plainText } from '../lib/content/render/words';

/** Headings and list items read as sentences of their own. */
function asSentences(markdown: string): string {
  return markdown
    .split('\n')
    .map((line) =>
      /^\s*(#{1,6}|[-*+]|\d+\.)\s/.test(line) && !/[.!?:]\s*$/.test(line) ? `${line}.` : line,
    )
    .join('\n');
}

/** The Flesch-Kincaid grade of an article's readable text (text-readability). */
export const readingGrade = (markdown: string): number =>
  readability.fleschKincaidGrade(plainText(asSentences(markdown)));
