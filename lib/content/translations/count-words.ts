// Counts and frequencies written in words ("twice a week", "हफ़्ते में दो बार"), read the same way
// in English and in Hindi, so that a translation cannot say "once" where the English says "twice".
import { westernDigits } from '../digits';

/** The languages whose count words are read: the original's and its translation's. */
export type CountLanguage = 'en' | 'hi';

/**
 * One count word, normalised: `2×/week` (twice a week, हफ़्ते में दो बार), `1×/day` (daily, every
 * day, a day, रोज़, हर दिन: each is once a day), `1×` (once, एक बार), `every 3 year`, `3` (three,
 * तीन), `half`, `double`, `both`.
 */
export type CountWord = string;

type Period = 'hour' | 'day' | 'night' | 'week' | 'month' | 'year';

/** A rule: what it matches, and the count words a match stands for (none: it is no count). */
type Rule = [pattern: string, counted: (groups: (string | undefined)[]) => CountWord[]];

const ENGLISH_NUMBERS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  // The words that multiply: "five hundred" is counted as five and a hundred, as "पांच सौ" is.
  hundred: 100,
  thousand: 1000,
  lakh: 100000,
  million: 1000000,
  crore: 10000000,
  billion: 1000000000,
};

/** Hindi as `plainHindi` spells it: no nukta, anusvara for candrabindu (पाँच is पांच). */
const HINDI_NUMBERS: Record<string, number> = {
  एक: 1,
  दो: 2,
  तीन: 3,
  चार: 4,
  पांच: 5,
  छह: 6,
  छः: 6,
  'छ:': 6,
  सात: 7,
  आठ: 8,
  नौ: 9,
  दस: 10,
  ग्यारह: 11,
  बारह: 12,
  तेरह: 13,
  चौदह: 14,
  पंद्रह: 15,
  सोलह: 16,
  सत्रह: 17,
  सतरह: 17,
  अठारह: 18,
  अट्ठारह: 18,
  उन्नीस: 19,
  बीस: 20,
  तीस: 30,
  चालीस: 40,
  पचास: 50,
  साठ: 60,
  सत्तर: 70,
  अस्सी: 80,
  नब्बे: 90,
  सौ: 100,
  हजार: 1000,
  लाख: 100000,
  करोड: 10000000,
  अरब: 1000000000,
  // 21 to 99 but the tens, each its own word in Hindi (as plainHindi spells it: no nukta).
  ...Object.fromEntries(
    'इक्कीस बाईस तेईस चौबीस पच्चीस छब्बीस सत्ताईस अट्ठाईस उनतीस - इकतीस बत्तीस तैंतीस चौंतीस पैंतीस छत्तीस सैंतीस अड़तीस उनतालीस - इकतालीस बयालीस तैंतालीस चवालीस पैंतालीस छियालीस सैंतालीस अड़तालीस उनचास - इक्यावन बावन तिरपन चौवन पचपन छप्पन सत्तावन अट्ठावन उनसठ - इकसठ बासठ तिरसठ चौंसठ पैंसठ छियासठ सड़सठ अड़सठ उनहत्तर - इकहत्तर बहत्तर तिहत्तर चौहत्तर पचहत्तर छिहत्तर सतहत्तर अठहत्तर उन्यासी - इक्यासी बयासी तिरासी चौरासी पचासी छियासी सत्तासी अट्ठासी नवासी - इक्यानवे बानवे तिरानवे चौरानवे पचानवे छियानवे सत्तानवे अट्ठानवे निन्यानवे'
      .split(' ')
      .map((word, i) => [word, 21 + i])
      .filter(([word]) => word !== '-')
      .map(([word, n]) => [plainHindi(word as string), n]),
  ),
};

const ENGLISH_PERIODS: Record<string, Period> = {
  hour: 'hour',
  day: 'day',
  night: 'night',
  week: 'week',
  month: 'month',
  year: 'year',
};

