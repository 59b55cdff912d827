// The article words: the Hindi dictionary (server and client halves) has every English key, none
// empty, mostly Devanagari, with the same {placeholders}; the English words are those the article
// page, its cards and its body showed before there were dictionaries.
import { articleClient as enClient } from '@/lib/i18n/dictionaries/en/client/article';
import { article as enServer } from '@/lib/i18n/dictionaries/en/article';
import { articleClient as hiClient } from '@/lib/i18n/dictionaries/hi/client/article';
import { article as hiServer } from '@/lib/i18n/dictionaries/hi/article';
import { reviewedBy } from '@/components/article/review-line';
import { reviewedByLine } from '@/lib/content/review';
import { CARE_LEVELS } from '@/lib/content/render/care-cards';
import { renderMarkdown } from '@/lib/content';
import { fill } from '@/lib/i18n/text';
import type { Reviewer } from '@/lib/content';
import { devanagariShare, leaves, placeholders } from '../../helpers/dictionary';

describe.each([
  ['server', enServer, hiServer],
  ['client', enClient, hiClient],
])('the Hindi article words (%s)', (_, english, hindi) => {
  const en = new Map(leaves(english));
  const hi = new Map(leaves(hindi));

  it('have every English key and no other', () => {
    expect(en.size).toBeGreaterThan(10);
    expect([...hi.keys()].sort()).toEqual([...en.keys()].sort());
  });

  it('are non-empty strings in NFC, mostly Devanagari', () => {
    for (const [key, text] of hi) {
      expect([key, typeof text]).toEqual([key, 'string']);
      const value = text as string;
      expect([key, value.trim().length > 0]).toEqual([key, true]);
      expect([key, value.normalize('NFC')]).toEqual([key, value]);
      expect([key, devanagariShare(value) >= 0.6]).toEqual([key, true]);
    }
  });

  it('use the same placeholders as the English', () => {
    for (const [key, text] of en)
      expect([key, placeholders(hi.get(key) as string)]).toEqual([
        key,
        placeholders(text as string),
      ]);
  });
});

describe('the English article words', () => {
  it('name the reviewer as the review line always has', () => {
    const reviewers: Reviewer[] = [
      { kind: 'editorial-team', name: 'HealthHub Editorial Team' },
      {
        kind: 'clinician',
        name: 'Dr A. Rao',
        credentials: 'MBBS, MD',
        role: 'Physician',
        registration: { body: 'National Medical Commission', number: 'MCI-12345' },
        signed: '2026-11-01',
      },
      { kind: 'member', name: 'Sam Lee', role: 'Health writer' },
    ];
    for (const reviewer of reviewers)
      expect(reviewedBy(reviewer, enServer.review)).toBe(reviewedByLine(reviewer));
  });

  it('are the care cards’ own headings', () => {
    for (const [level, { heading }] of Object.entries(CARE_LEVELS))
      expect(enServer.careCards.headings[level as keyof typeof CARE_LEVELS]).toBe(heading);
  });

  it('are the labels an English body gives its citations and heading links', () => {
    const html = renderMarkdown('## When to act\n\nText.');
    expect(html).toContain(
      `aria-label="${fill(enServer.body.sectionLink, { title: 'When to act' })}"`,
    );
    expect(fill(enServer.body.source, { number: 3 })).toBe('Source 3');
  });
});
