// What a reader of a translation sees is what the check reads: digits joined by markup or invisible
// characters, a letter that looks like a digit, a swapped phone link, a picture's description, the
// emergency a page embeds, an age in other periods and numbers of joined sentences.
import { parityErrors, parityErrorsIn, type TranslatedField } from '../../helpers/parity-errors';
import { random } from '../../helpers/random';

const errors = parityErrors;

const SEEDS = Array.from({ length: 25 }, (_, i) => i + 1);
const numberFrom = (next: () => number, most = 99) => String(1 + Math.floor(next() * most));

describe.each(SEEDS)('generated case %i', (seed) => {
  const next = random(seed * 7919);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;

  it('two digits joined for the reader by markup or an invisible character are one number', () => {
    const [a, b] = [numberFrom(next, 9), numberFrom(next, 9)];
    const english = `Take ${a} or ${b} tablets.`;
    expect(errors(english, `${a} या ${b} गोलियां लें।`)).toBe('');
    const joins = [
      (x: string, y: string) => `${x}<!-- -->${y}`,
      (x: string, y: string) => `${x}<span></span>${y}`,
      (x: string, y: string) => `${x}**${y}**`,
      (x: string, y: string) => `*${x}*${y}`,
      (x: string, y: string) => `${x}\u200B${y}`,
      (x: string, y: string) => `${x}\u00AD${y}`,
      (x: string, y: string) => `${x}\u2060${y}`,
      (x: string, y: string) => `${x}\u200C${y}`,
    ];
    for (const join of joins)
      expect(errors(english, `${join(a, b)} गोलियां लें।`)).toMatch(/numbers differ/);
  });

  it('a citation that shows nothing (names no source) joins the digits around it, as on the page', () => {
    const [a, b] = [numberFrom(next, 9), numberFrom(next, 9)];
    const english = `Take ${a} or ${b} tablets:cite[nhs-x].`;
    const empty = pick([':cite[]', ':cite[,]', ':cite[ , ]', ':cite[ ]', ':cite[,,]']);
    expect(errors(english, `${a}${empty}${b} गोलियां लें:cite[nhs-x]।`)).toMatch(`${a}${b}`);
    // A citation of a source shows its number apart: the digits stay two numbers.
    expect(errors(english, `${a} या ${b}:cite[nhs-x] गोलियां लें।`)).toBe('');
  });

  it('a letter of another script beside a number fails', () => {
    const n = numberFrom(next);
    const letter = pick(['о', 'О', 'ο', 'Ο', 'з', 'б', 'O', 'o']);
    expect(errors(`Take ${n} tablets.`, `${n}${letter} गोलियां लें।`)).toMatch(
      /character that reads as a digit/,
    );
    expect(errors(`Take ${n} tablets.`, `${n} गोलियां लें।`)).toBe('');
  });

  it('phone links keep their numbers: the text shows the number the link calls', () => {
    const [a, b] = [`1${numberFrom(next, 98)}`, `10${numberFrom(next, 9)}`];
    if (a === b) return;
    const english = `Call [**${a}**](tel:${a}) or [**${b}**](tel:${b}).`;
    expect(errors(english, `[**${a}**](tel:${a}) या [**${b}**](tel:${b}) पर कॉल करें।`)).toBe('');
    expect(errors(english, `[**${a}**](tel:${b}) या [**${b}**](tel:${a}) पर कॉल करें।`)).toMatch(
      /links differ/,
    );
  });

  it("a picture's description is read, and a picture the English does not show fails", () => {
    const n = numberFrom(next);
    const english = 'Rest.\n\n![A person resting](/images/rest.webp)';
    expect(errors(english, 'आराम करें।\n\n![आराम करता व्यक्ति](/images/rest.webp)')).toBe('');
    expect(errors(english, `आराम करें।\n\n![हर घंटे ${n} गोलियां लें](/images/rest.webp)`)).toMatch(
      /numbers differ/,
    );
    expect(errors(english, 'आराम करें।\n\n![आराम](https://evil.example/x.png)')).toMatch(
      /links differ/,
    );
  });

  it('the emergency a page embeds is the English one', () => {
    const ids = ['low-blood-sugar', 'heart-attack', 'stroke', 'choking', 'seizure'];
    const id = pick(ids);
    const other = pick(ids.filter((i) => i !== id));
    const english = `## Help\n\nDo this.\n\n::first-aid[${id}]\n`;
    expect(errors(english, `## मदद\n\nयह करें।\n\n::first-aid[${id}]\n`)).toBe('');
    expect(errors(english, `## मदद\n\nयह करें।\n\n::first-aid[${other}]\n`)).toMatch(
      /embedded emergencies differ/,
    );
    const misspelt = id.replace(/[aeiou](?=[^aeiou]*$)/, 'x');
    expect(errors(english, `## मदद\n\nयह करें।\n\n::first-aid[${misspelt}]\n`)).toMatch(
      /embedded emergencies differ/,
    );
  });

  it('an age or a duration keeps its period; Hindi may add the years of an age', () => {
    const n = numberFrom(next, 20);
    const age = `Do not give aspirin to children under ${n}.`;
    expect(errors(age, `${n} साल से कम उम्र के बच्चों को एस्पिरिन न दें।`)).toBe('');
    expect(errors(age, `${n} साल से कम उम्र के बच्चों को एस्पिरिन न दें।`)).toBe('');
    for (const period of ['महीने', 'हफ़्ते', 'दिन'])
      expect(errors(age, `${n} ${period} से कम उम्र के बच्चों को एस्पिरिन न दें।`)).toMatch(
        /periods differ/,
      );
    const days = `Rest for ${n} days.`;
    expect(errors(days, `${n} दिन आराम करें।`)).toBe('');
    for (const period of ['हफ़्ते', 'महीने', 'साल'])
      expect(errors(days, `${n} ${period} आराम करें।`)).toMatch(/periods differ/);
  });

  it('sentences joined in one keep their order', () => {
    const [a, b] = [numberFrom(next, 20), String(21 + Math.floor(next() * 9))];
    const english = `Limit painkillers to ${a} days a month. Limit triptans to ${b} days a month.`;
    const joined = (x: string, y: string) =>
      `दर्द की दवा महीने में ${x} दिन तक लें, और ट्रिप्टान महीने में ${y} दिन तक लें।`;
    expect(errors(english, joined(a, b))).toBe('');
    expect(errors(english, joined(b, a))).toMatch(/joined in one come in another order/);
  });
});