/** The words that are once a period on their own: "daily", "weekly". */
const ENGLISH_RATES: Record<string, Period> = {
  hourly: 'hour',
  daily: 'day',
  nightly: 'night',
  weekly: 'week',
  monthly: 'month',
  yearly: 'year',
  annually: 'year',
  annual: 'year',
};

const HINDI_PERIODS: Record<string, Period> = {
  घंटे: 'hour',
  घंटा: 'hour',
  दिन: 'day',
  रात: 'night',
  हफ्ते: 'week',
  हफ्ता: 'week',
  सप्ताह: 'week',
  महीने: 'month',
  महीना: 'month',
  महिने: 'month',
  महिना: 'month',
  माह: 'month',
  मास: 'month',
  साल: 'year',
  वर्ष: 'year',
  बरस: 'year',
};

const HINDI_RATES: Record<string, Period> = {
  रोज: 'day',
  रोजाना: 'day',
  प्रतिदिन: 'day',
  दैनिक: 'day',
  साप्ताहिक: 'week',
  मासिक: 'month',
  सालाना: 'year',
  वार्षिक: 'year',
};

/** Words as alternatives of a pattern, the longest first (so that रोजाना is not read as रोज). */
const either = (words: Record<string, unknown>) =>
  `(${Object.keys(words)
    .sort((a, b) => b.length - a.length)
    .join('|')})`;

/**
 * Hindi as the patterns spell it: no nukta (हफ़्ते is हफ्ते, रोज़ is रोज), anusvara for candrabindu,
 * and anusvara for a half nasal before a stop of its own class (पन्द्रह is पंद्रह, घण्टे घंटे; not
 * before a nasal: उन्नीस stays).
 */
export function plainHindi(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\u093C/g, '')
    .replace(/\u0901/g, '\u0902')
    .normalize('NFC')
    .replace(/ङ्(?=[कखगघ])|ञ्(?=[चछजझ])|ण्(?=[टठडढ])|न्(?=[तथदध])|म्(?=[पफबभ])/gu, '\u0902');
}

const per = (count: number, period?: Period) => (period ? `${count}×/${period}` : `${count}×`);
/** A range of counts, "three or four times a week": `3-4×/week`. */
const perRange = (from: number, to: number, period?: Period) =>
  per(from, period).replace('×', `-${to}×`);

/**
 * Each rule in turn takes its matches out of the text, so that a later rule never counts a word
 * an earlier one has read ("twice a week" is not also "a week").
 */
function countWords(text: string, rules: readonly Rule[]): CountWord[] {
  const found: CountWord[] = [];
  let rest = ` ${text.replace(/\s+/g, ' ')} `;
  for (const [pattern, counted] of compiled(rules)) {
    rest = rest.replace(pattern, (...args: unknown[]) => {
      // The groups, between the match and its offset (undefined where a group did not take part).
      found.push(...counted(args.slice(1, -2) as string[]));
      return ' ';
    });
  }
  return found;
}

/** Each rule set's patterns, compiled once. */
const COMPILED = new WeakMap<readonly Rule[], [RegExp, Rule[1]][]>();
function compiled(rules: readonly Rule[]): [RegExp, Rule[1]][] {
  let patterns = COMPILED.get(rules);
  if (!patterns) {
    patterns = rules.map(([pattern, counted]) => [
      // A whole word, not part of a compound ("two-wheeler", "तीन-चौथाई", "year-long").
      new RegExp(
        `(?<![\\p{L}\\p{M}\\p{Nd}]|[\\p{L}\\p{M}]-)(?:${pattern})(?![\\p{L}\\p{M}]|-[\\p{L}\\p{M}])`,
        'gu',
      ),
      counted,
    ]);
    COMPILED.set(rules, patterns);
  }
  return patterns;
}

