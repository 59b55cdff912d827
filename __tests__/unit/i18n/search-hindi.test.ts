// Search in Hindi (/hi?q=): the Hindi articles' own index, written as the build writes it and
// searched as the browser searches it (lib/search/run-search.ts), with English's rule, folding and
// ranking; the English index's files untouched by it.
import { getCorpus, inListOrder, type Article } from '@/lib/content';
import { corpusIn } from '@/lib/content/localized';
import { pathIn, type Lang } from '@/lib/i18n/languages';
import { didYouMean } from '@/lib/search/did-you-mean';
import { indexFiles } from '@/lib/search/index-files';
import { MANIFEST_PATH, manifestPath, MANIFEST_PATHS, titlesPath } from '@/lib/search/paths';
import { resultLink } from '@/lib/search/result-link';
import { runSearch, type Load, type SearchState } from '@/lib/search/run-search';
import { buildSearchIndex } from '@/lib/search/search-index';
import { searchPhase } from '@/lib/search/status';
import { suggestTitles, type TitleEntry } from '@/lib/search/title-suggestions';
import { searchRule } from '../../../e2e/support/search-rule';
import { makeArticle } from '../../fixtures/articles';
import { random } from '../../helpers/random';

const MIGRAINE = 'migraine-triggers-treatment-india';

/** A language's index as the browser gets it: each file by path, through JSON; the paths asked for. */
function served(articles: readonly Article[], lang: Lang) {
  const index = buildSearchIndex(articles);
  const files = new Map(indexFiles(index, lang));
  const requested: string[] = [];
  const read = (path: string): unknown => {
    requested.push(path);
    const json = files.get(path);
    if (json === undefined) throw new Error(`${path}: HTTP 404`);
    return JSON.parse(json);
  };
  const load: Load = async (path, valid) => {
    const value = read(path);
    if (!valid(value)) throw new Error(`${path}: not the search index of this site`);
    return value;
  };
  async function search(query: string): Promise<SearchState> {
    const states: SearchState[] = [];
    await runSearch(
      query,
      async () => read(manifestPath(lang)),
      load,
      (state) => states.push(state),
      () => true,
      lang,
    );
    return states.at(-1)!;
  }
  return { index, files, requested, search };
}

const ids = (state: SearchState) => {
  expect(searchPhase(state)).toBe('final');
  return state.status === 'ready' ? state.results.map((hit) => hit.card.id) : [];
};

