import { fingerprintOf, type TranslatedText } from '@/lib/content/translations/fingerprint';
import { numbersIn } from '@/lib/content/translations/numbers';
import { outlineOf } from '@/lib/content/translations/outline';
import { parityFindings } from '@/lib/content/translations/parity';
import { random } from '../../helpers/random';

const EN = ['fever', 'rash', 'headache', 'take', 'tablets', 'doctor', 'days', 'hours', 'call'];
const HI = ['बुखार', 'चकत्ते', 'सिरदर्द', 'लें', 'गोलियाँ', 'डॉक्टर', 'दिन', 'घंटे', 'कॉल'];
const LEVELS = ['emergency', 'urgent', 'routine'] as const;
const SOURCES = ['nhs-a', 'who-b', 'cdc-c', 'icmr-d'];

/** An English article made up from a seed: sections, lists, cards, numbers and citations. */
function generated(seed: number): TranslatedText {
  const next = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const number = () =>
    pick([
      () => String(1 + Math.floor(next() * 99)),
      () => '500',
      () => '38.5',
      () => '1,000',
      () => '112',
    ])();
  const phrase = () =>
    Array.from({ length: 3 + Math.floor(next() * 4) }, () => (next() < 0.25 ? number() : pick(EN)))
      .join(' ')
      // A period right before a number is that number's ("days 46" is day 46): not in word salad.
      .replace(/\b(days|hours) (?=\d)/g, '$1 fever ');
  const cite = () => `:cite[${pick(SOURCES)}${next() < 0.3 ? `, ${pick(SOURCES)}` : ''}]`;
  const lines = [`${phrase()}${cite()}.`, ''];
  for (let s = 0; s < 2 + Math.floor(next() * 4); s += 1) {
    lines.push(`## ${phrase()}`, '', `${phrase()}${cite()}. ${phrase()}.`, '');
    if (next() < 0.5)
      lines.push(`### ${phrase()}`, '', `- ${phrase()}${cite()}`, `- ${phrase()}`, '');
    if (next() < 0.4) lines.push(`1. ${phrase()}`, `2. ${phrase()}${cite()}`, '');
    if (next() < 0.6)
      lines.push(
        `:::${pick(LEVELS)}[${phrase()}]`,
        `- ${phrase()}${cite()}`,
        `- ${phrase()}`,
        ':::',
        '',
      );
  }
  return {
    title: phrase(),
    excerpt: phrase(),
    takeaways: Array.from({ length: 3 + Math.floor(next() * 3) }, phrase),
    imageAlt: phrase(),
    content: lines.join('\n'),
  };
}

/** The same article with its words in Hindi: what a faithful translation keeps, it keeps. */
function translate(text: TranslatedText): TranslatedText {
  const words = (s: string) => s.replace(/[a-z]+(?![^[]*\])/g, (w) => HI[EN.indexOf(w)] ?? w);
  return {
    title: words(text.title),
    excerpt: words(text.excerpt),
    takeaways: text.takeaways?.map(words),
    imageAlt: words(text.imageAlt),
    content: text.content
      .split('\n')
      .map((line) =>
        line.startsWith(':::') ? line.replace(/\[(.*)\]/, (_, l) => `[${words(l)}]`) : words(line),
      )
      .join('\n'),
  };
}

const places = { lineOf: () => 1, bodyLine: 30 };
const SEEDS = Array.from({ length: 60 }, (_, i) => i + 1);

/** One occurrence of a pattern replaced, chosen by the seed; null when there is none. */
function replaceOne(text: string, pattern: RegExp, seed: number, by: (match: string) => string) {
  const matches = [...text.matchAll(new RegExp(pattern.source, `${pattern.flags}g`))];
  if (matches.length === 0) return null;
  const match = matches[Math.floor(random(seed)() * matches.length)]!;
  return text.slice(0, match.index) + by(match[0]) + text.slice(match.index! + match[0].length);
}

describe('numbers', () => {
  it('reads digits as written, Devanagari digits as digits, grouped thousands as one number', () => {
    expect(numbersIn('500mg, 38 °C (100.4 °F), 1,000 and 1,00,000; call 112 or १०८')).toEqual([
      '500',
      '38',
      '100.4',
      '1000',
      '100000',
      '112',
      '108',
    ]);
  });
});

describe('a faithful translation', () => {
  it.each(SEEDS)('of generated article %i has no finding', (seed) => {
    const english = generated(seed);
    expect(parityFindings(english, translate(english), places)).toEqual([]);
  });

  it.each(SEEDS.slice(0, 20))('keeps parity with its digits written in Devanagari (%i)', (seed) => {
    const hindi = translate(generated(seed));
    const devanagari = (s: string) =>
      // A numbered list's markers stay ASCII, as markdown needs them.
      s.replace(/(?<!^\d*)\d(?![^[]*\])/gm, (d) => String.fromCharCode(0x0966 + Number(d)));
    const written = {
      ...hindi,
      title: devanagari(hindi.title),
      content: devanagari(hindi.content),
    };
    expect(parityFindings(generated(seed), written, places)).toEqual([]);
  });
});

