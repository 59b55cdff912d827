// Counts and frequencies in words: "twice a week" is "हफ़्ते में दो बार", and a translation that
// says another count or another period than its English is an error, as a changed number is.
import type { TranslatedText } from '@/lib/content/translations/fingerprint';
import { countWordsIn } from '@/lib/content/translations/count-words';
import { parityFindings } from '@/lib/content/translations/parity';
import { random } from '../../helpers/random';

type Pick = <T>(list: readonly T[]) => T;

/** A count of times in both languages: English words, and the Hindi spellings of the same count. */
const TIMES: [english: string[], hindi: string[], count: number][] = [
  [['once'], ['एक बार', 'एक दफ़ा'], 1],
  [['twice', 'two times'], ['दो बार', 'दो दफ़ा', 'दो दफा'], 2],
  [['thrice', 'three times'], ['तीन बार', 'तीन दफ़ा'], 3],
  [['four times'], ['चार बार', 'चार दफा'], 4],
  [['five times'], ['पाँच बार', 'पांच बार', 'पाँच दफ़ा'], 5],
  [['six times'], ['छह बार', 'छः दफ़ा'], 6],
];

/** A period in both languages: after a count, and on its own (once a period). */
const PERIODS: [after: string[], alone: string[], hindiBefore: string[], hindiAlone: string[]][] = [
  [
    ['a day', 'per day', 'every day', 'each day', 'daily'],
    ['daily', 'every day', 'each day', 'per day'],
    ['दिन में', 'रोज़', 'रोज', 'रोज़ाना', 'रोजाना', 'हर दिन', 'प्रतिदिन'],
    ['रोज़', 'रोज', 'रोज़ाना', 'रोजाना', 'प्रतिदिन', 'हर दिन', 'दैनिक'],
  ],
  [
    ['a week', 'per week', 'every week', 'each week', 'weekly'],
    ['weekly', 'every week', 'each week', 'per week'],
    ['हफ़्ते में', 'हफ्ते में', 'सप्ताह में', 'हर हफ़्ते', 'हर हफ्ते', 'प्रति सप्ताह'],
    ['हर हफ़्ते', 'हर हफ्ते', 'साप्ताहिक', 'प्रति सप्ताह', 'हर सप्ताह'],
  ],
  [
    ['a month', 'per month', 'every month', 'monthly'],
    ['monthly', 'every month', 'each month'],
    ['महीने में', 'हर महीने', 'प्रति माह'],
    ['हर महीने', 'मासिक', 'प्रति माह'],
  ],
  [
    ['a year', 'per year', 'every year', 'yearly', 'annually'],
    ['yearly', 'annually', 'every year', 'each year'],
    ['साल में', 'हर साल', 'प्रति वर्ष'],
    ['हर साल', 'सालाना', 'वार्षिक', 'प्रति वर्ष'],
  ],
  [
    ['an hour', 'per hour', 'every hour', 'hourly'],
    ['hourly', 'every hour'],
    ['घंटे में', 'हर घंटे'],
    ['हर घंटे', 'प्रति घंटा'],
  ],
];

/** Numbers in words, and amounts: "three tablets", "half", "double". */
const AMOUNTS: [english: string[], hindi: string[]][] = [
  [['two'], ['दो']],
  [['three'], ['तीन']],
  [['four'], ['चार']],
  [['five'], ['पाँच', 'पांच']],
  [['six'], ['छह']],
  [['seven'], ['सात']],
  [['eight'], ['आठ']],
  [['nine'], ['नौ']],
  [['ten'], ['दस']],
  [['eleven'], ['ग्यारह']],
  [['twelve', 'a dozen'], ['बारह']],
  [['half'], ['आधा', 'आधी', 'आधे']],
  [
    ['double', 'twice the'],
    ['दोगुना', 'दोगुनी', 'दुगना', 'डबल'],
  ],
  [
    ['triple', 'tripled', 'treble'],
    ['तिगुना', 'तिगुनी', 'तिगुने'],
  ],
  [
    ['quadruple', 'quadrupled'],
    ['चौगुना', 'चौगुनी', 'चौगुने'],
  ],
];