describe('the Hindi index of the real articles', () => {
  const hindi = inListOrder(corpusIn('hi').articles);
  const hi = served(hindi, 'hi');

  it('holds the translated articles alone, in their Hindi words, every file under /search-index/hi/', () => {
    expect(hindi.map((a) => a.id)).toContain(MIGRAINE);
    expect(hi.index.docs.map((doc) => doc.id)).toEqual(hindi.map((a) => a.id));
    expect(hi.index.docs.find((doc) => doc.id === MIGRAINE)!.title).toMatch(/माइग्रेन/);
    for (const path of hi.files.keys()) expect(path).toMatch(/^\/search-index\/hi\//);
    expect([...hi.files.keys()].at(-1)).toBe('/search-index/hi/manifest.json');
    expect(MANIFEST_PATHS).toEqual([
      '/search-index/manifest.json',
      '/search-index/hi/manifest.json',
    ]);
  });

  it('finds the migraine article first by a word of its Hindi title, however it is typed', async () => {
    for (const query of ['माइग्रेन', 'माइग्रेन'.normalize('NFD'), '  माइग्रेन\u00A0', 'भारत में माइग्रेन'])
      expect({ query, first: ids(await hi.search(query))[0] }).toEqual({ query, first: MIGRAINE });
  });

  it("folds a word as readers type it: the same results as the text's own spelling", async () => {
    const typed: [string, string][] = [
      // Nukta words of the text typed without the nukta, precomposed, or decomposed.
      ['ज्यादा', 'ज़्यादा'],
      ['\u095B्यादा', 'ज़्यादा'],
      ['ज\u093C्यादा', 'ज़्यादा'],
      ['तेज सिरदर्द', 'तेज़ सिरदर्द'],
      ['खराब नींद', 'ख़राब नींद'],
      ['काफी पानी', 'काफ़ी पानी'],
      // Anusvara for the text's chandrabindu, and the Hindi keyboard's digits.
      ['दवाएं', 'दवाएँ'],
      ['जांच', 'जाँच'],
      ['११२', '112'],
    ];
    for (const [query, spelled] of typed) {
      const found = ids(await hi.search(query));
      expect({ query, found }).toEqual({ query, found: ids(await hi.search(spelled)) });
      expect({ query, migraine: found.includes(MIGRAINE) }).toEqual({ query, migraine: true });
    }
  });

  it('finds nothing for a word of no Hindi article, and no English article from the Hindi index', async () => {
    const translated = new Set(hindi.map((a) => a.id));
    expect(ids(await hi.search('मधुमेह का इलाज करवाएँ'))).toEqual([]);
    // Words of the English-only article (web design) are in no Hindi document.
    for (const query of ['website', 'ranking', 'accessibility'])
      expect({ query, found: ids(await hi.search(query)) }).toEqual({ query, found: [] });
    // An English word a translation glosses in brackets finds that translation, never an English one.
    for (const query of ['diabetes', 'migraine'])
      for (const id of ids(await hi.search(query))) expect(translated.has(id)).toBe(true);
  });

  it('loads only the Hindi files', async () => {
    hi.requested.length = 0;
    await hi.search('माइग्रेन');
    expect(hi.requested.length).toBeGreaterThan(1);
    for (const path of hi.requested) expect(path).toMatch(/^\/search-index\/hi\//);
  });

  it('suggests the Hindi title from the Hindi titles file, and links results to /hi/blog/{id}', () => {
    const titles = JSON.parse(
      hi.files.get(titlesPath(hi.index.manifest.version, 'hi'))!,
    ) as TitleEntry[];
    expect(suggestTitles(titles, 'माइग्रे').map(([id]) => id)).toEqual([MIGRAINE]);
    // Every Hindi title with the word, and only those.
    const withWord = hindi.filter((a) => a.title.includes('इलाज')).map((a) => a.id);
    expect(
      suggestTitles(titles, 'इलाज')
        .map(([id]) => id)
        .sort(),
    ).toEqual(withWord.sort());
    expect(resultLink(pathIn('hi', `/blog/${MIGRAINE}`), 'माइग्रेन')).toBe(
      `/hi/blog/${MIGRAINE}#search=${encodeURIComponent('माइग्रेन')}`,
    );
  });

  it('offers "Did you mean" from the Hindi terms', () => {
    const files = hi.files;
    const version = hi.index.manifest.version;
    const terms = JSON.parse(files.get(`/search-index/hi/${version}/terms.json`)!) as string[];
    const titles = JSON.parse(files.get(titlesPath(version, 'hi'))!) as TitleEntry[];
    const phrases = [...titles.map(([, title]) => title), ...terms];
    expect(didYouMean('माइग्रैन', terms, phrases)).toBe('माइग्रेन');
  });
});

describe('the English index beside it', () => {
  const english = inListOrder(getCorpus().articles);

  it('is written to the same paths, with the same bytes, whether or not a language is named', () => {
    const index = buildSearchIndex(english);
    const plain = [...indexFiles(index)];
    expect([...indexFiles(index, 'en')]).toEqual(plain);
    expect(plain.at(-1)![0]).toBe(MANIFEST_PATH);
    expect(MANIFEST_PATH).toBe('/search-index/manifest.json');
    for (const [path] of plain) expect(path).not.toMatch(/^\/search-index\/hi\//);
  });

  it('does not hold the Hindi words', async () => {
    expect(ids(await served(english, 'en').search('माइग्रेन'))).toEqual([]);
  });
});

describe('Hindi search over a generated corpus', () => {
  // Hindi words, some with a nukta or chandrabindu, mixed into titles, tags, categories and text.
  const WORDS = [
    'सिरदर्द',
    'माइग्रेन',
    'ज़्यादा',
    'तेज़',
    'ख़राब नींद',
    'दवाएँ',
    'जाँच',
    'पानी',
    'डॉक्टर',
    'इलाज',
    'बुख़ार',
    'सड़क',
    'पढ़ाई',
    'स्वास्थ्य',
    'दिल',
    'शुगर',
    'कमज़ोरी',
    'गर्भावस्था',
    'फ़ोन',
    '112',
  ];
  const CATEGORIES = ['दिमाग और नसें', 'पोषण', 'मानसिक स्वास्थ्य', 'महिलाओं का स्वास्थ्य'];
  const next = random(91);
  const pick = () => WORDS[Math.floor(next() * WORDS.length)]!;
  const phrase = (length: number) => Array.from({ length }, pick).join(' ');
  const articles = Array.from({ length: 80 }, (_, i) =>
    makeArticle(`hi-${String(i).padStart(2, '0')}`, {
      order: i,
      date: `2024-0${1 + (i % 9)}-1${i % 10}`,
      title: `${phrase(1 + (i % 3))} गाइड ${i}`,
      excerpt: `${phrase(4)} के बारे में।`,
      content: `${phrase(30)}\n\n**${phrase(4)}** ${phrase(12)}`,
      category: CATEGORIES[i % CATEGORIES.length],
      tags: [pick(), pick()],
    }),
  );
  const hi = served(articles, 'hi');
  /** How a reader may type a piece of the text: without nuktas, precomposed, NFD, anusvara. */
  const retyped = (text: string) =>
    [
      text,
      text.replace(/\u093C/g, ''),
      text.normalize('NFD'),
      text.replace(/ज\u093C/g, '\u095B').replace(/ड\u093C/g, '\u095C'),
      text.replace(/\u0901/g, '\u0902'),
    ][Math.floor(next() * 5)]!;
  const queries = Array.from({ length: 150 }, () => {
    const article = articles[Math.floor(next() * articles.length)]!;
    const field = [article.title, article.excerpt, article.text, article.category, ...article.tags][
      Math.floor(next() * 5)
    ]!;
    const start = Math.floor(next() * field.length);
    return retyped(field.slice(start, start + 2 + Math.floor(next() * 12)));
  });

  it('finds exactly what the rule finds, in its rank order', async () => {
    const matching = queries.filter((query) => searchRule(articles, query).length > 0);
    expect(matching.length).toBeGreaterThan(120);
    for (const query of queries)
      expect({ query, ids: ids(await hi.search(query)) }).toEqual({
        query,
        ids: searchRule(articles, query),
      });
  });

  it('ranks a title match first, then a tag or category, then the excerpt, then the body', async () => {
    const ranked = [
      makeArticle('body', { order: 0, title: 'क', content: 'बुखार बुख़ार' }),
      makeArticle('excerpt', { order: 1, title: 'ख', excerpt: 'बुख़ार में' }),
      makeArticle('tag', { order: 2, title: 'ग', tags: ['बुख़ार'] }),
      makeArticle('title', { order: 3, title: 'बुख़ार का इलाज' }),
    ];
    expect(ids(await served(ranked, 'hi').search('बुखार'))).toEqual([
      'title',
      'tag',
      'excerpt',
      'body',
    ]);
  });
});
