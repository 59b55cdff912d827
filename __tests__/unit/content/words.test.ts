import { countWords, plainText, readTimeFor } from '@/lib/content/render/words';

describe('word count and read time', () => {
  it('counts the words a reader reads, not the markup', () => {
    expect(
      countWords(
        '## A heading\n\nSome **bold** text and a [link](https://example.org).\n\n- one\n- two',
      ),
    ).toBe(10);
  });

  it('drops headings markers, list markers and emphasis from plain text', () => {
    expect(plainText('### Title\n1. First *item*')).toBe('Title\nFirst item');
  });

  it('gives about one minute per 200 words, never less than one', () => {
    expect(readTimeFor(0)).toBe('1 min');
    expect(readTimeFor(199)).toBe('1 min');
    expect(readTimeFor(1600)).toBe('8 min');
    expect(readTimeFor(1699)).toBe('8 min');
  });
});

it('reads no words in a line that embeds an emergency, and keeps those around it', () => {
  expect(
    plainText('Before.\n\n::first-aid[heart-attack]\n\nAfter.').split(/\s+/).filter(Boolean),
  ).toEqual(['Before.', 'After.']);
  // A leaf directive inside a sentence is no embed: the text stays.
  expect(plainText('See ::first-aid[x] now')).toContain('See');
});