describe.each(SEEDS.slice(0, 10))('more of what a reader sees (%i)', (seed) => {
  const next = random(seed * 104729);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;

  it('digits joined by any invisible character (a combining grapheme joiner, a variation selector) are one number', () => {
    const [a, b] = [numberFrom(next, 9), numberFrom(next, 9)];
    const joiner = pick(['\u034F', '\uFE0F', '\uFE00', '\u17B4', '\u115F', '\u3164', '\u180B']);
    expect(errors(`Take ${a} or ${b} tablets.`, `${a}${joiner}${b} गोलियां लें।`)).toMatch(
      /numbers differ/,
    );
  });

  it('a fraction character is a number of its own, not its digits', () => {
    const fraction = pick(['½', '¼', '¾', '⅓', '⅔', '⅛']);
    const [a, b] = [...fraction.normalize('NFKC').split('\u2044')];
    expect(errors(`Take ${a} or ${b} tablets.`, `${fraction} गोली लें।`)).toMatch(/numbers differ/);
    expect(errors(`Take ${fraction} tablet.`, `${fraction} गोली लें।`)).toBe('');
  });

  it('counts in words keep their sentence: "weekly, not daily" cannot become "daily, not weekly"', () => {
    const english = 'Take it once a week, on the same day each week. It is not a daily medicine.';
    expect(
      errors(english, 'इसे हफ़्ते में एक बार, हर हफ़्ते एक ही दिन लें। यह रोज़ ली जाने वाली दवा नहीं है।'),
    ).toBe('');
    expect(
      errors(english, 'इसे रोज़ एक बार लें, हर हफ़्ते एक ही दिन। यह हफ़्ते में एक बार ली जाने वाली दवा नहीं है।'),
    ).toMatch(/sentence/);
  });

  it('sentences split in one language and joined in the other at once fail', () => {
    const [a, b, c] = [
      numberFrom(next, 30),
      String(31 + Math.floor(next() * 30)),
      String(61 + Math.floor(next() * 30)),
    ];
    const english = `Up to ${a} mg. Then ${b} mg and ${c} mg.`;
    expect(errors(english, `${a} mg तक। फिर ${b} mg और ${c} mg।`)).toBe('');
    expect(errors(english, `${a} mg तक और ${b} mg। फिर ${c} mg।`)).toMatch(/sentence/);
  });

  it('a unit the Hindi changes, of vitamins, alcohol, temperature or percentages, fails', () => {
    const n = numberFrom(next, 500);
    const [english, same, other] = pick([
      [`Give ${n} IU of vitamin D.`, `${n} IU विटामिन डी दें।`, `${n} मिग्रा विटामिन डी दें।`],
      [
        `No more than ${n} units a week.`,
        `हफ़्ते में ${n} यूनिट से ज़्यादा नहीं।`,
        `हफ़्ते में ${n} पेग से ज़्यादा नहीं।`,
      ],
      [`A fever is ${n} °C or more.`, `${n} °C या ज़्यादा बुखार है।`, `${n} °F या ज़्यादा बुखार है।`],
      [`About ${n}% of adults.`, `करीब ${n}% वयस्क।`, `करीब ${n} मिग्रा वयस्क।`],
    ] as const);
    expect(errors(english, same)).toBe('');
    expect(errors(english, other)).toMatch(/units differ/);
  });

  it("what an amount is counted per, in any spelling or sign, is the English's", () => {
    const n = numberFrom(next, 900);
    const english = `Take ${n} mg at a time.`;
    for (const per of [
      '/किग्रा',
      '/ किग्रा',
      ' प्रति कि.ग्रा.',
      '∕kg',
      '⁄kg',
      '／kg',
      '/kilogram',
      '/घंटा',
      ' प्रति खुराक',
    ])
      expect([per, errors(english, `एक बार में ${n} mg${per} लें।`)]).toEqual([
        per,
        expect.stringMatching(/units differ/),
      ]);
    expect(errors(english, `एक बार में (${n} mg)/kg लें।`)).toMatch(/units differ/);
    // A day made an hour or a week.
    const daily = `No more than ${n} mg/day.`;
    for (const per of ['/घंटा', '/सप्ताह', ' प्रति घंटा'])
      expect([per, errors(daily, `${n} mg${per} से ज़्यादा नहीं।`)]).toEqual([
        per,
        expect.stringMatching(/units differ/),
      ]);
    // The same per, in Hindi's spellings, passes.
    expect(errors(`Give ${n} mg per kg.`, `${n} मि.ग्रा. प्रति कि.ग्रा. दें।`)).toBe('');
    expect(errors(`Give ${n} mg/kg.`, `${n} mg/किग्रा दें।`)).toBe('');
    expect(errors(daily, `${n} mg/दिन से ज़्यादा नहीं।`)).toBe('');
  });

  it('a per kilogram or per dose the Hindi adds anywhere in the section, or drops, fails', () => {
    const n = 100 + Math.floor(next() * 800);
    const english = `A dose is ${n} mg to ${2 * n} mg.`;
    for (const added of [
      `एक खुराक ${n} mg से ${2 * n} mg (प्रति किलो वज़न) होती है।`,
      `एक खुराक ${n} mg से ${2 * n} mg  प्रति किलो होती है।`,
      `एक खुराक शरीर के हर किलो वज़न पर ${n} mg से ${2 * n} mg होती है।`,
      `एक खुराक ${n} mg से ${2 * n} mg, प्रति किग्रा होती है।`,
    ])
      expect([added, errors(english, added)]).toEqual([
        added,
        expect.stringMatching(/counted per/),
      ]);
    const daily = `No more than ${n} mg a day.`;
    expect(errors(daily, `हर दिन, एक खुराक में ${n} mg से ज़्यादा न लें।`)).toMatch(/counted per/);
    expect(errors(daily, `दिन में ${n} mg से ज़्यादा न लें।`)).toBe('');
    expect(errors(`Give ${n} mg per kg.`, `प्रति किलो ${n} mg दें।`)).toBe('');
  });

  it('a count joined to बार by a hyphen, a dash or a soft hyphen is a count', () => {
    const english = 'Give it once a week.';
    for (const joined of ['सात-बार', 'सात–बार', 'सात\u00ADबार', 'सात\u2011बार', '7-बार'])
      expect([joined, errors(english, `इसे हर हफ़्ते ${joined} दें।`)]).toEqual([
        joined,
        expect.stringMatching(/counts|differ/),
      ]);
    expect(errors(english, 'इसे हफ़्ते में एक-बार दें।')).toBe('');
    expect(errors('Read the newspaper.', 'अख़बार पढ़ें।')).toBe('');
  });

  it('counts in words keep their sentence when two sentences are joined in one', () => {
    const [a, b] = [numberFrom(next, 4), String(5 + Math.floor(next() * 4))];
    const [x, y, hx, hy] = pick([
      ['once', 'twice', 'एक बार', 'दो बार'],
      ['twice', 'three times', 'दो बार', 'तीन बार'],
    ] as const);
    const english = `Adults take ${b} tablets ${x} a day. Children take ${a} tablet ${y} a day.`;
    expect(
      errors(english, `बड़े दिन में ${hx} ${b} गोलियाँ लें और बच्चे दिन में ${hy} ${a} गोली लें।`),
    ).not.toMatch(/sentence/);
    expect(errors(english, `बड़े दिन में ${hy} ${b} गोलियाँ लें और बच्चे दिन में ${hx} ${a} गोली लें।`)).toMatch(
      /sentence|order|counts/,
    );
  });

  it('intervals in years keep their order beside the years Hindi adds to an age', () => {
    const english = 'Every 3 years from age 25, and every 5 years from 50.';
    expect(errors(english, '25 साल की उम्र से हर 3 साल, और 50 से हर 5 साल।')).toBe('');
    expect(errors(english, '25 साल की उम्र से हर 5 साल, और 50 से हर 3 साल।')).toMatch(/another order/);
  });

  it('two amounts of one period that trade places in a sentence fail, as two doses do', () => {
    const [a, b] = [numberFrom(next, 20), String(21 + Math.floor(next() * 20))];
    const [period, hindi] = pick([
      ['months', 'महीने'],
      ['weeks', 'हफ़्ते'],
      ['days', 'दिन'],
      ['years', 'साल'],
    ] as const);
    const english = `Try for ${b} ${period} if you are under 35, or ${a} ${period} if you are 35 or older.`;
    expect(
      errors(
        english,
        `35 से कम उम्र हो तो ${b} ${hindi}, और 35 या ज़्यादा हो तो ${a} ${hindi} कोशिश करें।`,
      ),
    ).toBe('');
    expect(
      errors(
        english,
        `35 से कम उम्र हो तो ${a} ${hindi}, और 35 या ज़्यादा हो तो ${b} ${hindi} कोशिश करें।`,
      ),
    ).toMatch(/another order/);
  });

  it('a Latin letter drawn like a digit touching a number fails', () => {
    const n = numberFrom(next);
    const written = pick([`${n}I`, `${n}l`, `l${n}`, `${n}ǀ`, `${n}Ƽ`, `${n}Ȣ`]);
    expect(errors(`Take ${n} tablets.`, `${written} गोलियां लें।`)).toMatch(/reads as a digit/);
  });

  it('any letter beyond ASCII and Devanagari, or a mark drawn like a stroke or a ring, touching a number fails', () => {
    const n = numberFrom(next);
    // Every letter of the Latin blocks beyond ASCII (Ʒ, ı, ᴏ, fullwidth ｌ...), and the marks.
    const beyond = [
      ...Array.from({ length: 0x250 - 0xc0 }, (_, i) => 0xc0 + i),
      ...Array.from({ length: 0x2b0 - 0x250 }, (_, i) => 0x250 + i),
      ...Array.from({ length: 0x1d80 - 0x1d00 }, (_, i) => 0x1d00 + i),
      ...Array.from({ length: 0x1f00 - 0x1e00 }, (_, i) => 0x1e00 + i),
      ...Array.from({ length: 0xa800 - 0xa720 }, (_, i) => 0xa720 + i),
      ...Array.from({ length: 26 }, (_, i) => 0xff21 + i),
      ...Array.from({ length: 26 }, (_, i) => 0xff41 + i),
    ]
      .map((code) => String.fromCodePoint(code))
      .filter((c) => /\p{L}/u.test(c) && c !== '\u00B5');
    const marks = ['॰', 'ॱ', '¦', '|'];
    for (const mark of [...beyond, ...marks]) {
      const written = next() < 0.5 ? `${mark}${n}` : `${n}${mark}`;
      expect([mark, errors(`Wait ${n} minutes.`, `${written} मिनट रुकें।`)]).toEqual([
        mark,
        expect.stringMatching(/reads as a digit/),
      ]);
    }
  });

  it('a character between digits that shows as a separator (but is none the check reads) fails', () => {
    const [a, b] = [numberFrom(next, 9), String(100 + Math.floor(next() * 899))];
    const english = `Take ${a} or ${b} mg.`;
    const seps = [
      '\u201A',
      '\u2019',
      "'",
      '\u2024',
      '\u2027',
      '\u02D9',
      '\u00B7',
      '\u2219',
      '\u22C5',
      '\u2009',
      '\u202F',
      '\u00A0',
      '\u2007',
      '\u2008',
      '\u200A',
      '_',
      '&thinsp;',
      '&#8201;',
      '&nbsp;',
      '\u2000',
      '\u2004',
      '\u2005',
      '\u2006',
      '\u205F',
      '\u3000',
      '।',
    ];
    for (const sep of seps)
      expect([sep, errors(english, `${a}${sep}${b} mg लें।`)]).toEqual([
        sep,
        expect.stringMatching(/reads as a digit|separator/),
      ]);
  });

  it('a look-alike written as a character reference, or a symbol drawn like a stroke or a ring, touching a number fails', () => {
    const n = numberFrom(next);
    const references = [
      '&#1047;',
      '&#x417;',
      '&#108;',
      '&#73;',
      '&#x1B7;',
      '&#1086;',
      '&#x970;',
      '&#124;',
      '&#x2223;',
      '&brvbar;',
      '&vert;',
      '&ordm;',
      '&#x3b9;',
    ];
    const symbols = [
      '∣',
      '⏐',
      '│',
      '｜',
      '˚',
      '○',
      '∘',
      '❘',
      '▏',
      '．',
      '，',
      '﹐',
      '﹒',
      '、',
      '•',
      '⸱',
      '᛫',
      '¸',
      '⸳',
      '｡',
    ];
    for (const mark of [...references, ...symbols]) {
      const written = next() < 0.5 ? `${mark}${n}` : `${n}${mark}`;
      expect([mark, errors(`Wait ${n} minutes.`, `${written} मिनट रुकें।`)]).toEqual([
        mark,
        expect.stringMatching(/reads as a digit|separator/),
      ]);
    }
  });

  it('the signs a translator writes beside numbers pass', () => {
    const n = numberFrom(next);
    for (const [english, hindi] of [
      [`Keep it below ${n}°C.`, `इसे ${n}°C से नीचे रखें।`],
      [`About ${n}% of people.`, `लगभग ${n}% लोग।`],
      [`It costs ₹${n}.`, `इसकी कीमत ₹${n} है।`],
      [`Take it ${n}× a day.`, `इसे दिन में ${n}× लें।`],
      [`Wait ${n}–${Number(n) + 1} minutes.`, `${n}–${Number(n) + 1} मिनट रुकें।`],
      [`Read (page ${n}).`, `पढ़ें (पेज ${n})।`],
      [`It was “${n}”.`, `यह “${n}” था।`],
      [`At ${n}:30.`, `${n}:30 बजे।`],
      [`Count ${n}.`, `गिनती ${n}।`],
    ] as [string, string][])
      expect([hindi, errors(english, hindi)]).toEqual([hindi, '']);
  });

  it('a number of digits from two scripts at once fails; ASCII letters of a unit and a table cell pass', () => {
    const n = numberFrom(next, 9);
    const devanagari = String.fromCodePoint(0x966 + Number(n));
    expect(errors(`Wait 1${n} minutes.`, `1${devanagari} मिनट रुकें।`)).toMatch(/reads as a digit/);
    expect(errors(`Take ${n}00 mg.`, `${n}00mg लें।`)).toBe('');
    expect(
      errors(
        `| Who | Dose |\n| --- | --- |\n| Adults | ${n}00 mg |`,
        `|कौन|खुराक|\n|---|---|\n|वयस्क|${n}00 mg|`,
      ),
    ).toBe('');
  });
});

