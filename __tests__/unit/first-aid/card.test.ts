import { firstAidCard } from '@/lib/content/first-aid/card';

const body = (ages: string[]) =>
  [
    'Act now: the main thing to do.',
    '',
    '## What to look for',
    '',
    '- a sign',
    '',
    '## What to do',
    '',
    ...(ages.length === 0
      ? ['1. a step', '']
      : ages.flatMap((age) => [`### ${age}`, '', `1. a step for ${age}`, ''])),
    '## When to get help',
    '',
    ':::emergency[Call an ambulance now if]',
    '- a sign',
    ':::',
  ].join('\n');

const emergency = (ages: string[]) => ({
  id: 'choking',
  title: 'Choking',
  content: body(ages),
  numbers: ['emergency', 'ambulance', 'urgent-advice'] as const,
});

describe('an emergency embedded in an article', () => {
  it.each([[[]], [['A baby under 1']], [['A baby under 1', 'A child', 'An adult']]])(
    'keeps the main action and when to get help open, and folds the signs and each age (%j)',
    (ages) => {
      for (const depth of [2, 3, 4]) {
        const html = firstAidCard(emergency(ages), 'en', depth);
        const opening = html.indexOf('Act now');
        const signs = html.indexOf('<details class="first-aid-part"><summary>');
        expect(opening).toBeGreaterThan(-1);
        expect(opening).toBeLessThan(signs);
        expect(html).toContain(
          `<summary><h${depth + 1}>What to look for</h${depth + 1}></summary>`,
        );
        expect(html).toContain(`<h${depth + 1}>What to do</h${depth + 1}>`);
        for (const age of ages)
          expect(html).toContain(`<summary><h${depth + 2}>${age}</h${depth + 2}></summary>`);
        if (ages.length === 0) expect(html).toContain('a step');
        // When to get help is never folded, and its card is part of the card's region.
        expect(html).not.toMatch(/<summary><h\d>When to get help/);
        expect(html).toMatch(/<div class="care-card care-card-emergency"/);
        expect(html.match(/<details/g)).toHaveLength(1 + ages.length);
      }
    },
  );

  it('gives the numbers to call in an emergency, not the line for advice when it is not one', () => {
    const html = firstAidCard(emergency([]), 'en', 3);
    expect(html).toContain('href="tel:112"');
    expect(html).not.toContain('href="tel:111"');
  });

  it('gives the line for urgent advice in its urgent card, where its text sends a reader to it', () => {
    const urgent = `${body([])}\n\n:::urgent[Get help the same day if]\n- a lesser sign\n:::\n`;
    const html = firstAidCard({ ...emergency([]), content: urgent }, 'en', 3);
    const card = html.slice(html.indexOf('<div class="care-card care-card-urgent"'));
    expect(card).toContain('href="tel:111"');
    expect(html.slice(0, html.indexOf('<div class="care-card'))).not.toContain('tel:111');
    // An emergency that gives no line for advice, and the Hindi page (for readers in India), give none.
    const without = { ...emergency([]), content: urgent, numbers: ['emergency'] as const };
    expect(firstAidCard(without, 'en', 3)).not.toContain('tel:111');
    expect(firstAidCard({ ...emergency([]), content: urgent }, 'hi', 3)).not.toContain('tel:111');
  });

  it("gives a crisis's helplines in its urgent card, where its text names them", () => {
    const urgent = `${body([])}\n\n:::urgent[Get help now if]\n- thoughts of suicide\n:::\n`;
    const crisis = {
      ...emergency([]),
      content: urgent,
      numbers: ['emergency', 'ambulance', 'mental-health', 'urgent-advice'] as const,
    };
    const card = (lang: 'en' | 'hi') => {
      const html = firstAidCard(crisis, lang, 3);
      return html.slice(html.indexOf('<div class="care-card care-card-urgent"'));
    };
    for (const number of ['14416', '988', '111'])
      expect(card('en')).toContain(`href="tel:${number}"`);
    expect(card('hi')).toContain('href="tel:14416"');
    expect(card('hi')).not.toMatch(/tel:988|tel:111/);
  });

  it('gives its numbers once, at its top: its inner cards draw no list of their own, not even an empty one', () => {
    for (const lang of ['en', 'hi'] as const)
      for (const depth of [2, 3, 4]) {
        const html = firstAidCard(emergency(['A baby under 1', 'An adult']), lang, depth);
        const lists = html.match(/<ul class="call-numbers"[^>]*>(.*?)<\/ul>/g) ?? [];
        expect([lang, depth, lists.length]).toEqual([lang, depth, 1]);
        expect(lists[0]).toContain('href="tel:112"');
      }
  });

  it("links to its own page in the body's language, or in English where it has no translation", () => {
    const href = (html: string) => /<p class="first-aid-more"><a href="([^"]+)"/.exec(html)?.[1];
    expect(href(firstAidCard(emergency([]), 'hi', 3))).toBe('/hi/first-aid/choking');
    expect(href(firstAidCard({ ...emergency([]), pageLang: 'en' }, 'hi', 3))).toBe(
      '/first-aid/choking',
    );
    expect(href(firstAidCard(emergency([]), 'en', 3))).toBe('/first-aid/choking');
  });
});
