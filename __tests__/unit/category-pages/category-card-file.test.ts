import { isCardFile, type CardFile } from '@/lib/category-pages/card-file';
import { toCard } from '@/lib/content/card';
import { makeArticle } from '../../fixtures/articles';

const cards = (count: number) =>
  Array.from({ length: count }, (_, i) => toCard(makeArticle(`a${i + 1}`)));
const valid: CardFile = { category: 'nutrition', page: 2, pages: 3, total: 14, articles: cards(6) };

describe('the check of a fetched card file', () => {
  it('accepts a well-formed file, drafts and the last, short page included', () => {
    expect(isCardFile(valid)).toBe(true);
    expect(isCardFile({ ...valid, page: 3, articles: cards(2) })).toBe(true);
    const draft = toCard(makeArticle('d', { draft: true }));
    expect(draft.draft).toBe(true);
    expect(isCardFile({ ...valid, articles: [draft] })).toBe(true);
    expect('draft' in toCard(makeArticle('p'))).toBe(false);
    expect(isCardFile(JSON.parse(JSON.stringify(valid)))).toBe(true);
  });

  it.each([
    ['not an object', null],
    ['an array', [valid]],
    ['a string', JSON.stringify(valid)],
    ['no category', { ...valid, category: undefined }],
    ['a page 0', { ...valid, page: 0 }],
    ['a page beyond the last', { ...valid, page: 4 }],
    ['a page that is not a whole number', { ...valid, page: 1.5 }],
    ['a page as text', { ...valid, page: '2' }],
    ['a page count that does not fit the total', { ...valid, pages: 5 }],
    ['a negative total', { ...valid, total: -1 }],
    ['no articles', { ...valid, articles: undefined }],
    ['articles that are not a list', { ...valid, articles: { 0: cards(1)[0] } }],
    ['more than a page of cards', { ...valid, articles: cards(7) }],
    ['the same card twice', { ...valid, articles: [...cards(1), ...cards(1)] }],
    ['a card without a title', { ...valid, articles: [{ ...cards(1)[0], title: undefined }] }],
    ['a card with a numeric date', { ...valid, articles: [{ ...cards(1)[0], date: 20240101 }] }],
    ['a card with draft as text', { ...valid, articles: [{ ...cards(1)[0], draft: 'yes' }] }],
    ['a card that is null', { ...valid, articles: [null] }],
    ['the search meta tier', { shards: 1, articles: cards(2) }],
  ])('rejects %s', (_, value) => {
    expect(isCardFile(value)).toBe(false);
  });
});
