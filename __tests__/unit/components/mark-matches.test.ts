/** @jest-environment jsdom */
import { MAX_MARKS, markMatches } from '@/components/article/mark-matches';
import { foldForSearch, normaliseQuery } from '@/lib/search/fold';
import { FIRST_MATCH_ID } from '@/lib/search/result-link';
import { random } from '../../helpers/random';

// Generated article HTML: paragraphs, list items and headings of words written in several ways
// (accents composed or not, a ligature, case, Devanagari), some inside <strong>, <em> or links,
// some words split over two inline elements; queries are pieces of one block's text, or nothing.
const WORDS = [
  'heart',
  'Sleep',
  'café',
  'cafe\u0301',
  'ﬁsh',
  'fish',
  'नींद',
  'blood pressure',
  'BP',
  'e-mail',
];
const INLINE = ['strong', 'em', 'a'];

function articleHtml(next: () => number): string {
  const word = () => WORDS[Math.floor(next() * WORDS.length)]!;
  const piece = () => {
    const w = word();
    const roll = next();
    if (roll < 0.2) {
      const tag = INLINE[Math.floor(next() * INLINE.length)]!;
      return `<${tag}>${w}</${tag}>`;
    }
    // A word split over two elements: search's text holds it whole.
    if (roll < 0.3 && w.length > 3) return `${w.slice(0, 2)}<strong>${w.slice(2)}</strong>`;
    return w;
  };
  const line = () => Array.from({ length: 3 + Math.floor(next() * 8) }, piece).join(' ');
  const blocks = Array.from({ length: 2 + Math.floor(next() * 6) }, () => {
    const roll = next();
    if (roll < 0.2) return `<h2>${line()}</h2>`;
    if (roll < 0.4) return `<ul><li>${line()}</li><li>${line()}</li></ul>`;
    return `<p>${line()}</p>`;
  });
  return blocks.join('');
}

/** Each block's folded text: matches never cross blocks. */
const blockTexts = (root: Element) =>
  [...root.querySelectorAll('p, li, h2')].map((block) => foldForSearch(block.textContent ?? ''));

describe('marking a search query in an article', () => {
  it('marks every match, across inline markup but not across blocks, and clears back to the same page', () => {
    const next = random(21);
    let marked = 0;
    for (let round = 0; round < 300; round += 1) {
      const root = document.createElement('div');
      root.innerHTML = articleHtml(next);
      const html = root.innerHTML;
      const text = root.textContent!;
      const blocks = blockTexts(root);
      const source = blocks[Math.floor(next() * blocks.length)]!;
      const start = Math.floor(next() * source.length);
      const query =
        next() < 0.15 ? 'zzq' : source.slice(start, start + 1 + Math.floor(next() * 10));
      const needle = normaliseQuery(query);
      const expected = needle
        ? blocks.reduce((sum, block) => sum + block.split(needle).length - 1, 0)
        : 0;
      const { count, clear } = markMatches(root, query);
      expect({ query, count }).toEqual({ query, count: expected });
      expect(root.textContent).toBe(text);
      const groups = new Map<string, string>();
      for (const mark of root.querySelectorAll<HTMLElement>('mark[data-search-match]'))
        groups.set(
          mark.dataset.searchMatch!,
          (groups.get(mark.dataset.searchMatch!) ?? '') + mark.textContent,
        );
      expect(groups.size).toBe(count);
      for (const group of groups.values()) expect(normaliseQuery(group)).toContain(needle);
      if (count > 0) {
        expect(root.querySelector('mark')!.id).toBe(FIRST_MATCH_ID);
        expect(root.querySelector('mark')!.tabIndex).toBe(-1);
        marked += 1;
      }
      clear();
      expect(root.innerHTML).toBe(html);
    }
    expect(marked).toBeGreaterThan(150);
  });

  it(`marks at most ${MAX_MARKS} matches, and says there were more`, () => {
    const root = document.createElement('div');
    root.innerHTML = `<p>${'a '.repeat(1000)}</p>`;
    const { count, capped } = markMatches(root, 'A');
    expect({ count, capped }).toEqual({ count: MAX_MARKS, capped: true });
    expect(root.querySelectorAll('mark')).toHaveLength(MAX_MARKS);
    expect(markMatches(document.createElement('div'), 'a')).toMatchObject({
      count: 0,
      capped: false,
    });
  });

  it('marks nothing for a query of spaces or invisible characters', () => {
    const root = document.createElement('div');
    root.innerHTML = '<p>Sleep well</p>';
    for (const query of ['', '   ', '\u200B', '\u00AD'])
      expect(markMatches(root, query).count).toBe(0);
    expect(root.querySelector('mark')).toBeNull();
  });
});