const EN_NUMBER = `(${Object.keys(ENGLISH_NUMBERS).join('|')}|\\d+)`;
const enCount = (n: string) => ENGLISH_NUMBERS[n] ?? Number(n);
const EN_PERIOD = `${either(ENGLISH_PERIODS)}s?`;
const EN_RATE = either(ENGLISH_RATES);

/** A number in digits and the word that multiplies it ("5 सौ", "2 lakh"): the numbers' check reads it. */
const MULTIPLIED_DIGITS = (words: Record<string, number>) =>
  [
    // From the start of a number only, not again after each of its commas: linear time.
    `(?<![\\p{Nd}.,])\\p{Nd}+(?:[.,]\\p{Nd}+)*[ -]?(?:${Object.keys(words)
      .filter((word) => words[word]! >= 100)
      .join('|')})`,
    () => [],
  ] as Rule;

/** "twenty-one" to "ninety-nine": one number, not a compound of two. */
const TENS_AND_ONES: Rule = [
  '(twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)[- ](one|two|three|four|five|six|seven|eight|nine)',
  ([tens, ones]) => [String(ENGLISH_NUMBERS[tens!]! + ENGLISH_NUMBERS[ones!]!)],
];

const ENGLISH: readonly Rule[] = [
  MULTIPLIED_DIGITS(ENGLISH_NUMBERS),
  // No count: "at once" (straight away, or together), "at a time", "double vision", the "Daily
  // Value" of a label, "everyday" and "daily life" (usual, as Hindi's "रोज़ का"), "two kinds of"
  // (the list counts them), and "once" meaning "as
  // soon as" ("once you have stopped", "once a baby is 6 months old").
  [
    '(?:all )?at once|at a time|double vision|daily values?|everyday|day[- ]to[- ]day|daily(?= (?:life|lives|living|tasks?|activities|routines?|energy|steps|habits|chores)\\b)|' +
      `${EN_NUMBER}(?= (?:kinds|types|sorts) of)`,
    () => [],
  ],
  [
    'once(?= (?:you|your|the|it|its|they|their|he|she|we|this|that|these|those|someone|people|children|symptoms)\\b| an? (?!(?:hour|day|night|week|month|year)\\b))',
    () => [],
  ],
  // Parts of the day, meals and "several times": "morning and evening" is twice a day, "every
  // morning" once, "after every meal" at each meal.
  [
    '(?:(?:every|each) day,? )?(?:in the )?mornings? and (?:in the )?(?:evenings?|nights?)',
    () => [per(2, 'day')],
  ],
  ['(?:every|each) (?:morning|evening)', () => [per(1, 'day')]],
  ['(?:several|many) times', () => ['several']],
  ['(?:after|with|before) (?:every|each) meal', () => ['every meal']],
  // Multiples: "twice the sodium", "double your chance", "3 times more likely".
  ['twice (?:as|the)|doubles?|doubled|doubling', () => ['double']],
  ['(?:tripl|trebl)(?:e[sd]?|ing)', () => ['3 fold']],
  ['quadrupl(?:e[sd]?|ing)', () => ['4 fold']],
  [
    `${EN_NUMBER} times(?= (?:as|more|higher|greater|less|lower|smaller|larger|bigger|the)\\b)`,
    ([n]) => [`${enCount(n!)} fold`],
  ],
  // "every 3 years", "every 4 to 6 hours".
  [
    `every ${EN_NUMBER}(?: (?:to|or) ${EN_NUMBER})? ${EN_PERIOD}`,
    ([n, m, p]) => [`every ${enCount(n!)}${m ? `-${enCount(m)}` : ''} ${ENGLISH_PERIODS[p!]}`],
  ],
  // Every other day, every second week, alternate days: once in two periods.
  [
    `(?:every (?:other|second) |alternate )${EN_PERIOD}`,
    ([p]) => [`every 2 ${ENGLISH_PERIODS[p!]}`],
  ],
  // "one and a half", "two and a half teaspoons": the half is part of the number.
  [`${EN_NUMBER} and a half`, ([n]) => [`${enCount(n!)}.5`]],
  ['(?:a |one )?quarter(?! of an? hour)', () => ['quarter']],
  // A range of counts: "three or four times a week", "2 to 3 times a day", "3-4 times".
  [
    `${EN_NUMBER}(?:-| to | or )${EN_NUMBER} times(?: (?:a|an|per|every|each) ${EN_PERIOD}| ${EN_RATE})?`,
    ([n, m, period, rate]) => [
      perRange(
        enCount(n!),
        enCount(m!),
        ENGLISH_PERIODS[period ?? ''] ?? ENGLISH_RATES[rate ?? ''],
      ),
    ],
  ],
  // A count of times and the period it is counted in: "twice a week", "once daily", "3 times a day".
  [
    `(once|twice|thrice|${EN_NUMBER} times)(?: (?:a|an|per|every|each) ${EN_PERIOD}| ${EN_RATE})?`,
    ([word, n, period, rate]) => {
      const count =
        word === 'once' ? 1 : word === 'twice' ? 2 : word === 'thrice' ? 3 : enCount(n!);
      const within = ENGLISH_PERIODS[period ?? ''] ?? ENGLISH_RATES[rate ?? ''];
      // A count in digits alone is a number, which the numbers' check compares.
      return within || !/\d/.test(word!) ? [per(count, within)] : [];
    },
  ],
  // "a one-time scan" is once; "a two-hour test" counts its hours, as "दो घंटे वाला टेस्ट" does.
  ['one-time|one-off', () => [per(1)]],
  [
    `${EN_NUMBER}-(?:hour|day|night|week|month|year)s?`,
    ([n]) => (/\d/.test(n!) ? [] : [String(enCount(n!))]),
  ],
  // Once a period: "every day", "each week", "per month", "daily", "day to day", "5 grams a day"
  // (not "for a week", "within a day": how long, not how often).
  [`(?:every|each|per) ${EN_PERIOD}`, ([p]) => [per(1, ENGLISH_PERIODS[p!])]],
  [EN_RATE, ([r]) => [per(1, ENGLISH_RATES[r!])]],
  [
    `(?<!(?:for|within|in|after|about|than|over|to|least|only|take|takes|taking|half|of|the|first) )an? ${EN_PERIOD}`,
    ([p]) => [per(1, ENGLISH_PERIODS[p!])],
  ],
  TENS_AND_ONES,
  // Numbers in words: "two tablets", "a dozen"; "one" is left out, as Hindi's "एक" is also "a".
  [`(?!one)${EN_NUMBER.replace('|\\d+', '')}`, ([n]) => [String(ENGLISH_NUMBERS[n!])]],
  ['(?:a )?dozens?', () => ['12']],
  ['half|halves|halved', () => ['half']],
];

