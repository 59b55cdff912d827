// An age or a duration keeps its period in every spelling a translator may use: a Hindi number
// followed by any other word than the English period's (another period, or a spelling of one the
// check does not know: माहों, मास, बरसों, पखवाड़े) is refused, so "16 years" cannot become
// "16 माहों" (months).
import { parityErrors } from '../../helpers/parity-errors';
import { random } from '../../helpers/random';

const errors = parityErrors;

/** Each period's Hindi spellings, as translators write them (with and without nukta). */
const SPELLINGS: Record<string, string[]> = {
  days: ['दिन', 'दिनों', 'दिनो', 'दिवस', 'दिवसों'],
  weeks: ['हफ़्ते', 'हफ्ते', 'हफ़्ता', 'हफ़्तों', 'हफ्तो', 'सप्ताह', 'सप्ताहों', 'सप्ताहो'],
  months: [
    'महीने',
    'महीना',
    'महीनों',
    'महीनो',
    'माह',
    'माहों',
    'मास',
    'मासों',
    'महिने',
    'महिना',
    'महिनों',
  ],
  years: ['साल', 'सालों', 'सालो', 'वर्ष', 'वर्षों', 'वर्षो', 'बरस', 'बरसों'],
};
/** Words for a time that is none of the English periods: a fortnight, a moment, a season. */
const OTHER_TIMES = [
  'पखवाड़े',
  'पखवाड़ा',
  'पखवाड़ों',
  'पल',
  'क्षण',
  'मौसम',
  'घड़ी',
  'दशक',
  'सदी',
  'महीनाे',
];

const SEEDS = Array.from({ length: 20 }, (_, i) => i + 1);

describe.each(SEEDS)('generated case %i', (seed) => {
  const next = random(seed * 6151);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const n = String(2 + Math.floor(next() * 60));
  const period = pick(Object.keys(SPELLINGS));
  const sentences: [english: string, hindi: (word: string) => string][] = [
    [
      `Do not give aspirin to children under ${n} ${period} old.`,
      (w) => `${n} ${w} से कम उम्र के बच्चों को एस्पिरिन न दें।`,
    ],
    [
      `See a doctor if it lasts more than ${n} ${period}.`,
      (w) => `अगर यह ${n} ${w} से ज़्यादा रहे, तो डॉक्टर को दिखाएँ।`,
    ],
    [`Rest for ${n} ${period}.`, (w) => `${n} ${w} आराम करें।`],
  ];
  const [english, hindi] = pick(sentences);

  it("the English period's every spelling passes", () => {
    for (const word of SPELLINGS[period]!) expect(errors(english, hindi(word))).toBe('');
  });

  it("another period's spelling, or a word for another time, fails", () => {
    const others = [
      ...Object.entries(SPELLINGS)
        .filter(([p]) => p !== period)
        .flatMap(([, words]) => words),
      ...OTHER_TIMES,
    ];
    for (const word of others) expect(errors(english, hindi(word))).toMatch(/period/);
  });
});

it('a period that stands apart from its number in Hindi passes ("on more than 5 days")', () => {
  expect(
    errors(
      'Painkillers on more than 15 days a month can cause headaches.',
      'महीने में 15 से ज़्यादा दिन दर्द की दवा लेने से सिरदर्द हो सकता है।',
    ),
  ).toBe('');
});

it.each(Array.from({ length: 12 }, (_, i) => i + 1))(
  "the period next to the number must be the English's, though another sentence names the English's (%i)",
  (seed) => {
    const next = random(seed * 4513);
    const n = String(2 + Math.floor(next() * 20));
    const english = `Rest for ${n} days. After a few days, walk a little.`;
    const hindi = (between: string, period: string) =>
      `${n} ${between}${period} आराम करें। कुछ दिन बाद थोड़ा टहलें।`;
    for (const between of ['', 'पूरे ', 'पूरे के पूरे '])
      expect(errors(english, hindi(between, 'दिन'))).toBe('');
    for (const between of ['', 'पूरे ', 'पूरे के पूरे '])
      for (const period of ['हफ़्ते', 'महीने', 'साल', 'पखवाड़े', 'महीनो'])
        expect(errors(english, hindi(between, period))).toMatch(/period/);
  },
);

it('an ordinal keeps its period ("week 12" is "12वें हफ़्ते", not "12वें महीने")', () => {
  const english = 'Take folic acid until week 12 of pregnancy.';
  for (const ordinal of ['वें', 'वे', 'वां', 'वीं'])
    expect(errors(english, `गर्भावस्था के 12${ordinal} हफ़्ते तक फ़ोलिक एसिड लें।`)).toBe('');
  for (const ordinal of ['वें', 'वीं'])
    for (const period of ['महीने', 'साल', 'दिन'])
      expect(errors(english, `गर्भावस्था के 12${ordinal} ${period} तक फ़ोलिक एसिड लें।`)).toMatch(
        /period/,
      );
});

describe('a number written in words keeps its period and unit too', () => {
  const CASES: [english: string, same: string, other: string][] = [
    [
      'Use sleeping pills for less than two weeks.',
      'नींद की गोलियाँ दो हफ़्ते से कम लें।',
      'नींद की गोलियाँ दो महीने से कम लें।',
    ],
    [
      'Take folic acid for the first three months.',
      'पहले तीन महीनों तक फ़ोलिक एसिड लें।',
      'पहले तीन हफ़्तों तक फ़ोलिक एसिड लें।',
    ],
    [
      'Test your blood two hours after the drink.',
      'पीने के दो घंटे बाद ख़ून की जाँच कराएँ।',
      'पीने के दो मिनट बाद ख़ून की जाँच कराएँ।',
    ],
    ['It is a two-hour test.', 'यह दो घंटे वाला टेस्ट है।', 'यह दो दिन वाला टेस्ट है।'],
    ['Rest for five days.', 'पाँच दिन आराम करें।', 'पाँच साल आराम करें।'],
  ];
  it.each(CASES)('"%s"', (english, same, other) => {
    expect(errors(english, same)).toBe('');
    expect(errors(english, other)).not.toBe('');
  });
});
