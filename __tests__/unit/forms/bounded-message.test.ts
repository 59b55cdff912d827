import { boundedMessage, MESSAGE_LIMIT, postToFormService } from '@/lib/forms/service';
import { random } from '../../helpers/random';

const WORDS = [
  'key',
  'invalid',
  'the',
  'form',
  'रोगी',
  'सेवा',
  'déjà',
  '😀',
  'a',
  'supercalifragilistic',
];
const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

function generated(seed: number) {
  const next = random(seed);
  const length = Math.floor(next() ** 3 * 40_000);
  const parts: string[] = [];
  for (let i = 0; i < length; i += 1) {
    parts.push(WORDS[Math.floor(next() * WORDS.length)]!);
    parts.push(next() < 0.1 ? '. ' : next() < 0.05 ? '\n\t ' : ' ');
  }
  return parts.join('');
}

describe('boundedMessage: the start of a form service message, never all of an unbounded one', () => {
  it('keeps a short message as it is, and cuts a long one at a word with an ellipsis', () => {
    for (let seed = 1; seed <= 300; seed += 1) {
      const text = generated(seed);
      const shown = boundedMessage(text);
      const whole = collapse(text);
      expect(Array.from(shown).length).toBeLessThanOrEqual(MESSAGE_LIMIT + 1);
      if (Array.from(whole).length <= MESSAGE_LIMIT) {
        expect(shown).toBe(whole);
        continue;
      }
      expect(shown.endsWith('…')).toBe(true);
      const kept = shown.slice(0, -1);
      expect(whole.startsWith(kept)).toBe(true);
      // Cut between words: the next character of the message is a space.
      expect([seed, whole[kept.length]]).toEqual([seed, ' ']);
    }
  });

  it('cuts a message with no spaces by characters, never inside an emoji or a letter', () => {
    for (const unit of ['x', '😀', 'क्षि']) {
      const shown = boundedMessage(unit.repeat(100_000));
      expect(shown.endsWith('…')).toBe(true);
      expect(Array.from(shown).length).toBeLessThanOrEqual(MESSAGE_LIMIT + 1);
      expect(shown).not.toContain('\uFFFD');
      expect(/[\uD800-\uDBFF]…$/.test(shown)).toBe(false);
    }
  });

  it('is what the form service call returns for a 200 KB message', async () => {
    const long = 'Your submission was rejected because '.repeat(6_000);
    global.fetch = jest.fn(
      async () => new Response(JSON.stringify({ success: false, message: long }), { status: 400 }),
    ) as typeof fetch;
    const outcome = await postToFormService({}, 'https://forms.example/submit', {
      accessKey: 'k',
      timeoutMs: 1000,
    });
    expect(outcome).toEqual({ ok: false, message: boundedMessage(long) });
    expect(outcome.ok === false && outcome.message.length).toBeLessThanOrEqual(MESSAGE_LIMIT + 1);
  });
});