describe.each(SEEDS.slice(0, 8))('signs, points and titles (%i)', (seed) => {
  const next = random(seed * 7727);
  const n = numberFrom(next, 9);

  it('a leading point is a decimal: ".4" is not 4', () => {
    expect(errors(`Wait at least ${n} hours.`, `कम से कम .${n} घंटे रुकें।`)).toMatch(/differ/);
    expect(errors(`Wait at least 0.${n} hours.`, `कम से कम .${n} घंटे रुकें।`)).toBe('');
  });

  it('a hyphen right before a number, after a space, is its minus sign, after a word too', () => {
    expect(errors(`Store it at 2-${n} °C.`, `इसे -2 से ${n} °C पर रखें।`)).toMatch(/differ/);
    expect(errors(`Keep it at -2${n} °C.`, `इसे 2${n} °C पर रखें।`)).toMatch(/differ/);
    expect(errors(`Keep it at -2${n} °C.`, `इसे -2${n} °C पर रखें।`)).toBe('');
    expect(errors(`Store it at 2-${n} °C.`, `इसे 2-${n} °C पर रखें।`)).toBe('');
    expect(errors(`Between 5 -${n} mg.`, `5 -${n} mg के बीच।`)).toBe('');
  });

  it('a minus sign is part of its number; a hyphen between numbers or in a name is not', () => {
    const english = `Store it below ${n}5 °C.`;
    for (const sign of ['\u2212', '-'])
      expect(errors(english, `${sign}${n}5 °C से नीचे रखें।`)).toMatch(/differ/);
    expect(errors(english, `${n}5 °C से नीचे रखें।`)).toBe('');
    expect(errors(`Take 2-3 tablets a day.`, `दिन में 2-3 गोलियां लें।`)).toBe('');
    expect(errors(`Type-2 diabetes.`, `टाइप 2 डायबिटीज़।`)).toBe('');
  });

  it("a link's or a picture's title is read as words", () => {
    const english = '[The guide](/blog/x) and ![A chart](/images/c.webp)';
    expect(errors(english, '[गाइड](/blog/x) और ![चार्ट](/images/c.webp)')).toBe('');
    expect(
      errors(english, `[गाइड](/blog/x "हर 2 घंटे ${n}00 mg लें") और ![चार्ट](/images/c.webp)`),
    ).toMatch(/differ/);
    expect(errors(english, `[गाइड](/blog/x) और ![चार्ट](/images/c.webp "${n}00 mg")`)).toMatch(
      /differ/,
    );
  });

  it("a number only a link's or picture's title shows (a tooltip a phone never shows) fails", () => {
    const english = `No more than ${n},000 mg in 24 hours, as [the leaflet](/blog/x) says.`;
    for (const hidden of [
      `[पर्चे](/blog/x "${n},000 mg, 24 घंटे") जितना कहे, उससे ज़्यादा नहीं।`,
      `![चार्ट](/images/c.webp "${n},000 mg 24 घंटे में") से ज़्यादा नहीं।`,
      `24 घंटे में [पर्चे](/blog/x "${n},000 mg") से ज़्यादा नहीं।`,
    ])
      expect([hidden, errors(english, hidden)]).toEqual([hidden, expect.stringMatching(/title/)]);
  });
});

