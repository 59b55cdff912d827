// The Hindi words of the home, category, topics and About pages: every English key there, none
// empty, in Devanagari, with the same {placeholders}; the English words still those the pages
// showed; and the Hindi About text and team, with the sample profiles still samples.
import { pagesClient as enClient } from '@/lib/i18n/dictionaries/en/client/pages';
import { pages as enServer } from '@/lib/i18n/dictionaries/en/pages';
import { pagesClient as hiClient } from '@/lib/i18n/dictionaries/hi/client/pages';
import { pages as hiServer } from '@/lib/i18n/dictionaries/hi/pages';
import { getCorpus, loadPage } from '@/lib/content';
import { loadPageIn, loadTeamWords, markEnglishLinks } from '@/lib/content/read/translated-pages';
import { countIn, numberIn } from '@/lib/category-pages/counts';
import { site } from '@/lib/site/settings';
import { devanagariShare, leaves, placeholders } from '../../helpers/dictionary';

describe.each([
  ['server', enServer, hiServer],
  ['client', enClient, hiClient],
])('the Hindi pages words (%s)', (_, english, hindi) => {
  const en = new Map(leaves(english));
  const hi = new Map(leaves(hindi));

  it('have every English key and no other', () => {
    expect([...hi.keys()].sort()).toEqual([...en.keys()].sort());
  });

  it('are non-empty Hindi text in NFC, mostly Devanagari', () => {
    for (const [key, text] of hi) {
      expect([key, typeof text]).toEqual([key, 'string']);
      const value = text as string;
      expect([key, value.trim().length > 0]).toEqual([key, true]);
      expect([key, value.normalize('NFC')]).toEqual([key, value]);
      expect([key, devanagariShare(value) >= 0.6]).toEqual([key, true]);
    }
  });

  it('use the same placeholders as the English', () => {
    for (const [key, text] of en)
      if (typeof text === 'string' && text !== '')
        expect([key, placeholders(hi.get(key) as string)]).toEqual([key, placeholders(text)]);
  });
});

describe('the English pages words', () => {
  it('are those the pages showed', () => {
    expect(enServer.home.featured).toBe('Featured Article');
    expect(enServer.home.latest).toBe('Latest Health Articles');
    expect(enServer.home.recommended).toBe('Recommended For You');
    expect(enServer.home.topics).toBe('Explore Health Topics');
    expect(enServer.allTopicsLink).toBe('See all health topics, A to Z');
    expect(enClient.categoryGrid.loadMore).toBe('Load More Articles');
    expect(countIn(enServer.articleCount, 1, 'en')).toBe('1 article');
    expect(countIn(enServer.category.found, 1234, 'en')).toBe('1234 articles found');
  });

  it('give Hindi counts with Hindi grouping', () => {
    expect(countIn(hiServer.category.found, 1, 'hi')).toBe('1 लेख मिला');
    expect(countIn(hiServer.category.found, 0, 'hi')).toBe('0 लेख मिले');
    expect(numberIn(100000, 'hi')).toBe('1,00,000');
  });

  it('name every About figure of the settings in Hindi', () => {
    for (const figure of site.claims.aboutFigures)
      expect(Object.keys(hiServer.about.figures)).toContain(figure.label);
  });
});

describe('the Hindi About text', () => {
  it('has the English front-matter fields, in Hindi, and its translation trail', () => {
    const english = loadPage('about');
    const hindi = loadPageIn('about', 'hi');
    const trail = ['translated', 'translatedBy', 'method', 'madeFrom', 'backTranslation'];
    expect(Object.keys(hindi).sort()).toEqual([...Object.keys(english), ...trail].sort());
    for (const text of [hindi.title, hindi.description, hindi.content])
      expect(devanagariShare(text.split(site.name).join(''))).toBeGreaterThan(0.8);
  });

  it('marks its links to English pages with hreflang', () => {
    const html =
      '<a href="/editorial-policy">x</a> <a href="/hi/contact">y</a> <a href="https://who.int/">z</a>';
    expect(markEnglishLinks(html, 'hi')).toBe(
      '<a href="/editorial-policy" hreflang="en">x</a> <a href="/hi/contact">y</a> <a href="https://who.int/">z</a>',
    );
    expect(markEnglishLinks(html, 'en')).toBe(html);
  });

  it('has every team member in Hindi (sample or not, as content/team.yml says)', () => {
    const words = loadTeamWords('hi');
    for (const member of getCorpus().team) {
      const hindi = words.get(member.id);
      expect([member.id, hindi !== undefined]).toEqual([member.id, true]);
      for (const text of Object.values(hindi!)) expect(devanagariShare(text)).toBeGreaterThan(0.6);
    }
    expect([...words.keys()].sort()).toEqual(
      getCorpus()
        .team.map((m) => m.id)
        .sort(),
    );
  });
});