/**
 * The number words a Hindi text is read for: Hindi's, and English's written in Latin letters in a
 * Hindi sentence ("four गोलियाँ"), which are read as the English reading reads them.
 */
const HI_NUMBERS: Record<string, number> = { ...HINDI_NUMBERS, ...ENGLISH_NUMBERS };
const HI_WORD = either(HI_NUMBERS);
const HI_NUMBER = HI_WORD.replace(')', '|\\d+)');
const HI_WORDS = Object.keys(HI_NUMBERS).join('|');
const hiCount = (n: string) => HI_NUMBERS[n] ?? Number(n);
const HI_PERIOD = either(HINDI_PERIODS);
const HI_RATE = `${either(HINDI_RATES)}(?:ाना)?`;
const ONLY = '(?:(?:सिर्फ|केवल|बस|कम से कम|लगभग) )?';
/** "बार" (times), and its synonym "दफ़ा": "दो दफ़ा" is "दो बार". */
const TIMES = '(?:बार|दफ[ाे])';
/**
 * "सातों दिन" (all seven days), "तीनों" (all three): the number words from three to ninety-nine
 * with "-ों". Not दोनों ("both") nor हजारों, लाखों ("thousands of", "lakhs of": no number).
 */
const ALL_OF = `${either(
  Object.fromEntries(Object.entries(HINDI_NUMBERS).filter(([, n]) => n > 2 && n < 100)),
)}ों`;