describe.each(SEEDS.slice(0, 10))('a line break inside a number (%i)', (seed) => {
  const next = random(seed * 3571);
  const n = String(11 + Math.floor(next() * 88));
  const [head, tail] = [n.slice(0, 1), n.slice(1)];
  const english = `- Do not give aspirin to children under ${n} years old.`;

  it('splits it, as the page shows it (a hard break is a new line)', () => {
    expect(errors(english, `- ${n} साल से कम उम्र के बच्चों को एस्पिरिन न दें।`)).toBe('');
    for (const hardBreak of ['\\\n  ', '  \n  ', '   \n  '])
      expect(
        errors(english, `- ${head}${hardBreak}${tail} साल से कम उम्र के बच्चों को एस्पिरिन न दें।`),
      ).toMatch(/numbers differ|differ/);
  });
});

it('a long run of digits is read in linear time', () => {
  const started = performance.now();
  for (const end of ['O', ' ', 'о', 'a'])
    errors('Take 1 tablet.', `${'1'.repeat(120_000)}${end} गोली लें।`);
  expect(performance.now() - started).toBeLessThan(1500);
});

it('many sentences without numbers, or with numbers the English lacks, are read in linear time', () => {
  const english = 'Take 400 IU a day. Rest.';
  for (const padding of ['। ', '. ', 'क। ', '5। '])
    for (const times of [5_000, 40_000]) {
      const started = performance.now();
      errors(english, `${padding.repeat(times)}रोज़ 400 IU लें। आराम करें।`);
      expect([padding, times, performance.now() - started < 3000]).toEqual([padding, times, true]);
    }
});

