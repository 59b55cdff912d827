// `npm run content:stats`: words, reading grade (Flesch-Kincaid, text-readability library) and
// source count of every article, with the medians. Headings and list items count as sentences.
import { getCorpus } from '../lib/content';
import { median } from '../measure/median.mjs';
import { readingGrade } from './reading-grade';

const rows = getCorpus().articles.map((article) => ({
  id: article.id,
  words: article.wordCount,
  grade: readingGrade(article.content),
  sources: article.sources.length,
  readTime: article.readTime,
}));

console.table(rows);
console.log(
  `Median: ${median(rows.map((r) => r.words))} words, Flesch-Kincaid grade ${median(rows.map((r) => r.grade)).toFixed(1)}, ${median(rows.map((r) => r.sources))} sources`,
);