/** A Hindi number word said twice, "तीन-तीन गोलियाँ" (three each): the number, counted once. */
const SAID_TWICE = new RegExp(
  `(?<![\\p{L}\\p{M}\\p{Nd}]|[\\p{L}\\p{M}]-)${either(HINDI_NUMBERS)}-\\1(?![\\p{L}\\p{M}]|-[\\p{L}\\p{M}])`,
  'gu',
);

const HINDI: readonly Rule[] = [
  MULTIPLIED_DIGITS(HI_NUMBERS),
  // No count: "एक बार में" (at a time), "दो" ending a sentence (the verb "give": "पानी दो"),
  // "दो दिखाई देना", "दो-दो दिखना" (read as "दो दिखना"), "डबल विज़न", "दोहरा दिखना" and
  // "दोहरी दृष्टि" (double vision), "डबल रोटी" (bread), "चारों ओर" (all around), "रोज़ का" and
  // "रोज़मर्रा" (usual, everyday), "दो माहवारी के बीच" (between periods), "दो तरह की" (the list
  // counts them).
  [
    `एक ${TIMES} में|(?:दो|डबल|दोहर[ाीे])(?= दिख)|दोहरी दृष्टि|दो(?= ?(?:[।.!?|]|$))|डबल (?:विजन|रोटी)|चारों (?:ओर|तरफ)|रोजमर्रा|रोज (?:का|की|के)|${HI_NUMBER}(?= (?:तरह|प्रकार|किस्म) (?:का|की|के))|दो(?= \\S+ (?:के )?बीच)`,
    () => [],
  ],
  // Parts of the day, meals and "कई बार": "सुबह-शाम" is twice a day (रोज़ सुबह-शाम too), "हर
  // सुबह" and "रोज़ सुबह" once, "घंटे-घंटे पर" every hour, "हर भोजन के बाद" at each meal.
  [`(?:(?:रोज|रोजाना|प्रतिदिन|हर दिन) )?सुबह(?:-| और | व )शाम`, () => [per(2, 'day')]],
  ['(?:हर|रोज|रोजाना|प्रतिदिन|प्रत्येक) (?:सुबह|शाम)', () => [per(1, 'day')]],
  ['घंटे-घंटे (?:पर|में|भर में)', () => [per(1, 'hour')]],
  [`कई ${TIMES}`, () => ['several']],
  ['(?:हर|प्रत्येक) (?:भोजन|खाने) (?:के )?(?:बाद|साथ|पहले|से पहले)', () => ['every meal']],
  // हर दूसरे दिन, हर दूसरे रोज, एक दिन छोड़कर: once in two periods.
  [
    `हर दूसरे (?:${HI_PERIOD}|(रोज))|एक (?:${HI_PERIOD}) छोडकर`,
    ([p, daily, skipped]) => [`every 2 ${daily ? 'day' : HINDI_PERIODS[(p ?? skipped)!]}`],
  ],
  // डेढ़ (1.5), ढाई (2.5), साढ़े तीन (3.5), सवा दो (2.25), पौने तीन (2.75).
  ['डेढ', () => ['1.5']],
  ['ढाई', () => ['2.5']],
  [
    `(साढे|सवा|पौने) ${HI_NUMBER}`,
    ([by, n]) => [String(hiCount(n!) + (by === 'साढे' ? 0.5 : by === 'सवा' ? 0.25 : -0.25))],
  ],
  ['(?:एक )?चौथाई', () => ['quarter']],
  // A range of counts: "हफ्ते में तीन-चार बार", "दिन में 2 से 3 बार", "दो या तीन दफ़ा".
  [
    `(?:(?:(?:हर|प्रति) )?${HI_PERIOD}(?: में| भर में)? |${HI_RATE} )?${ONLY}${HI_NUMBER}(?:-| से | या )${HI_NUMBER} ${TIMES}`,
    ([period, rate, n, m]) => {
      const within = HINDI_PERIODS[period ?? ''] ?? HINDI_RATES[rate ?? ''];
      return [perRange(hiCount(n!), hiCount(m!), within)];
    },
  ],
  // "एक दिन-रात में" (a day and a night: in 24 hours).
  ['(?:एक )?दिन-रात (?:भर )?में', () => [per(1, 'day')]],
  // Multiples: "दोगुना", "डबल", "तिगुनी", "चौगुने", "तीन गुना".
  ['दोगुन[ाीे]|दुगु?न[ाीे]|दोहर[ाीे]|डबल', () => ['double']],
  ['तिगु?न[ाीे]|ट्रिपल', () => ['3 fold']],
  ['चौगु?न[ाीे]', () => ['4 fold']],
  [`${HI_NUMBER} गुन[ाीे]`, ([n]) => [`${hiCount(n!)} fold`]],
  // "हर 3 साल में एक बार", "हर 4 से 6 घंटे", "हर दो-तीन घंटे".
  [
    `हर ${HI_NUMBER}(?:(?: (?:से|या) |-)${HI_NUMBER})? ${HI_PERIOD}(?: में)?(?: एक ${TIMES})?`,
    ([n, m, p]) => [`every ${hiCount(n!)}${m ? `-${hiCount(m)}` : ''} ${HINDI_PERIODS[p!]}`],
  ],
  // "हफ्ते में दो बार", "दिन में 3 बार", "रोज एक बार", "हर हफ्ते सिर्फ एक बार", "दो दफ़ा".
  [
    `(?:(?:(?:हर|प्रति) |(?<!(?:\\d|${HI_WORDS}) ))${HI_PERIOD}(?: में| भर में)? |${HI_RATE} )?${ONLY}${HI_NUMBER} ${TIMES}`,
    ([period, rate, n]) => {
      const within = HINDI_PERIODS[period ?? ''] ?? HINDI_RATES[rate ?? ''];
      return within || !/\d/.test(n!) ? [per(hiCount(n!), within)] : [];
    },
  ],
  // "तीनों बार" (all three times) is three times, as "तीन बार" is.
  [`${ALL_OF} ${TIMES}`, ([n]) => [per(hiCount(n!))]],
  // "पांच दिन, हर दिन 30 मिनट": each of the days just counted, no count of its own.
  ['(?<=दिन,? )हर दिन', () => []],
  // Once a period: "हर दिन", "प्रति सप्ताह", "रोजाना", "हफ्ते में 150 मिनट" (not "24 घंटे में").
  [`(?:हर|प्रति|प्रत्येक) ${HI_PERIOD}`, ([p]) => [per(1, HINDI_PERIODS[p!])]],
  [HI_RATE, ([r]) => [per(1, HINDI_RATES[r!])]],
  [
    `(?<!(?:\\d|${HI_WORDS})(?: ही)? )${HI_PERIOD} (?:में|भर में|के)(?= ${ONLY}(?:\\d|(?:${HI_WORDS})(?![\\p{L}\\p{M}])))`,
    ([p]) => [per(1, HINDI_PERIODS[p!])],
  ],
  TENS_AND_ONES,
  // Two number words joined, "चार-पांच गोलियां" (four or five tablets): both numbers, as the
  // English "four or five" is; "एक" left out, so "एक-दो मिनट" (a minute or two) is 2.
  [
    `${HI_WORD}-${HI_WORD}`,
    (words) => words.filter((n) => hiCount(n!) !== 1).map((n) => String(hiCount(n!))),
  ],
  [ALL_OF, ([n]) => [String(hiCount(n!))]],
  // Numbers in words, "एक" and "one" left out (they are also "a").
  [`(?!एक|one)${HI_WORD}`, ([n]) => [String(HI_NUMBERS[n!])]],
  ['दर्जन', () => ['12']],
  ['आध[ाीे]', () => ['half']],
];