/** Texts whose counts and numbers trade sentences: the English, a faithful Hindi, a swapped one. */
const TRADED: [string, string, string][] = [
  [
    'Methotrexate is taken once a week, on the same day each week. It is not a daily medicine.',
    'मेथोट्रेक्सेट हफ़्ते में एक बार, हर हफ़्ते एक ही दिन ली जाती है। यह रोज़ ली जाने वाली दवा नहीं है।',
    'मेथोट्रेक्सेट रोज़ ली जाती है, हर हफ़्ते बिना छोड़े। यह हफ़्ते में एक बार ली जाने वाली दवा नहीं है।',
  ],
  [
    'Adults take it twice a day. Children take it once a day.',
    'बड़े इसे दिन में दो बार लें। बच्चे इसे दिन में एक बार लें।',
    'बड़े इसे दिन में एक बार लें। बच्चे इसे दिन में दो बार लें।',
  ],
  [
    'Over 12: 2 tablets. Under 12: 1 tablet.',
    '12 से ऊपर: 2 गोलियाँ। 12 से कम: 1 गोली।',
    '12 से ऊपर: 1 गोली। 12 से कम: 2 गोलियाँ।',
  ],
  [
    'Adults take 2 tablets. Children take 1 tablet.',
    'बड़े 2 गोलियाँ लें। बच्चे 1 गोली लें।',
    'बड़े 1 गोली लें। बच्चे 2 गोलियाँ लें।',
  ],
];

