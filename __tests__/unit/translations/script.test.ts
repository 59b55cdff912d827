import {
  brokenDevanagari,
  devanagariShare,
  scriptFindings,
} from '@/lib/content/translations/script';
import { glossaryFindings } from '@/lib/content/translations/glossary';
import { random } from '../../helpers/random';

/** Real words with conjuncts, nuktas, bindus, visarga and every common vowel sign. */
const WORDS = [
  'माइग्रेन',
  'सिरदर्द',
  'डॉक्टर',
  'ज़्यादा',
  'दवाएँ',
  'गर्भावस्था',
  'स्ट्रोक',
  'दुःख',
  'आँख',
  'इलाज',
  'ऑरा',
  'क्षेत्र',
  'श्रृंखला',
  'पैरासिटामोल',
  'ट्रिप्टन',
  'फ़ोन',
  'उल्टी',
  'ऊपर',
  'ऐसा',
  'औरत',
  'कृपया',
  'हृदय',
  'प्रसव',
  'स्वास्थ्य',
  'ड़',
  'ढ़',
  'ख़ून',
  'रोज़ाना',
  'जाँच',
  'संक्रमण',
];
const VOWEL_SIGNS = ['ा', 'ि', 'ी', 'ु', 'ू', 'े', 'ै', 'ो', 'ौ', 'ृ', '्', '़', 'ं', 'ँ'];

function sentence(seed: number) {
  const next = random(seed);
  return Array.from(
    { length: 4 + Math.floor(next() * 8) },
    () => WORDS[Math.floor(next() * WORDS.length)],
  ).join(next() < 0.5 ? ' ' : ', ');
}
const SEEDS = Array.from({ length: 80 }, (_, i) => i + 1);

describe('broken Devanagari', () => {
  it.each(SEEDS)('is not found in well-formed text, composed or decomposed (%i)', (seed) => {
    const text = sentence(seed);
    expect(brokenDevanagari(text)).toEqual([]);
    expect(brokenDevanagari(text.normalize('NFD'))).toEqual([]);
  });

  it.each(SEEDS)(
    'is found: a vowel sign, virama or nukta after a space or at the start (%i)',
    (seed) => {
      const next = random(seed);
      const text = sentence(seed);
      const mark = VOWEL_SIGNS[Math.floor(next() * VOWEL_SIGNS.length)]!;
      const spaces = [...text.matchAll(/ /g)].map((m) => m.index!);
      const at = spaces[Math.floor(next() * spaces.length)] ?? 0;
      const broken = `${text.slice(0, at + 1)}${mark}${text.slice(at + 1)}`;
      expect(brokenDevanagari(broken).map((b) => b.offset)).toContain(at + 1);
      expect(brokenDevanagari(`${mark}${text}`).map((b) => b.offset)).toContain(0);
    },
  );

  it.each(SEEDS.slice(0, 20))(
    'is found: a dotted circle, two vowel signs, a sign on a vowel letter (%i)',
    (seed) => {
      const text = sentence(seed);
      expect(brokenDevanagari(`${text} \u25CC`)).toHaveLength(1);
      expect(brokenDevanagari(`${text} काे`)).toHaveLength(1);
      expect(brokenDevanagari(`${text} अा`)).toHaveLength(1); // आ written as अ + ा
    },
  );

  it('names the line and the mark in the body', () => {
    const body = 'पहली पंक्ति।\n\nदूसरी ि पंक्ति।';
    const [finding] = scriptFindings(
      'content',
      body,
      (offset) => 10 + body.slice(0, offset).split('\n').length - 1,
    );
    expect(finding).toMatchObject({ severity: 'error', line: 12 });
    expect(finding!.message).toMatch(/vowel sign U\+093F/);
  });
});

