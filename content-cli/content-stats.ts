// `npm run content:stats`: words, reading grade (Flesch-Kincaid, text-readability library) and
// source count of every article, with the medians. Headings and list items count as sentences.
import readability from 'text-readability';
import { getCorpus } from '../lib/content';
import { plainText } from '../lib/content/words';
import { median } from '../measure/median.mjs';

function asSentences(markdown: string): string {
  return markdown
    .split('\n')
    .map((line) =>
      /^\s*(#{1,6}|[-*+]|\d+\.)\s/.test(line) && !/[.!?:]\s*$/.test(line) ? `${line}.` : line,
    )
    .join('\n');
}

const rows = getCorpus().articles.map((article) => ({
  id: article.id,
  words: article.wordCount,
  grade: readability.fleschKincaidGrade(plainText(asSentences(article.content))),
  sources: article.sources.length,
  readTime: article.readTime,
}));

console.table(rows);
console.log(
  `Median: ${median(rows.map((r) => r.words))} words, Flesch-Kincaid grade ${median(rows.map((r) => r.grade)).toFixed(1)}, ${median(rows.map((r) => r.sources))} sources`,
);
