import { embedFindings, names } from '@/lib/content/first-aid/embeds';
import { doseFindings } from '@/lib/content/checks/doses';
import type { Emergency } from '@/lib/content';

const emergency = (id: string, title: string, words: string[]): Emergency =>
  ({ id, title, names: words, content: '', text: '' }) as unknown as Emergency;

const library = [
  emergency('choking', 'Choking', ['choking', 'choke']),
  emergency('heart-attack', 'Heart attack', ['heart attack', 'heart attacks']),
  emergency('low-blood-sugar', 'Very low blood sugar', ['low blood sugar', 'hypo']),
];

/** A small deterministic generator, so each run checks the same many cases. */
function* cases(seed: number, count: number) {
  let x = seed;
  const next = () => (x = (x * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  for (let i = 0; i < count; i += 1) yield { next, pick };
}

const LEVELS = ['emergency', 'urgent', 'routine'] as const;
const FILLER = [
  'sudden pain in your tummy',
  'a high temperature',
  'you feel faint',
  'your lips turn blue',
];
const CASE = [
  (s: string) => s,
  (s: string) => s.toUpperCase(),
  (s: string) => s[0]!.toUpperCase() + s.slice(1),
];

describe('a care card that names a library emergency', () => {
  it('is an error at every level, naming its line and the emergency to embed, however it is written', () => {
    for (const { pick, next } of cases(7, 300)) {
      const target = pick(library);
      const name = pick(CASE)(pick(target.names));
      const level = pick(LEVELS);
      const before = Array.from({ length: Math.floor(next() * 4) }, () => 'A paragraph.');
      const items = [pick(FILLER), `signs of ${name}, with ${pick(FILLER)}`, pick(FILLER)];
      const titled = next() < 0.5;
      const body = [
        ...before,
        titled ? `:::${level}[If someone has ${name}]` : `:::${level}`,
        ...items.map((item) => `- ${item}`),
        ':::',
        '',
      ].join('\n');
      const findings = embedFindings(body, 10, library);
      expect(findings).toHaveLength(1);
      expect(findings[0]!.line).toBe(10 + before.length);
      expect(findings[0]!.fix).toContain(`::first-aid[${target.id}]`);
      if (level !== 'emergency') expect(findings[0]!.message).toContain('another level');
    }
  });

  it('is no error when the card names none, or only a word inside another word', () => {
    for (const { pick } of cases(11, 200)) {
      const body = [
        `:::${pick(LEVELS)}`,
        `- ${pick(FILLER)}`,
        `- ${pick(['hypothermia', 'chokeberry jam', 'heart attacker', 'hypoglossal nerve'])}`,
        ':::',
      ].join('\n');
      expect(embedFindings(body, 1, library)).toEqual([]);
    }
  });

  it('matches whole words, whatever the case and the hyphen or space inside a name', () => {
    expect(names('A Heart-Attack', 'heart attack')).toBe(true);
    expect(names('HYPO!', 'hypo')).toBe(true);
    expect(names('hypothermia', 'hypo')).toBe(false);
  });
});

describe('an embed', () => {
  it('of no emergency is an error with the likely one', () => {
    const [finding] = embedFindings('\n::first-aid[chokng]\n', 5, library);
    expect(finding).toMatchObject({ line: 6, fix: 'did you mean ::first-aid[choking]?' });
  });
  it('inside a card or a list, or beside text, is an error', () => {
    for (const body of [
      ':::urgent\n::first-aid[choking]\n:::',
      '- ::first-aid[choking]',
      'See ::first-aid[choking] now',
    ])
      expect(embedFindings(body, 1, library).map((f) => f.message)).toContainEqual(
        expect.stringContaining('not on a line of its own'),
      );
  });
  it('on a line of its own is no error', () => {
    expect(embedFindings('Text.\n\n::first-aid[heart-attack]\n\nMore.', 1, library)).toEqual([]);
  });
});

describe('a dose counted in tablets', () => {
  const counts = ['2', 'two', '8', 'one', '4'];
  const units = ['tablets', 'tablet', 'capsules', 'pills', 'sachets'];
  const strengths = ['500 mg', '650mg', '1 g', '400 mcg', '45 mg of iron'];
  it('is an error without an amount in the same sentence, and none with one', () => {
    for (const { pick, next } of cases(3, 300)) {
      const described = next() < 0.5 ? '' : `${pick(['pink', 'IFA', 'paracetamol'])} `;
      const counted = `${pick(counts)} ${described}${pick(units)}`;
      const without = `Adults can take ${counted} up to 4 times a day.`;
      expect(doseFindings(without, 3)).toHaveLength(1);
      expect(doseFindings(without, 3)[0]!.line).toBe(3);
      const withAmount = `Adults can take ${counted} (${pick(strengths)} each) up to 4 times a day.`;
      expect(doseFindings(withAmount, 3)).toEqual([]);
    }
  });
  it('is not a count: "a minute or two looking for missing tablets", "an overdose of iron tablets"', () => {
    expect(
      doseFindings(
        'Spend a minute or two looking for missing tablets. An overdose of iron tablets is dangerous. Use a combined pill.',
        1,
      ),
    ).toEqual([]);
  });
});