describe('most of the text in Devanagari', () => {
  it('counts letters and their marks', () => {
    expect(devanagariShare('माइग्रेन का दौरा (migraine)').share).toBeGreaterThan(0.5);
    expect(devanagariShare('Migraine is common').share).toBe(0);
  });

  it.each(SEEDS.slice(0, 20))(
    'a line left in English is an error, a Hindi line with English in brackets is not (%i)',
    (seed) => {
      const hindi = `${sentence(seed)} (migraine) सिरदर्द:cite[nhs-a]`;
      const english = '- Take paracetamol at the first sign of an attack:cite[nhs-a]';
      const body = `${hindi}\n\n${english}\n`;
      const findings = scriptFindings(
        'content',
        body,
        (offset) => body.slice(0, offset).split('\n').length,
      );
      expect(findings).toHaveLength(1);
      expect(findings[0]).toMatchObject({ line: 3 });
      expect(findings[0]!.message).toMatch(/mostly not in Devanagari/);
    },
  );
});

describe('the glossary', () => {
  const terms = [
    { hi: 'माइग्रेन', en: 'migraine', explanation: 'सिरदर्द की एक बीमारी', avoid: ['अर्धकपारी'] },
    { hi: 'दर्द निवारक दवा', en: 'painkiller', explanation: 'दर्द कम करने वाली दवा', avoid: [] },
  ];
  const line = () => 5;

  it('is satisfied when each English term has its Hindi term', () => {
    expect(
      glossaryFindings(terms, 'Migraine and painkillers', 'माइग्रेन और दर्द निवारक दवाएँ', line),
    ).toEqual([]);
  });

  it('reports a term translated another way, and a word to avoid', () => {
    const findings = glossaryFindings(
      terms,
      'Migraine and painkillers',
      'अर्धकपारी और दर्द की गोलियाँ',
      line,
    );
    expect(findings.map((f) => f.message)).toEqual([
      expect.stringMatching(/"migraine".*"माइग्रेन"/),
      expect.stringMatching(/uses "अर्धकपारी"/),
      expect.stringMatching(/"painkiller".*"दर्द निवारक दवा"/),
    ]);
  });

  it('reads a term inside a longer glossary term as the longer one (heart attack is not attack)', () => {
    const nested = [
      { hi: 'अटैक', en: 'attack', explanation: 'माइग्रेन का एक दौर', avoid: [] },
      { hi: 'दिल का दौरा', en: 'heart attack', explanation: 'दिल तक ख़ून रुकना', avoid: [] },
      { hi: 'पैनिक अटैक', en: 'panic attack', explanation: 'अचानक बहुत डर', avoid: [] },
    ];
    for (const english of ['Heart attacks', 'a HEART ATTACK', 'a heart-attack'])
      expect(glossaryFindings(nested, english, 'दिल का दौरा', line)).toEqual([]);
    expect(
      glossaryFindings(nested, 'a heart attack or a panic attack', 'दिल का दौरा, पैनिक अटैक', line),
    ).toEqual([]);
    // The shorter term on its own still asks for its word.
    expect(
      glossaryFindings(nested, 'a heart attack, or an attack', 'दिल का दौरा', line).map(
        (f) => f.message,
      ),
    ).toEqual([expect.stringMatching(/"attack".*"अटैक"/)]);
  });

  it('skips the English phrases a term names as its other senses (a period of time)', () => {
    const period = [
      {
        hi: 'माहवारी',
        en: 'period',
        explanation: 'हर महीने होने वाला रक्तस्राव',
        avoid: [],
        otherSenses: ['period of time', 'a period when'],
      },
    ];
    for (const english of ['for a period of time', 'A period when pain flares', 'Periods of time'])
      expect(glossaryFindings(period, english, 'कुछ समय तक', line)).toEqual([]);
    expect(
      glossaryFindings(period, 'a period of time, and your period', 'कुछ समय', line).map(
        (f) => f.message,
      ),
    ).toEqual([expect.stringMatching(/"period".*"माहवारी"/)]);
  });

  it('asks nothing for a term the original does not use, and finds a decomposed spelling', () => {
    expect(glossaryFindings(terms, 'Headache', 'सिरदर्द', line)).toEqual([]);
    expect(glossaryFindings(terms, 'migraine', 'माइग्रेन'.normalize('NFD'), line)).toEqual([]);
  });
});
