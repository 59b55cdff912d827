import { isCard, toCard } from '@/lib/content/card';
import { isMetaEntry } from '@/lib/search/guards';
import { toMetaEntry } from '@/lib/search/search-card';
import { makeArticle } from '../../fixtures/articles';

// One card shape for the category pages' card files and the search index: a field added to the
// card reaches both, and both checks refuse a card without it.
describe('the article card', () => {
  const article = makeArticle('a', { tags: ['sleep'] });

  it('is what search holds of an article, less the tags search reads', () => {
    const { tags, ...card } = toMetaEntry(article);
    expect(card).toEqual(toCard(article));
    expect(tags).toEqual(['sleep']);
  });

  it('is refused by both checks without any one of its fields, or with a field of the wrong type', () => {
    const entry = toMetaEntry(article);
    expect(isCard(toCard(article))).toBe(true);
    expect(isMetaEntry(entry)).toBe(true);
    for (const field of Object.keys(toCard(article))) {
      const without: Record<string, unknown> = { ...entry };
      delete without[field];
      expect({ field, card: isCard(without), entry: isMetaEntry(without) }).toEqual({
        field,
        card: false,
        entry: false,
      });
      expect(isMetaEntry({ ...entry, [field]: 42 })).toBe(false);
    }
    expect(isMetaEntry(toCard(article))).toBe(false);
  });
});
