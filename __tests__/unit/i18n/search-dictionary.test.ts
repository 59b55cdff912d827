// The search words in Hindi: every English key there, none empty, in Devanagari, the same
// {placeholders}; the English ones exactly what the search view has always shown.
import { searchClient as enClient } from '@/lib/i18n/dictionaries/en/client/search';
import { search as enServer } from '@/lib/i18n/dictionaries/en/search';
import { searchClient as hiClient } from '@/lib/i18n/dictionaries/hi/client/search';
import { search as hiServer } from '@/lib/i18n/dictionaries/hi/search';
import { clientDictionaries } from '@/lib/i18n/dictionary';
import { searchTitle, statusText, type SearchPhase } from '@/lib/search/status';

/** Every string of a dictionary as [dotted key, text]. */
function entries(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) =>
      entries(inner, prefix ? `${prefix}.${key}` : key),
    );
  throw new Error(`${prefix}: not a string (${typeof value})`);
}
const placeholders = (text: string) => [...text.matchAll(/\{\w+\}/g)].map(([p]) => p).sort();
const letters = (text: string) => text.replace(/\{\w+\}/g, '').match(/\p{L}/gu) ?? [];
const devanagari = (text: string) => letters(text).filter((c) => /\p{sc=Devanagari}/u.test(c));

describe.each([
  ['the browser', enClient, hiClient],
  ['the server', enServer, hiServer],
])('the search words of %s', (_where, en, hi) => {
  const english = new Map(entries(en));
  const hindi = new Map(entries(hi));

  it('has every English key in Hindi, and no other', () => {
    expect([...hindi.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('is never empty, written in Devanagari (NFC), with the English placeholders', () => {
    for (const [key, text] of hindi) {
      expect({ key, empty: text.trim() === '' }).toEqual({ key, empty: false });
      expect({ key, nfc: text === text.normalize('NFC') }).toEqual({ key, nfc: true });
      expect({ key, placeholders: placeholders(text) }).toEqual({
        key,
        placeholders: placeholders(english.get(key)!),
      });
      const share = devanagari(text).length / Math.max(1, letters(text).length);
      expect({ key, mostlyDevanagari: share >= 0.8 }).toEqual({ key, mostlyDevanagari: true });
    }
  });

  it('serializes to the browser as it is (no functions)', () => {
    expect(JSON.parse(JSON.stringify(hi))).toEqual(hi);
  });
});

describe('the search view in each language', () => {
  const hi = { words: clientDictionaries.hi.search, lang: 'hi' as const };
  const phases: SearchPhase[] = ['loading', 'error', 'partial', 'incomplete', 'final'];

  it('says in English exactly what it always said', () => {
    expect(phases.map((phase) => statusText(phase, 1, 'sleep'))).toEqual([
      'Searching…',
      'Search is unavailable right now. Please try again.',
      '1 result so far for "sleep", still searching article text…',
      'Search is incomplete: article text could not be searched. 1 result so far for "sleep". Please try again.',
      '1 result for "sleep"',
    ]);
    expect(statusText('final', 12345, 'a')).toBe('12345 results for "a"');
    expect(statusText('error', 0, 'a', true)).toBe(
      'You are offline, and this search needs files this device has not saved yet. Please try again once you are connected.',
    );
    expect(statusText('incomplete', 0, 'a', true)).toBe(
      'You are offline: 0 results for "a" from the articles this device can search. Results may be incomplete.',
    );
    expect(searchTitle(' sleep\t\n and  stress ')).toBe('Search: sleep and stress - HealthHub');
    // Nor the status line, which says the query back.
    for (const control of ['\u202e', '\u2067', '\u2069', '\u200f', '\u061c'])
      expect(statusText('final', 0, `heart${control}eid uoy`)).toBe('0 results for "hearteid uoy"');
    // A direction control in the query never reaches the title, wherever it stands.
    for (const control of [
      '\u202e',
      '\u202d',
      '\u202b',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
      '\u200f',
    ])
      for (const query of [`${control}tsil`, `sleep${control}`, `sl${control}eep ${control}`])
        expect(searchTitle(query)).toMatch(
          /^Search: [^\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]+ - HealthHub$/,
        );
  });

  it('says it in Hindi on a Hindi page: counts, status, offline, the document title', () => {
    expect(phases.map((phase) => statusText(phase, 1, 'माइग्रेन', false, hi))).toEqual([
      'खोज रहे हैं…',
      'अभी खोज काम नहीं कर रही है। कृपया फिर से कोशिश करें।',
      '"माइग्रेन" के लिए अब तक 1 परिणाम, लेखों में अभी खोज चल रही है…',
      'खोज पूरी नहीं हो पाई: लेखों के अंदर नहीं खोजा जा सका। "माइग्रेन" के लिए अब तक 1 परिणाम। कृपया फिर से कोशिश करें।',
      '"माइग्रेन" के लिए 1 परिणाम',
    ]);
    expect(statusText('final', 0, 'x', false, hi)).toBe('"x" के लिए 0 परिणाम');
    expect(statusText('final', 123456, 'x', false, hi)).toBe('"x" के लिए 1,23,456 परिणाम');
    expect(statusText('error', 0, 'x', true, hi)).toMatch(/^आप ऑफ़लाइन हैं, /);
    expect(statusText('incomplete', 3, 'x', true, hi)).toMatch(
      /^आप ऑफ़लाइन हैं: "x" के लिए 3 परिणाम, /,
    );
    expect(searchTitle(' सिर\tदर्द ', hi.words)).toBe('खोज: सिर दर्द - HealthHub');
  });

  it('keeps a query that looks like a placeholder as typed', () => {
    expect(statusText('final', 2, '{results} $& {query}', false, hi)).toBe(
      '"{results} $& {query}" के लिए 2 परिणाम',
    );
    expect(statusText('final', 2, '{count}')).toBe('2 results for "{count}"');
  });
});