/** The Hindi number words from twenty-one to ninety-nine, as they are written (अड़तीस, हज़ार). */
const HINDI_21_TO_99 =
  'इक्कीस बाईस तेईस चौबीस पच्चीस छब्बीस सत्ताईस अट्ठाईस उनतीस तीस इकतीस बत्तीस तैंतीस चौंतीस पैंतीस छत्तीस सैंतीस अड़तीस उनतालीस चालीस इकतालीस बयालीस तैंतालीस चवालीस पैंतालीस छियालीस सैंतालीस अड़तालीस उनचास पचास इक्यावन बावन तिरपन चौवन पचपन छप्पन सत्तावन अट्ठावन उनसठ साठ इकसठ बासठ तिरसठ चौंसठ पैंसठ छियासठ सड़सठ अड़सठ उनहत्तर सत्तर इकहत्तर बहत्तर तिहत्तर चौहत्तर पचहत्तर छिहत्तर सतहत्तर अठहत्तर उन्यासी अस्सी इक्यासी बयासी तिरासी चौरासी पचासी छियासी सत्तासी अट्ठासी नवासी नब्बे इक्यानवे बानवे तिरानवे चौरानवे पचानवे छियानवे सत्तानवे अट्ठानवे निन्यानवे'.split(
    ' ',
  );

const FILLER_EN = ['take', 'tablets', 'see a doctor', 'drink water', 'walk', 'rest'];
const FILLER_HI = ['गोलियाँ', 'लें', 'डॉक्टर को', 'दिखाएँ', 'पानी पिएँ', 'चलें', 'आराम करें'];

/** One count phrase of a kind, in both languages, with what it says (to make another). */
type Phrase = { english: string; hindi: string; says: string };

function phrase(pick: Pick, next: () => number): Phrase {
  const kind = next();
  if (kind < 0.45) {
    const [english, hindi, count] = pick(TIMES);
    const period = next() < 0.7 ? Math.floor(next() * PERIODS.length) : -1;
    if (period === -1) return { english: pick(english), hindi: pick(hindi), says: `${count}` };
    const [after, , before] = PERIODS[period]!;
    return {
      english: `${pick(english)} ${pick(after)}`,
      hindi: `${pick(before)} ${pick(hindi)}`,
      says: `${count}/${period}`,
    };
  }
  if (kind < 0.7) {
    const period = Math.floor(next() * PERIODS.length);
    const [, alone, , hindiAlone] = PERIODS[period]!;
    return { english: pick(alone), hindi: pick(hindiAlone), says: `1/${period}` };
  }
  const amount = Math.floor(next() * AMOUNTS.length);
  const [english, hindi] = AMOUNTS[amount]!;
  return { english: pick(english), hindi: pick(hindi), says: `amount ${amount}` };
}

/** A phrase that says something else: another count, another period, another amount. */
function other(said: Phrase, pick: Pick, next: () => number): Phrase {
  for (;;) {
    const candidate = phrase(pick, next);
    if (candidate.says !== said.says) return candidate;
  }
}

/** A section's words in both languages around the phrases, and the phrases' places. */
function sentences(phrases: readonly Phrase[], pick: Pick, language: 'english' | 'hindi') {
  const filler = language === 'english' ? FILLER_EN : FILLER_HI;
  return phrases.map((p) => `${pick(filler)} ${p[language]} ${pick(filler)}.`).join(' ');
}

const text = (content: string): TranslatedText => ({
  title: 'x',
  excerpt: 'y',
  imageAlt: 'z',
  content,
});
const places = { lineOf: () => 1, bodyLine: 10 };
const SEEDS = Array.from({ length: 80 }, (_, i) => i + 1);

describe.each(SEEDS)('generated count words (%i)', (seed) => {
  const next = random(seed);
  const pick: Pick = (list) => list[Math.floor(next() * list.length)]!;
  const phrases = Array.from({ length: 1 + Math.floor(next() * 4) }, () => phrase(pick, next));
  const english = sentences(phrases, pick, 'english');
  const hindi = sentences(phrases, pick, 'hindi');

  it('read the same in both languages, whatever the spelling (हफ़्ते, हफ्ते; रोज़, रोज)', () => {
    expect(countWordsIn(hindi, 'hi')).toEqual(countWordsIn(english, 'en'));
    expect(parityFindings(text(english), text(hindi), places)).toEqual([]);
  });

  it('another count, period or amount in the translation, or in the English, is an error', () => {
    const at = Math.floor(next() * phrases.length);
    const changed = phrases.map((p, i) => (i === at ? other(p, pick, next) : p));
    const wrongHindi = sentences(changed, pick, 'hindi');
    const errors = parityFindings(text(english), text(wrongHindi), places);
    expect(errors).toEqual([
      expect.objectContaining({ severity: 'error', field: 'content', line: 10 }),
    ]);
    expect(errors[0]!.message).toMatch(/counts in words differ/);
    const newEnglish = sentences(changed, pick, 'english');
    expect(parityFindings(text(newEnglish), text(hindi), places).map((f) => f.message)).toEqual([
      expect.stringMatching(/counts in words differ/),
    ]);
  });

  it('in the title, summary and takeaways too', () => {
    const changed = phrases.map((p) => other(p, pick, next));
    const english1 = { ...text('x'), title: english, takeaways: [english] };
    const hindi1 = { ...text('x'), title: sentences(changed, pick, 'hindi'), takeaways: [hindi] };
    expect(parityFindings(english1, hindi1, places).map((f) => f.field)).toEqual(['title']);
  });
});

