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

/** A tiny seeded generator, so a failing case can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/**
 * Passages a reader acts on, each with a number somewhere in it: the words around the number are
 * as much the advice as the number is (who it is for, how, when), wherever a sentence, a line or an
 * abbreviation breaks the passage.
 */
const PASSAGES: string[] = [
  'Adults: 2 tablets of 500 mg, at least 4 hours apart.',
  'Give a small dose, e.g. 5 ml of the syrup, and wait.',
  'Children over 12 years can take\n500 mg at a time, at most\n4 times in 24 hours.',
  'How many tablets each time for adults:\n- 2 tablets of 500 mg\n- no more than 8 in 24 hours',
  'How many tablets each time for adults:\n\n- 2 tablets of 500 mg\n\n- no more than 8 in 24 hours',
  '## Doses for adults\n\nTake 500 mg with water.',
  // A lead-in whose colon is wrapped in bold, emphasis, a link or before a citation.
  '**For adults and older children:**\n\n- 500 mg at a time\n- no more than 4,000 mg in 24 hours',
  '*For adults only:*\n\n- 500 mg at a time',
  'Doses for adults: <br>\n\n- 500 mg at a time',
  '[For adults](/blog/x):\n\n- 500 mg at a time',
  '| Who | Dose |\n| --- | --- |\n| Adults | 500 mg |\n| Children | see the label |',
];

/** Every word of a passage but its numbers and list marks, at each place it stands. */
function wordEdits(passage: string): string[] {
  const words = [...passage.matchAll(/\p{L}+/gu)];
  return words.map((word) => {
    const at = word.index!;
    return `${passage.slice(0, at)}not${word[0]}${passage.slice(at + word[0].length)}`;
  });
}

describe('the care fingerprint holds the whole passage a number stands in', () => {
  const around = (passage: string) => ({
    ...base,
    content: `Most headaches pass.\n\n${passage}\n\nRest helps.`,
  });
  it.each(PASSAGES.map((passage) => [passage.split('\n')[0]!, passage]))(
    'any word of "%s" changed is an error',
    (_, passage) => {
      const made = safetyFingerprintOf(around(passage));
      for (const edited of wordEdits(passage))
        expect(careFindings(around(edited), made, 'x')).toHaveLength(1);
    },
  );

  it('over generated passages: a word changed anywhere in a paragraph with a number is an error', () => {
    const next = random(50);
    const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
    const WORDS = [
      'adults',
      'children',
      'take',
      'give',
      'with',
      'food',
      'water',
      'e.g.',
      'at',
      'most',
    ];
    const ENDS = ['. ', ': ', '; ', '\n', ', ', '! '];
    for (let i = 0; i < 300; i += 1) {
      const pieces: string[] = [];
      const length = 3 + Math.floor(next() * 8);
      const numberAt = Math.floor(next() * length);
      for (let j = 0; j < length; j += 1)
        pieces.push(
          j === numberAt ? `${1 + Math.floor(next() * 999)} mg` : pick(WORDS),
          pick(ENDS),
        );
      const passage = pieces.join('').trim();
      const made = safetyFingerprintOf(around(passage));
      for (const edited of wordEdits(passage))
        expect(careFindings(around(edited), made, 'x')).toHaveLength(1);
    }
  });

  it('a paragraph without a number changed is not an error', () => {
    const passage = 'Adults: 2 tablets of 500 mg.\n\nRest in a quiet room.';
    const made = safetyFingerprintOf(around(passage));
    expect(careFindings(around(passage.replace('quiet', 'dark')), made, 'x')).toEqual([]);
  });
});

it('a heading with a number holds the passages below it, numbers or not', () => {
  const english = { ...base, content: '## Children under 12\n\nDo not give aspirin.' };
  const made = safetyFingerprintOf(english);
  const edited = { ...english, content: english.content.replace('Do not', 'Do') };
  expect(careFindings(edited, made, 'x')).toHaveLength(1);
});
