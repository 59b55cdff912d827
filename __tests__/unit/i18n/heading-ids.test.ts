import { renderArticle } from '@/lib/content';
import { scriptSlug, slugify } from '@/lib/content/slug';
import { random } from '../../helpers/random';

const body =
  '## माइग्रेन क्या है?\n\nपाठ।\n\n### ऑरा (aura): चेतावनी\n\nपाठ।\n\n## माइग्रेन क्या है?\n\nफिर।\n';

it("a translation's headings get ids in its own script, unique, and English ones stay ASCII", () => {
  const { sections } = renderArticle({ content: body, sources: [] }, 'hi');
  expect(sections.map((s) => s.id)).toEqual(['माइग्रेन-क्या-है', 'ऑरा-aura-चेतावनी', 'माइग्रेन-क्या-है-2']);
  const english = renderArticle({ content: '## When to see a doctor\n\nText.\n', sources: [] });
  expect(english.sections.map((s) => s.id)).toEqual(['when-to-see-a-doctor']);
});

it.each(Array.from({ length: 40 }, (_, i) => i + 1))(
  'scriptSlug keeps every letter and its vowel signs and viramas (%i)',
  (seed) => {
    const next = random(seed);
    const words = ['स्वास्थ्य', 'ज़्यादा', 'दवाएँ', 'Migraine', '112', 'क्षेत्र', 'दुःख'];
    const text = Array.from({ length: 4 }, () => words[Math.floor(next() * words.length)]).join(
      next() < 0.5 ? ' ' : ', ',
    );
    const slug = scriptSlug(text);
    const marks = (s: string) =>
      [...s.normalize('NFC')].filter((c) => /[\p{L}\p{M}\p{N}]/u.test(c));
    expect(marks(slug)).toEqual(marks(text.toLowerCase()));
    expect(slug).toMatch(/^[^-].*[^-]$/u);
    expect(slugify('Women’s Health')).toBe('women-s-health');
  },
);