describe('a translation that differs from its original is an error', () => {
  const errorsOf = (english: TranslatedText, hindi: TranslatedText) =>
    parityFindings(english, hindi, places).filter((f) => f.severity === 'error');

  it.each(SEEDS)('a changed number in the body (%i)', (seed) => {
    const english = generated(seed);
    const hindi = translate(english);
    const content = replaceOne(hindi.content, /(?<= )\d+(?:[.,]\d+)*(?![\w\]])/, seed, (n) =>
      n === '7' ? '8' : '7',
    );
    if (content === null) return;
    const errors = errorsOf(english, { ...hindi, content });
    expect(errors.map((e) => e.message).join('\n')).toMatch(/numbers differ/);
    expect(errors.every((e) => e.line! >= places.bodyLine)).toBe(true);
  });

  it.each(SEEDS)('a missing citation (%i)', (seed) => {
    const english = generated(seed);
    const hindi = translate(english);
    const content = replaceOne(hindi.content, /:cite\[[^\]]+\]/, seed, () => '');
    expect(
      errorsOf(english, { ...hindi, content: content! })
        .map((e) => e.message)
        .join(),
    ).toMatch(/citations differ/);
  });

  it.each(SEEDS)('a dropped care card, or one of another kind (%i)', (seed) => {
    const english = generated(seed);
    const hindi = translate(english);
    const dropped = replaceOne(
      hindi.content,
      /:::(emergency|urgent|routine)\[[^\n]*\n(?:- [^\n]*\n)+:::\n/,
      seed,
      () => '',
    );
    if (dropped === null) return;
    expect(errorsOf(english, { ...hindi, content: dropped }).length).toBeGreaterThan(0);
    const other = replaceOne(hindi.content, /:::(emergency|urgent|routine)\[/, seed, (m) =>
      m.includes('routine') ? ':::urgent[' : ':::routine[',
    )!;
    expect(
      errorsOf(english, { ...hindi, content: other })
        .map((e) => e.message)
        .join(),
    ).toMatch(/blocks differ/);
  });

  it.each(SEEDS)('a dropped list item, or one added (%i)', (seed) => {
    const english = generated(seed);
    const hindi = translate(english);
    const dropped = replaceOne(hindi.content, /^- [^\n]*\n/m, seed, () => '')!;
    expect(errorsOf(english, { ...hindi, content: dropped }).length).toBeGreaterThan(0);
    const added = replaceOne(hindi.content, /^- [^\n]*\n/m, seed, (item) => `${item}- सिरदर्द\n`)!;
    expect(
      errorsOf(english, { ...hindi, content: added })
        .map((e) => e.message)
        .join(),
    ).toMatch(/blocks differ/);
  });

  it.each(SEEDS)('a heading dropped or at another level (%i)', (seed) => {
    const english = generated(seed);
    const hindi = translate(english);
    const level = replaceOne(hindi.content, /^#{2,3} /m, seed, (h) =>
      h === '## ' ? '### ' : '## ',
    )!;
    expect(
      errorsOf(english, { ...hindi, content: level })
        .map((e) => e.message)
        .join(),
    ).toMatch(/headings do not match/);
    const dropped = replaceOne(hindi.content, /^#{2,3} [^\n]*\n\n/m, seed, () => '')!;
    expect(errorsOf(english, { ...hindi, content: dropped }).length).toBeGreaterThan(0);
  });

  it.each(SEEDS)('a takeaway dropped, or one with another number (%i)', (seed) => {
    const english = generated(seed);
    const hindi = translate(english);
    const fewer = { ...hindi, takeaways: hindi.takeaways!.slice(1) };
    expect(errorsOf(english, fewer).map((e) => e.field)).toContain('takeaways');
    const changed = {
      ...hindi,
      takeaways: hindi.takeaways!.map((t, i) => (i === 0 ? `${t} 14416` : t)),
    };
    expect(errorsOf(english, changed).map((e) => e.field)).toContain('takeaways.0');
  });

  it('a dose changed in Devanagari digits is still a changed dose', () => {
    const english = { title: 't', excerpt: 'e', imageAlt: 'a', content: 'Take two 500mg tablets.' };
    const hindi = { title: 'त', excerpt: 'ए', imageAlt: 'अ', content: '५०० mg की दो गोलियाँ लें।' };
    expect(parityFindings(english, hindi, places)).toEqual([]);
    const wrong = { ...hindi, content: '६०० mg की दो गोलियाँ लें।' };
    expect(parityFindings(english, wrong, places)[0]!.message).toMatch(/lacks 500.*has 600/);
  });
});

describe('the fingerprint', () => {
  const english = generated(7);

  it('ignores line endings and trailing spaces', () => {
    const crlf = { ...english, content: english.content.replace(/\n/g, ' \r\n') };
    expect(fingerprintOf(crlf)).toBe(fingerprintOf(english));
  });

  it.each(SEEDS)('changes with any one digit or word of the text (%i)', (seed) => {
    const edited = replaceOne(english.content, /\d|[a-z]+/, seed, (m) =>
      m === '1' ? '2' : `${m}x`,
    )!;
    expect(fingerprintOf({ ...english, content: edited })).not.toBe(fingerprintOf(english));
  });

  it('changes with the title, a takeaway or the picture description', () => {
    const base = fingerprintOf(english);
    expect(fingerprintOf({ ...english, title: `${english.title}!` })).not.toBe(base);
    expect(fingerprintOf({ ...english, takeaways: [...english.takeaways!, 'more'] })).not.toBe(
      base,
    );
    expect(fingerprintOf({ ...english, imageAlt: 'other' })).not.toBe(base);
  });
});

describe('the outline', () => {
  it('keeps a care card with its heading and signs in the section it stands in', () => {
    const [intro, section] = outlineOf(
      'Intro 1:cite[a].\n\n## When\n\n:::emergency[Call 112 if]\n- a fit:cite[b]\n- 2 days\n:::\n',
    );
    expect(intro).toMatchObject({ depth: 0, numbers: ['1'], citations: ['a'] });
    expect(section).toMatchObject({
      depth: 2,
      heading: 'When',
      blocks: ['emergency card of 2'],
      numbers: ['112', '2'],
      citations: ['b'],
    });
  });
});