/** The count words of a text, normalised and sorted, so that two languages' can be compared. */
export function countWordsIn(text: string, language: CountLanguage): CountWord[] {
  // As the page shows it: an invisible character inside a word ("ती\u200Bन") is nothing.
  const shown = text.replace(INVISIBLE, '');
  return (
    language === 'en'
      ? countWords(shown.toLowerCase(), ENGLISH)
      : countWords(
          westernDigits(plainHindi(shown))
            .toLowerCase()
            .replace(SAID_TWICE, '$1')
            .replace(JOINED_TIMES, ' '),
          HINDI,
        )
  ).sort();
}

const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;

/**
 * A count joined to बार by a hyphen or a dash, or by nothing once a soft hyphen is dropped ("सात-बार",
 * "3बार"): read as "सात बार".
 */
const JOINED_TIMES = new RegExp(
  `(?<=(?:\\d|${HI_WORDS}))[-\u2010-\u2014]?(?=${TIMES}(?![\\p{L}\\p{M}]))`,
  'gu',
);

/** "twenty-one" to "ninety-nine", one number. */
const TENS_AND_ONES_WORDS = new RegExp(
  `(?<![\\p{L}\\p{M}])${TENS_AND_ONES[0]}(?![\\p{L}\\p{M}]| and an? half)`,
  'giu',
);