it('the English changed to "twice a week" while the Hindi still says "once" fails', () => {
  const english = text('## Methotrexate\n\nTake it twice a week, on the same days each week.');
  const hindi = text('## मेथोट्रेक्सेट\n\nइसे हफ़्ते में एक बार, हर हफ़्ते एक ही दिन लें।');
  expect(parityFindings(english, hindi, places).map((f) => f.message)).toEqual([
    expect.stringMatching(/lacks 2×\/week of the English.*has 1×\/week/),
  ]);
  const once = text('## Methotrexate\n\nTake it once a week, on the same day each week.');
  expect(parityFindings(once, hindi, places)).toEqual([]);
});

it('"once" meaning "as soon as", "at once" and "at a time" are no counts', () => {
  for (const words of ['once you feel better', 'stop them all at once', '2 tablets at a time'])
    expect(countWordsIn(words, 'en')).toEqual([]);
  for (const words of ['एक बार में 2 गोलियाँ', 'एक दफ़ा में 2 गोलियाँ', 'एक दफा में 2 गोलियाँ'])
    expect(countWordsIn(words, 'hi')).toEqual([]);
});

describe.each(SEEDS.slice(0, 30))(
  'a range of counts, or a word that starts like a number (%i)',
  (seed) => {
    const next = random(seed * 7919);
    next();
    const pick: Pick = (list) => list[Math.floor(next() * list.length)]!;
    const HINDI_WORDS = ['एक', 'दो', 'तीन', 'चार', 'पाँच', 'छह'];
    const ENGLISH_WORDS = ['one', 'two', 'three', 'four', 'five', 'six'];
    const from = Math.floor(next() * 5);
    const to = from + 1;
    const [after, , hindiBefore] = pick(PERIODS);
    const period = pick(after!.filter((p) => !/ly$/.test(p)));
    const before = pick(hindiBefore!.filter((p) => / में$/.test(p)));

    it('is read as the range in both languages, and never as the period alone', () => {
      const english = `Take it ${pick([`${ENGLISH_WORDS[from]} or ${ENGLISH_WORDS[to]}`, `${ENGLISH_WORDS[from]} to ${ENGLISH_WORDS[to]}`])} times ${period}.`;
      const hindi = `इसे ${before} ${HINDI_WORDS[from]}${pick(['-', ' से ', ' या '])}${HINDI_WORDS[to]} ${pick(['बार', 'दफ़ा', 'दफा'])} लें।`;
      expect(countWordsIn(hindi, 'hi')).toEqual(countWordsIn(english, 'en'));
      expect(countWordsIn(hindi, 'hi')).toEqual([
        expect.stringMatching(new RegExp(`^${from + 1}-${to + 1}×/`)),
      ]);
      // The range in place of "once": a different count.
      const once = `Take it once ${period}.`;
      expect(parityFindings(text(once), text(hindi), places).map((f) => f.message)).toEqual([
        expect.stringMatching(/counts in words differ/),
      ]);
    });

    it('a word that starts like a number word ("दोबारा", again; "दोनों", both) is no number', () => {
      const once = `Take it once ${period}, on the same day.`;
      const hindi = `इसे ${before} ${pick(['दोबारा', 'दोनों', 'चारों ओर', 'हज़ारों'])}, उसी दिन लें।`;
      expect(parityFindings(text(once), text(hindi), places).map((f) => f.message)).toEqual([
        expect.stringMatching(/lacks 1×\//),
      ]);
    });
  },
);

describe.each(SEEDS.slice(0, 20))(
  'halves, quarters, every other period, numbers past twelve (%i)',
  (seed) => {
    const next = random(seed * 104729);
    next();
    const pick: Pick = (list) => list[Math.floor(next() * list.length)]!;
    const [after, , hindiBefore] = pick(PERIODS);
    const period = pick(after!.filter((p) => /^(?:a|an|per) /.test(p))).replace(
      /^(?:a|an|per) /,
      '',
    );
    const hindiPeriod = pick(hindiBefore!.filter((p) => / में$/.test(p))).replace(/ में$/, '');
    const PAIRS: [english: string, hindi: string][] = [
      ['one and a half teaspoons', 'डेढ़ छोटे चम्मच'],
      ['two and a half teaspoons', 'ढाई छोटे चम्मच'],
      ['three and a half hours', 'साढ़े तीन घंटे'],
      ['a quarter of the plate', 'प्लेट का एक चौथाई'],
      [`every other ${period}`, `हर दूसरे ${hindiPeriod}`],
      [pick(['fifteen', 'twenty', 'thirty', 'forty', 'fifty']), ''],
    ];
    const HINDI_TENS: Record<string, string> = {
      fifteen: 'पंद्रह',
      twenty: 'बीस',
      thirty: 'तीस',
      forty: 'चालीस',
      fifty: 'पचास',
    };
    const [english, hindi] = pick(PAIRS);
    const hindiSaid = hindi || `${HINDI_TENS[english]} मिनट`;
    const englishSaid = hindi ? english : `${english} minutes`;

    it('read the same in both languages', () => {
      expect(countWordsIn(hindiSaid, 'hi')).toEqual(countWordsIn(englishSaid, 'en'));
      expect(countWordsIn(hindiSaid, 'hi').length).toBeGreaterThan(0);
    });

    it('differ from "one", "a" or the plain period they stand in for', () => {
      const plain = hindi.startsWith('हर दूसरे')
        ? `हर ${hindiPeriod}`
        : hindi
          ? hindi.replace(/डेढ़|ढाई|साढ़े तीन|एक चौथाई/, 'एक')
          : 'कुछ मिनट';
      expect(
        parityFindings(text(englishSaid), text(plain), places).map((f) => f.message),
      ).toContainEqual(expect.stringMatching(/counts in words differ/));
    });
  },
);

it('reads every number word from twenty-one to ninety-nine in both languages, and tells it from "one"', () => {
  const TENS = ['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
  const ONES = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
  for (let n = 21; n <= 99; n += 1) {
    const english = `${TENS[Math.floor(n / 10) - 2]}${n % 10 ? `-${ONES[(n % 10) - 1]}` : ''}`;
    const hindi = HINDI_21_TO_99[n - 21]!;
    expect([n, countWordsIn(`Chew ${english} tablets.`, 'en')]).toEqual([n, [String(n)]]);
    expect([n, countWordsIn(`${hindi} गोलियाँ चबाएँ।`, 'hi')]).toEqual([n, [String(n)]]);
    expect(
      parityFindings(text('Chew one aspirin.'), text(`${hindi} एस्पिरिन चबाएँ।`), places).length,
    ).toBeGreaterThan(0);
  }
});

/** Every Hindi number word as it is written (पाँच, अड़तीस, हज़ार, करोड़), and its number. */
const HINDI_NUMBER_WORDS: [word: string, n: number][] = [
  ...'एक दो तीन चार पाँच छह सात आठ नौ दस ग्यारह बारह तेरह चौदह पंद्रह सोलह सत्रह अठारह उन्नीस बीस'
    .split(' ')
    .map((word, i): [string, number] => [word, i + 1]),
  ...HINDI_21_TO_99.map((word, i): [string, number] => [word, 21 + i]),
  ['सौ', 100],
  ['हज़ार', 1000],
  ['लाख', 100000],
  ['करोड़', 10000000],
  ['अरब', 1000000000],
];

/** Other spellings of a number word, besides those `spellings` makes. */
const OTHER_SPELLINGS: [word: string, n: number][] = [
  ['छः', 6],
  ['छ:', 6],
  ['सतरह', 17],
  ['अट्ठारह', 18],
  ['पन्द्रह', 15],
];

/** The consonants each nasal stands for before, when written in place of the anusvara (पन्द्रह). */
const NASALS: [nasal: string, before: string][] = [
  ['ङ', 'कखगघ'],
  ['ञ', 'चछजझ'],
  ['ण', 'टठडढ'],
  ['न', 'तथदध'],
  ['म', 'पफबभ'],
];

/**
 * A Hindi word's spellings: as written, without its nukta (अडतीस, हजार), with anusvara and
 * candrabindu traded (पांच, पाँच), and with a half nasal in place of an anusvara before a stop
 * (पन्द्रह, पैन्तीस).
 */
function spellings(word: string): string[] {
  const halfNasal = word.replace(/ं(?=[कखगघचछजझटठडढतथदधपफबभ])/gu, (_, at: number) => {
    const next = word[at + 1]!;
    return `${NASALS.find(([, before]) => before.includes(next))![0]}्`;
  });
  return [
    ...new Set([
      word,
      word
        .normalize('NFD')
        .replace(/\u093C/g, '')
        .normalize('NFC'),
      word.replace(/ं/g, 'ँ'),
      word.replace(/ँ/g, 'ं'),
      halfNasal,
    ]),
  ];
}

const ENGLISH_ONES =
  'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen'.split(
    ' ',
  );
const ENGLISH_TENS = ['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const ENGLISH_POWERS: Record<number, string> = {
  100: 'a hundred',
  1000: 'a thousand',
  100000: 'a lakh',
  10000000: 'a crore',
  1000000000: 'a billion',
};

/** A number in English words: "seven", "thirty-eight", "a thousand". */
const englishFor = (n: number) =>
  n < 20
    ? ENGLISH_ONES[n - 1]!
    : n < 100
      ? `${ENGLISH_TENS[Math.floor(n / 10) - 2]}${n % 10 ? `-${ENGLISH_ONES[(n % 10) - 1]}` : ''}`
      : ENGLISH_POWERS[n]!;

/** What a number in words is read as: its number, or nothing for one (also "a", "एक"). */
const said = (...numbers: number[]) =>
  numbers
    .filter((n) => n !== 1)
    .map(String)
    .sort();

const NOUNS: [english: string, hindi: string][] = [
  ['tablets', 'गोलियाँ'],
  ['drops', 'बूँदें'],
  ['spoons', 'चम्मच'],
  ['sachets', 'पाउच'],
];

describe.each(SEEDS.slice(0, 8))('number words in every spelling (%i)', (seed) => {
  const next = random(seed * 15485863);
  next();
  const pick: Pick = (list) => list[Math.floor(next() * list.length)]!;
  const another = (n: number) => {
    for (;;) {
      const [word, m] = pick(HINDI_NUMBER_WORDS);
      if (m !== n && m !== 1) return [pick(spellings(word)), m] as const;
    }
  };
  const words = [
    ...HINDI_NUMBER_WORDS.flatMap(([word, n]) =>
      spellings(word).map((spelling): [string, number] => [spelling, n]),
    ),
    ...OTHER_SPELLINGS,
  ];

  it('each is read as its number (पन्द्रह, छ:, सतरह, अट्ठारह), and "एक" as nothing', () => {
    for (const [word, n] of words) {
      const [english, hindi] = pick(NOUNS);
      expect([word, countWordsIn(`${word} ${hindi} लें।`, 'hi')]).toEqual([word, said(n)]);
      expect([word, countWordsIn(`Take ${englishFor(n)} ${english}.`, 'en')]).toEqual([
        word,
        said(n),
      ]);
    }
  });

  it('said twice ("तीन-तीन गोलियाँ", three each) is the number once, as "three tablets each" is', () => {
    for (const [word, n] of words) {
      const [english, hindi] = pick(NOUNS);
      const translated = text(`उन्हें ${word}-${word} ${hindi} दें।`);
      const original = text(`Give them ${englishFor(n)} ${english} each time.`);
      expect([word, countWordsIn(translated.content, 'hi')]).toEqual([word, said(n)]);
      expect(parityFindings(original, translated, places)).toEqual([]);
      if (n === 1) continue;
      const [other] = another(n);
      const wrong = text(`उन्हें ${other}-${other} ${hindi} दें।`);
      expect(parityFindings(original, wrong, places).map((f) => f.message)).toEqual([
        expect.stringMatching(/counts in words differ/),
      ]);
    }
  });

  it('said twice before "बार" is that count, each time ("दिन में तीन-तीन बार")', () => {
    const [english, hindi, count] = pick(TIMES);
    const [after, , before] = pick(PERIODS);
    const twice = pick(hindi).replace(/^(\S+)/, '$1-$1');
    const original = text(`Take ${pick(english)} ${pick(after)} each.`);
    const translated = text(`इसे ${pick(before)} ${twice} लें।`);
    expect(countWordsIn(translated.content, 'hi')).toEqual(countWordsIn(original.content, 'en'));
    expect(countWordsIn(translated.content, 'hi')).toEqual([expect.stringMatching(`^${count}×/`)]);
    expect(parityFindings(original, translated, places)).toEqual([]);
  });

  it('two different ones joined ("चार-पाँच गोलियाँ") are both numbers, as "four or five tablets" is', () => {
    for (const [word, n] of words) {
      const [to, m] = another(n);
      const [english, hindi] = pick(NOUNS);
      const translated = text(`${word}-${to} ${hindi} लें।`);
      const original = text(
        `Take ${englishFor(n)} ${pick(['or', 'to'])} ${englishFor(m)} ${english}.`,
      );
      expect([word, to, countWordsIn(translated.content, 'hi')]).toEqual([word, to, said(n, m)]);
      expect(parityFindings(original, translated, places)).toEqual([]);
      const [wrongTo] = another(m === n + 1 ? n : m);
      if (wrongTo === to) continue;
      const wrong = text(`${word}-${wrongTo} ${hindi} लें।`);
      if (countWordsIn(wrong.content, 'hi').join() === said(n, m).join()) continue;
      expect(parityFindings(original, wrong, places).map((f) => f.message)).toEqual([
        expect.stringMatching(/counts in words differ/),
      ]);
    }
  });

  it('"एक-दो मिनट" is a minute or two, and "एक-दो बार" once or twice', () => {
    const [after, , before] = pick(PERIODS);
    const period = pick(after!.filter((p) => / /.test(p)));
    const hindiBefore = pick(before!.filter((p) => / में$/.test(p)));
    expect(countWordsIn('एक-दो मिनट रुकें।', 'hi')).toEqual(
      countWordsIn('Wait a minute or two.', 'en'),
    );
    expect(countWordsIn('एक-दो मिनट रुकें।', 'hi')).toEqual(['2']);
    expect(countWordsIn(`${hindiBefore} एक-दो ${pick(['बार', 'दफ़ा'])} लें।`, 'hi')).toEqual(
      countWordsIn(`Take it one or two times ${period}.`, 'en'),
    );
  });

  it('all of a number ("सातों दिन", all seven days) is that number; "दोनों" (both) is none', () => {
    for (const [word, n] of HINDI_NUMBER_WORDS) {
      // The number words that take "-ों": those that end in a consonant; not एक, दो (दोनों is
      // "both") or the hundreds and thousands (हज़ारों is "thousands of").
      if (n <= 2 || n >= 100 || !/\p{L}$/u.test(word)) continue;
      for (const spelling of spellings(word)) {
        const all = `${spelling}${pick(['ों', 'ोँ'])}`;
        const translated = text(`हफ़्ते के ${all} दिन चलें।`);
        const original = text(`Walk on all ${englishFor(n)} days of the week.`);
        expect([all, countWordsIn(translated.content, 'hi')]).toEqual([all, said(n)]);
        expect(parityFindings(original, translated, places)).toEqual([]);
        const [other] = another(n);
        const wrong = text(`हफ़्ते के ${other} दिन चलें।`);
        expect(parityFindings(original, wrong, places).map((f) => f.message)).toEqual([
          expect.stringMatching(/counts in words differ/),
        ]);
      }
    }
    for (const none of ['दोनों', 'दोनोँ', 'चारों ओर', 'चारों तरफ़', 'हज़ारों', 'लाखों', 'करोड़ों'])
      expect([none, countWordsIn(`${none} हाथ धोएँ।`, 'hi')]).toEqual([none, []]);
    expect(countWordsIn('तीनों बार', 'hi')).toEqual(countWordsIn('all three times', 'en'));
  });

  it('English number words in a Hindi sentence ("four गोलियाँ") are read as the English reads them', () => {
    const cased = (words: string) =>
      pick([words, words.toUpperCase(), words.replace(/^./, (c) => c.toUpperCase())]);
    for (const n of [...Array.from({ length: 98 }, (_, i) => i + 2), 100, 1000, 100000]) {
      const [english, hindi] = pick(NOUNS);
      const words = englishFor(n);
      const translated = text(`${cased(words)} ${hindi} लें।`);
      const original = text(`Take ${words} ${english}.`);
      expect([words, countWordsIn(translated.content, 'hi')]).toEqual([words, said(n)]);
      expect(parityFindings(original, translated, places)).toEqual([]);
      const [other] = another(n);
      expect(
        parityFindings(text(`Take ${englishFor(n === 2 ? 3 : 2)} ${english}.`), translated, places)
          .length,
      ).toBeGreaterThan(0);
      expect(parityFindings(original, text(`${other} ${hindi} लें।`), places).length).toBe(1);
    }
    for (const [english, hindi] of TIMES.slice(1)) {
      const [after, , before] = pick(PERIODS);
      const latin = pick(english).replace(/^twice|^thrice/, (w) =>
        w === 'twice' ? 'two' : 'three',
      );
      const original = `Take it ${pick(english)} ${pick(after)}.`;
      const translated = `इसे ${pick(before)} ${cased(latin.replace(/ times$/, ''))} ${pick(hindi).split(' ')[1]} लें।`;
      expect(countWordsIn(translated, 'hi')).toEqual(countWordsIn(original, 'en'));
    }
  });
});

describe.each(SEEDS.slice(0, 20))('multiples: double, triple, four times (%i)', (seed) => {
  const next = random(seed * 32452843);
  next();
  const pick: Pick = (list) => list[Math.floor(next() * list.length)]!;
  const MULTIPLES: [english: string[], hindi: string[], read: string][] = [
    [
      ['double the risk', 'the risk doubles', 'twice the risk', 'doubling the risk'],
      ['दोगुना', 'दोगुनी', 'दोगुने', 'दुगना', 'दुगुना', 'डबल', 'दोहरा', 'दोहरी', 'दोहरे'],
      'double',
    ],
    [
      [
        'triple the risk',
        'the risk triples',
        'the risk is tripled',
        'tripling the risk',
        'treble the risk',
        'Triple the risk',
        'three times the risk',
        'three times as likely',
      ],
      ['तिगुना', 'तिगुनी', 'तिगुने', 'तीन गुना', 'तीन गुनी', 'ट्रिपल'],
      '3 fold',
    ],
    [
      ['quadruple the risk', 'the risk quadruples', 'quadrupled', 'four times more likely'],
      ['चौगुना', 'चौगुनी', 'चौगुने', 'चार गुना'],
      '4 fold',
    ],
  ];
  const at = Math.floor(next() * MULTIPLES.length);
  const [english, hindi, read] = MULTIPLES[at]!;
  const original = text(`Smoking can ${pick(english)}.`);
  const translated = text(`धूम्रपान से जोखिम ${pick(hindi)} हो सकता है।`);

  it('read the same in both languages', () => {
    expect(countWordsIn(translated.content, 'hi')).toEqual([read]);
    expect(countWordsIn(original.content, 'en')).toEqual([read]);
    expect(parityFindings(original, translated, places)).toEqual([]);
  });

  it('another multiple in the translation is an error', () => {
    const [, other] = MULTIPLES[(at + 1 + Math.floor(next() * 2)) % MULTIPLES.length]!;
    const wrong = text(`धूम्रपान से जोखिम ${pick(other)} हो सकता है।`);
    expect(parityFindings(original, wrong, places).map((f) => f.message)).toEqual([
      expect.stringMatching(/counts in words differ/),
    ]);
  });
});

it('double vision, and bread, are no count in either language', () => {
  expect(countWordsIn('blurred or double vision', 'en')).toEqual([]);
  for (const hindi of [
    'धुँधला या दो-दो दिखना',
    'दो दिखाई देना',
    'डबल विज़न',
    'डबल दिखना',
    'डबल रोटी',
    'धुंधला या दोहरा दिखना',
    'दोहरा दिखता है',
    'दोहरी दृष्टि',
  ])
    expect([hindi, countWordsIn(hindi, 'hi')]).toEqual([hindi, []]);
});

it('a double dose in Hindi ("दोहरी खुराक") is a double, as the English\'s is', () => {
  expect(countWordsIn('दोहरी खुराक न लें।', 'hi')).toEqual(
    countWordsIn('Do not take a double dose.', 'en'),
  );
  expect(parityFindings(text('Take one dose.'), text('दोहरी खुराक लें।'), places)).not.toEqual([]);
});

it('"दो" as the verb "give" at the end of a sentence is no count; as "two" it is', () => {
  const english = text('Give the child two tablets.');
  for (const ending of ['दो।', 'दो.', 'दो!', 'दो'])
    expect(parityFindings(english, text(`बच्चे को एक गोली ${ending}`), places)).not.toEqual([]);
  expect(parityFindings(english, text('बच्चे को दो गोलियां दो।'), places)).toEqual([]);
  expect(countWordsIn('उसे पानी दो।', 'hi')).toEqual([]);
  expect(countWordsIn('दो गोलियां लें।', 'hi')).toEqual(['2']);
});

describe.each(SEEDS.slice(0, 10))('counts with Devanagari digits (%i)', (seed) => {
  const next = random(seed * 104729);
  const pick: Pick = (list) => list[Math.floor(next() * list.length)]!;
  const devanagari = (hindi: string) =>
    hindi.replace(/[0-9]/g, (d) => String.fromCodePoint(0x966 + Number(d)));
  const n = String(2 + Math.floor(next() * 7));
  const m = String(Number(n) + 1 + Math.floor(next() * 3));
  const cases: [english: string, hindi: string][] = [
    [`Take it every ${n} hours.`, `इसे हर ${n} घंटे लें।`],
    [`Take it ${n} times a day.`, `इसे दिन में ${n} बार लें।`],
    [`Get checked every ${n} years.`, `हर ${n} साल में एक बार जाँच कराएँ।`],
    [`Take it ${n} to ${m} times a week.`, `इसे हफ़्ते में ${n} से ${m} बार लें।`],
    [`Every ${n} to ${m} hours.`, `हर ${n}-${m} घंटे।`],
  ];
  const [english, hindi] = pick(cases);

  it('are read as the same digits in ASCII', () => {
    expect(countWordsIn(devanagari(hindi), 'hi')).toEqual(countWordsIn(hindi, 'hi'));
    expect(countWordsIn(hindi, 'hi')).not.toEqual([]);
    expect(parityFindings(text(english), text(devanagari(hindi)), places)).toEqual([]);
  });
});

describe('parts of the day, hours, meals and "several times"', () => {
  const SAME: [english: string, hindi: string[]][] = [
    ['Take it every morning.', ['इसे हर सुबह लें।', 'इसे रोज़ सुबह लें।', 'इसे प्रतिदिन सुबह लें।']],
    ['Take it every evening.', ['इसे हर शाम लें।', 'इसे रोज़ शाम लें।']],
    ['Take it morning and evening.', ['इसे सुबह-शाम लें।', 'इसे सुबह और शाम लें।']],
    ['Take it twice a day, morning and evening.', ['इसे दिन में दो बार, सुबह और शाम लें।']],
    ['Check it every hour.', ['इसे हर घंटे जाँचें।', 'इसे घंटे-घंटे पर जाँचें।']],
    ['It may happen several times.', ['ऐसा कई बार हो सकता है।']],
    ['Take it after every meal.', ['इसे हर भोजन के बाद लें।', 'इसे हर खाने के बाद लें।']],
  ];
  it.each(SAME)('"%s" is read the same in Hindi', (english, hindis) => {
    for (const hindi of hindis) {
      expect([hindi, countWordsIn(hindi, 'hi')]).toEqual([hindi, countWordsIn(english, 'en')]);
      expect(countWordsIn(english, 'en')).not.toEqual([]);
    }
  });

  it('another count of the day is an error: 400 IU once a day is not morning and evening', () => {
    const cases: [string, string][] = [
      ['Give 400 IU every day.', 'रोज़ सुबह-शाम 400 IU दें।'],
      [
        'Take it once a week, on the same day each week.',
        'इसे हफ़्ते में एक बार शुरू करें, फिर हर हफ़्ते हर सुबह लें।',
      ],
      ['Take it every morning.', 'इसे सुबह-शाम लें।'],
      ['Take it once.', 'इसे कई बार लें।'],
      ['Take it once a day.', 'इसे हर भोजन के बाद लें।'],
    ];
    for (const [english, hindi] of cases)
      expect([hindi, parityFindings(text(english), text(hindi), places).length > 0]).toEqual([
        hindi,
        true,
      ]);
  });
});

it.each([
  '\u200B',
  '\u200C',
  '\u200D',
  '\u2060',
  '\u00AD',
  '\u034F',
  '\uFE00',
  '\uFEFF',
  '\u{E0041}',
  '\u180E',
  '\u3164',
])(
  'an invisible character (U+%s) inside a count word is read as the page shows it',
  (invisible) => {
    const hidden = (word: string) => `${word.slice(0, 2)}${invisible}${word.slice(2)}`;
    expect(countWordsIn(`प्रति सप्ताह ${hidden('तीन')} बार लें।`, 'hi')).toEqual(
      countWordsIn('प्रति सप्ताह तीन बार लें।', 'hi'),
    );
    expect(countWordsIn(`Take it ${hidden('three')} times a week.`, 'en')).toEqual(
      countWordsIn('Take it three times a week.', 'en'),
    );
    expect(
      parityFindings(
        text('Take it once a week.'),
        text(`इसे प्रति सप्ताह ${hidden('तीन')} बार लें।`),
        places,
      ),
    ).not.toEqual([]);
  },
);

it('long runs of grouped digits are read in linear time', () => {
  for (const run of ['1,'.repeat(64_000), '1.'.repeat(64_000), '१,'.repeat(64_000)]) {
    const started = performance.now();
    countWordsIn(run, 'hi');
    countWordsIn(run, 'en');
    expect(performance.now() - started).toBeLessThan(1000);
  }
});
