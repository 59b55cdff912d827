import { intersect, planFetches, undelta, WHOLE_BLOCK_FROM } from '@/lib/search/engine';
import { foldForSearch } from '@/lib/search/fold';
import { bucketOf, indexGrams, MAX_QUERY_GRAMS, queryGrams } from '@/lib/search/grams';
import { bucketJson, buildSearchIndex, deltas, type GramBucket } from '@/lib/search/search-index';
import { PostingList } from '@/lib/search/posting-list';
import { makeArticle } from '../../fixtures/articles';
import { random } from '../../helpers/random';
import { generatedCorpus } from '../../helpers/search-corpus';

const next = random(5);
const ALPHABET = 'ab é\u0301İ.*(';
const text = (length: number) =>
  Array.from({ length }, () => ALPHABET[Math.floor(next() * ALPHABET.length)]).join('');

describe('the grams of a query', () => {
  it('scans below 3 code units, is exact at 3 and 4, and otherwise looks up spread 4-grams of the query', () => {
    for (let length = 0; length <= 40; length += 1) {
      const needle = text(length);
      const grams = queryGrams(needle);
      if (length < 3) expect(grams).toEqual({ kind: 'scan' });
      else if (length <= 4) expect(grams).toEqual({ kind: 'exact', grams: [needle] });
      else {
        expect(grams.kind).toBe('filter');
        if (grams.kind !== 'filter') continue;
        expect(grams.grams.length).toBeLessThanOrEqual(MAX_QUERY_GRAMS);
        expect(grams.grams).toContain(needle.slice(0, 4));
        expect(grams.grams).toContain(needle.slice(-4));
        for (const gram of grams.grams) {
          expect(gram).toHaveLength(4);
          expect(needle).toContain(gram);
        }
      }
    }
  });

  it('indexes every 3- and 4-unit run of each field, and none across two fields', () => {
    const fields = [text(12), text(7), text(2)];
    const grams = indexGrams(fields);
    for (const field of fields)
      for (const length of [3, 4])
        for (let at = 0; at + length <= field.length; at += 1)
          expect(grams.has(field.slice(at, at + length))).toBe(true);
    expect(grams.has(fields[0]!.slice(-2) + fields[1]![0])).toBe(
      fields.some((field) => field.includes(fields[0]!.slice(-2) + fields[1]![0])),
    );
    expect(grams.size).toBeLessThanOrEqual(9 + 10 + 4 + 5);
  });

  it('hashes every gram into one of the buckets', () => {
    for (const buckets of [1, 2, 64, 4096])
      for (let i = 0; i < 200; i += 1) {
        const bucket = bucketOf(text(4), buckets);
        expect(Number.isInteger(bucket) && bucket >= 0 && bucket < buckets).toBe(true);
      }
  });
});

describe('the index and its plan', () => {
  const articles = generatedCorpus(300);
  const index = buildSearchIndex(articles);

  it('lists under each gram exactly the articles holding it, delta-encoded, in power-of-two buckets', () => {
    expect(Math.log2(index.buckets.length) % 1).toBe(0);
    const folded = index.docs.map((doc) =>
      [doc.title, doc.excerpt, doc.category, ...doc.tags, doc.text].map(foldForSearch),
    );
    for (let n = 0; n < 8; n += 1)
      for (const [gram, list] of Object.entries(JSON.parse(bucketJson(index, n)) as GramBucket)) {
        const holders = folded.flatMap((fields, i) =>
          fields.some((f) => f.includes(gram)) ? [i] : [],
        );
        expect({ gram, positions: undelta(list) }).toEqual({ gram, positions: holders });
      }
  });

  it('changes its version with the content, and only then', () => {
    expect(buildSearchIndex(articles).manifest.version).toBe(index.manifest.version);
    const edited = [...articles.slice(1), makeArticle('new')];
    expect(buildSearchIndex(edited).manifest.version).not.toBe(index.manifest.version);
  });

  it('answers for every candidate exactly once, in list order, whole blocks only when full enough', () => {
    for (let round = 0; round < 50; round += 1) {
      const candidates = [
        ...new Set(
          Array.from({ length: Math.floor(next() * 120) }, () => Math.floor(next() * 300)),
        ),
      ].sort((a, b) => a - b);
      for (const exact of [true, false]) {
        const plan = planFetches(candidates, index.manifest, exact);
        expect(plan.flatMap((fetch) => fetch.positions)).toEqual(candidates);
        for (const fetch of plan) {
          if (exact) expect(fetch.kind).toBe('cards');
          else if (fetch.kind === 'block')
            expect(fetch.positions.length).toBeGreaterThanOrEqual(WHOLE_BLOCK_FROM);
          else expect(fetch.kind).toBe('doc');
        }
      }
    }
  });

  it('keeps long posting lists exactly (their text is cut into chunks)', () => {
    const list = new PostingList();
    const positions = Array.from({ length: 2_000 }, (_, i) => i * 3 + (i % 7));
    for (const position of positions) list.add(position);
    expect(undelta(JSON.parse(list.toJson()))).toEqual(positions);
    expect(list.jsonLength).toBe(list.toJson().length);
    expect(new PostingList().toJson()).toBe('[]');
  });

  it('round-trips deltas and intersects sorted lists', () => {
    const list = [0, 3, 4, 9, 200];
    expect(undelta(deltas(list))).toEqual(list);
    expect(intersect([list, [3, 9, 10], [1, 3, 9]])).toEqual([3, 9]);
    expect(intersect([])).toEqual([]);
  });
});