/** The number words from two to ninety-nine of each language, as patterns of whole words. */
const NUMBER_WORDS = {
  en: new RegExp(
    `(?<![\\p{L}\\p{M}])(${Object.keys(ENGLISH_NUMBERS)
      .filter((word) => ENGLISH_NUMBERS[word]! > 1 && ENGLISH_NUMBERS[word]! < 100)
      .join('|')})(?![\\p{L}\\p{M}]| and an? half)`,
    'giu',
  ),
  // "तीनों" (all three) too; not after साढ़े, सवा, पौने ("साढ़े तीन" is three and a half), nor in
  // "एक-दो" (one or two, as "a minute or two" says it).
  hi: new RegExp(
    `(?<![\\p{L}\\p{M}])(?<!(?:साढे|सवा|पौने) |एक-)(${Object.keys(HINDI_NUMBERS)
      .filter((word) => HINDI_NUMBERS[word]! > 1 && HINDI_NUMBERS[word]! < 100)
      .sort((a, b) => b.length - a.length)
      .join('|')})(ों)?(?![\\p{L}\\p{M}])`,
    'gu',
  ),
};

/**
 * A text with its number words from two to ninety-nine as digits ("two weeks" is "2 weeks", "दो
 * हफ़्ते" "2 हफ्ते"), so that the periods and units of numbers in words are compared as those of
 * numbers in digits are. "One" and "एक" stay words: they are also "a".
 */
export function numberWordsAsDigits(text: string, language: CountLanguage): string {
  const shown = text.replace(INVISIBLE, '');
  return language === 'en'
    ? shown
        .replace(TENS_AND_ONES_WORDS, (_, tens: string, ones: string) =>
          String(ENGLISH_NUMBERS[tens.toLowerCase()]! + ENGLISH_NUMBERS[ones.toLowerCase()]!),
        )
        .replace(NUMBER_WORDS.en, (word) => String(ENGLISH_NUMBERS[word.toLowerCase()]))
    : plainHindi(shown).replace(NUMBER_WORDS.hi, (_, word: string) => String(HINDI_NUMBERS[word]));
}
