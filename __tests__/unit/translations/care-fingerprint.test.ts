import {
  careFindings,
  fingerprintOf,
  safetyFingerprintOf,
  type TranslatedText,
} from '@/lib/content/translations/fingerprint';

const base: TranslatedText = {
  title: 'Headaches',
  excerpt: 'What helps, and when to get help.',
  takeaways: ['Rest in a dark room.', 'Take no more than 4,000 mg of paracetamol in 24 hours.'],
  imageAlt: 'A person resting',
  content: [
    'Most headaches pass with rest and water.',
    '',
    'Adults can take 500 mg to 1,000 mg at a time, at least 4 hours apart.',
    '',
    '::first-aid[stroke]',
    '',
    ':::emergency',
    '- a sudden, very bad headache',
    '- a headache with a stiff neck',
    ':::',
    '',
    ':::routine',
    '- headaches most days',
    ':::',
  ].join('\n'),
};

/** Each way the English can change where a reader acts on it. */
const SAFETY_EDITS: [string, (t: TranslatedText) => TranslatedText][] = [
  ['a dose', (t) => ({ ...t, content: t.content.replace('1,000 mg', '1,500 mg') })],
  ['an interval', (t) => ({ ...t, content: t.content.replace('4 hours', '6 hours') })],
  ['a word of an emergency card', (t) => ({ ...t, content: t.content.replace('very bad', 'bad') })],
  ['a routine card', (t) => ({ ...t, content: t.content.replace('most days', 'often') })],
  ['an embedded emergency', (t) => ({ ...t, content: t.content.replace('[stroke]', '[seizure]') })],
  [
    'a takeaway with a number',
    (t) => ({ ...t, takeaways: [t.takeaways![0]!, 'Take no more than 3,000 mg.'] }),
  ],
  ['a new card', (t) => ({ ...t, content: `${t.content}\n\n:::urgent\n- a fever\n:::` })],
];

/** Changes a reader does not act on. */
const OTHER_EDITS: [string, (t: TranslatedText) => TranslatedText][] = [
  ['a plain sentence', (t) => ({ ...t, content: t.content.replace('pass with', 'go away with') })],
  ['the title', (t) => ({ ...t, title: 'Headaches in adults' })],
  [
    'a takeaway without a number',
    (t) => ({ ...t, takeaways: ['Rest in a quiet room.', t.takeaways![1]!] }),
  ],
  [
    'spacing',
    (t) => ({ ...t, content: t.content.replace('- a headache with', '-  a headache  with') }),
  ],
];

describe('a translation whose English changed', () => {
  const made = safetyFingerprintOf(base);
  it.each(SAFETY_EDITS)('in %s is an error, naming the new fingerprint', (_, edit) => {
    const english = edit(base);
    expect(fingerprintOf(english)).not.toBe(fingerprintOf(base));
    const [finding] = careFindings(english, made, 'content/articles/x.md');
    expect(finding).toMatchObject({ severity: 'error', field: 'careFrom' });
    expect(finding!.fix).toContain(safetyFingerprintOf(english));
  });
  it.each(OTHER_EDITS)('in %s only is stale (a warning elsewhere), not an error', (_, edit) => {
    expect(careFindings(edit(base), made, 'content/articles/x.md')).toEqual([]);
  });
  it('every pair of edits together is an error as soon as one is a safety edit', () => {
    for (const [, safety] of SAFETY_EDITS)
      for (const [, other] of OTHER_EDITS)
        expect(careFindings(other(safety(base)), made, 'x')).toHaveLength(1);
  });
  it('that says nothing of what it was made from is an error', () => {
    expect(careFindings(base, undefined, 'x')[0]!.message).toContain('is missing');
  });
});