describe.each(['title', 'excerpt', 'imageAlt', 'takeaway', 'content'] as TranslatedField[])(
  'the %s',
  (field) => {
    it.each(TRADED.map((texts, i) => [i, ...texts]))(
      'keeps each number and count in its sentence (%i)',
      (_, english, faithful, swapped) => {
        expect(parityErrorsIn(field, english, faithful)).toBe('');
        expect(parityErrorsIn(field, english, swapped)).toMatch(/sentence|order/);
      },
    );
  },
);

describe.each(['title', 'excerpt', 'imageAlt', 'takeaway', 'content'] as TranslatedField[])(
  'a fraction with a slash in the %s',
  (field) => {
    it.each(
      Array.from({ length: 8 }, (_, i) => {
        const next = random(4001 + i * 13);
        const [a, b] = [1 + Math.floor(next() * 3), 2 + Math.floor(next() * 7)];
        return [`${a}/${b}`, a, b] as const;
      }),
    )('is one number: "%s" is never the range or the two numbers', (fraction, a, b) => {
      const english = `Give ${fraction} tablet of 500 mg.`;
      expect(parityErrorsIn(field, english, `500 mg की ${fraction} गोली दें।`)).toBe('');
      expect(parityErrorsIn(field, english, `500 mg की ${a} / ${b} गोली दें।`)).toBe('');
      for (const range of [`${a}-${b}`, `${a} से ${b}`, `${a} या ${b}`])
        expect(parityErrorsIn(field, english, `500 mg की ${range} गोली दें।`)).toMatch(
          /numbers differ/,
        );
      expect(
        parityErrorsIn(
          field,
          `Give ${a} or ${b} tablets of 500 mg.`,
          `500 mg की ${fraction} गोली दें।`,
        ),
      ).toMatch(/numbers differ/);
    });
  },
);

describe('a translation with look-alikes beside every number', () => {
  it('is checked within a second, naming the first ones and counting the rest', () => {
    const line = '1।'.repeat(70);
    const hindi = Array.from({ length: 1950 }, () => line).join('\n');
    // The check's own time (CPU time of this process), whatever else the machine runs meanwhile.
    const started = process.cpuUsage();
    const found = parityErrors('Take 1 tablet.', hindi);
    const { user, system } = process.cpuUsage(started);
    expect((user + system) / 1000).toBeLessThan(1_000);
    expect(found.match(/reads as a digit/g)!.length).toBeLessThanOrEqual(21);
    expect(found).toMatch(/more characters that read as digits/);
  });
});
