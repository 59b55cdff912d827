// Generated corpora for `npm run measure:bench` and the scale tests: `writeCorpus(count, dir)` writes a
// content folder of `count` articles as long as the real ones (24-44 paragraphs, about 1,500
// words), with the real categories, tags, covers, team and pages.
//
// The vocabulary grows with the corpus as a real library's does. Paragraphs are the real ones with
// about one word in seven replaced: by one of the article's own topic terms, or by a word drawn from
// a lexicon of 200,000 words with a Zipf distribution (a few common, most rare). The lexicon is made
// of real words and of blends of two real words ('hyperthyroid' + 'ischaemia' -> 'hyperchaemia'), so
// its letter sequences look like English. Search index sizes depend on this; a corpus that only
// repeats the real paragraphs would make them look far smaller than they are.
//
// Article i is drawn from its own seed, so a corpus of 30 is the first 30 articles of one of 150.
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { readMarkdownFile } from '../lib/content/read/parse-files.ts';

const CONTENT = 'content';
const LEXICON_SIZE = 200_000;
const ZIPF_EXPONENT = 1.05;

/** A small deterministic generator (a linear congruential one), values in [0, 1). */
export function random(seed) {
  let state = seed >>> 0;
  return () => (state = (state * 1664525 + 1013904223) % 4294967296) / 4294967296;
}

const real = fs
  .readdirSync(path.join(CONTENT, 'articles'))
  .sort()
  .map((file) => readMarkdownFile(path.join(CONTENT, 'articles', file), 'article'));
// Paragraphs of prose without their citation markers: each generated article cites its own sources.
const paragraphs = real.flatMap((a) =>
  a.body
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p.length > 40 && !/^(:::|#|\||<)/.test(p))
    .map((p) => p.replace(/:cite\[[^\]]*\]/g, '').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')),
);
const categories = YAML.parse(fs.readFileSync(path.join(CONTENT, 'categories.yml'), 'utf8')).map(
  (c) => c.name,
);
const tags = [...new Set(real.flatMap((a) => a.data.tags))].sort();
const covers = [...new Set(real.map((a) => a.data.image))].sort();
const source = real[0].data;

const realWords = [
  ...new Set(paragraphs.flatMap((p) => p.toLowerCase().match(/[a-z]{4,}/g) ?? [])),
].sort();

/** The lexicon, most common first: real words, then blends of two of them. */
const lexicon = (() => {
  const next = random(7);
  const words = new Set(realWords);
  while (words.size < LEXICON_SIZE) {
    const a = realWords[Math.floor(next() * realWords.length)];
    const b = realWords[Math.floor(next() * realWords.length)];
    words.add(
      a.slice(0, 2 + Math.floor(next() * (a.length - 2))) + b.slice(Math.floor(b.length / 2)),
    );
  }
  const list = [...words];
  // Shuffle so that common ranks mix real words and blends.
  for (let i = list.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    [list[i], list[j]] = [list[j], list[i]];
  }
  return list;
})();

/** Cumulative Zipf weights over the lexicon's ranks, for sampling by binary search. */
const cumulative = (() => {
  const sums = new Float64Array(LEXICON_SIZE);
  let total = 0;
  for (let rank = 0; rank < LEXICON_SIZE; rank += 1) {
    total += 1 / (rank + 1) ** ZIPF_EXPONENT;
    sums[rank] = total;
  }
  return sums.map((sum) => sum / total);
})();

function zipfWord(next) {
  const target = next();
  let low = 0;
  let high = LEXICON_SIZE - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (cumulative[middle] < target) low = middle + 1;
    else high = middle;
  }
  return lexicon[low];
}

const capitalise = (word) => word[0].toUpperCase() + word.slice(1);

/** One article's front-matter and body, from its own seed. */
export function generateArticle(i) {
  const next = random(i * 7919 + 17);
  const pick = (list) => list[Math.floor(next() * list.length)];
  const topic = Array.from({ length: 8 }, () => zipfWord(next));
  const word = () => (next() < 0.6 ? pick(topic) : zipfWord(next));
  const rewrite = (text) => text.replace(/[A-Za-z]{5,}/g, (w) => (next() < 0.15 ? word() : w));
  // Four articles a day, going back from 2026-11-01: 10,000 articles span about seven years.
  const day = new Date(Date.UTC(2026, 10, 1) - Math.floor(i / 4) * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const data = {
    title: `${capitalise(topic[0])} and ${pick(tags)}: ${pick(['what to know', 'a practical guide', 'signs, care and prevention', 'questions answered', 'everyday steps'])}`,
    excerpt: `How ${topic[1]} and ${topic[2]} affect ${pick(tags)}, with steps you can take and signs to watch for.`,
    category: pick(categories),
    author: 'HealthHub Editorial Team',
    date: day,
    order: i,
    image: pick(covers),
    imageAlt: 'Illustration for the article',
    featured: i % 50 === 1,
    tags: [pick(tags), pick(tags), topic[0]].filter((t, n, all) => all.indexOf(t) === n),
    takeaways: [
      `${capitalise(topic[0])} affects ${pick(tags)}.`,
      `Small daily steps with ${topic[1]} help.`,
      `See a doctor if ${topic[2]} gets worse.`,
    ],
    sources: source.sources.slice(0, 3),
    reviewedBy: 'editorial-team',
    lastReviewed: source.lastReviewed,
    nextReviewDue: source.nextReviewDue,
  };
  const count = 24 + Math.floor(next() * 21);
  // A paragraph with a figure cites a source, as the content checks ask.
  const cite = (paragraph) =>
    /\d/.test(paragraph) ? `${paragraph} :cite[${data.sources[0].id}]` : paragraph;
  const body = Array.from(
    { length: count },
    (_, n) =>
      (n % 6 === 0 ? `## ${capitalise(word())} and ${pick(tags)}\n\n` : '') +
      cite(rewrite(pick(paragraphs))),
  ).join('\n\n');
  const cited = `:cite[${data.sources.map((s) => s.id).join(', ')}]`;
  const help = `## When to see a doctor\n\n:::routine\n- ${topic[2]} gets worse\n:::`;
  return `---\n${YAML.stringify(data)}---\n\n${body}\n\nSources for this guide${cited}.\n\n${help}\n`;
}

/** A generated article's review record: a source as the page read, and the one item its card covers. */
export function generateRecord(text) {
  const sign = /^- (.+) gets worse$/m.exec(text)[1];
  const page = source.sources[0];
  const record = {
    reviewed: source.lastReviewed,
    reviewedBy: 'editorial-team',
    pages: [page],
    items: [
      {
        kind: 'doctor',
        page: page.id,
        quote: 'see a doctor',
        where: 'routine card',
        says: `${sign} gets worse`,
      },
    ],
  };
  return YAML.stringify(record);
}

/** Writes a content folder of `count` generated articles into `dir` (created, or emptied). */
export function writeCorpus(count, dir) {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(path.join(dir, 'articles'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'reviews'), { recursive: true });
  // The site's texts as they are, the Hindi edition's included (its About text, team words and
  // category names); the generated articles have no translation.
  for (const item of [
    'categories.yml',
    'team.yml',
    'pages',
    'translations/hi/pages',
    'translations/hi/categories.yml',
  ])
    fs.cpSync(path.join(CONTENT, item), path.join(dir, item), { recursive: true });
  for (let i = 1; i <= count; i += 1) {
    const text = generateArticle(i);
    fs.writeFileSync(path.join(dir, 'articles', `guide-${i}.md`), text);
    fs.writeFileSync(path.join(dir, 'reviews', `guide-${i}.yml`), generateRecord(text));
  }
  return dir;
}
