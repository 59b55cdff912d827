import { clientDictionaries } from '@/lib/i18n/dictionary';
import { callNumbers, emergencyNumbersLine } from '@/lib/site/call-numbers';
import { emergencyNumbers } from '@/lib/site/settings';

it("says each region's emergency number in each language, in its word order; Hindi gives India's", () => {
  expect(emergencyNumbersLine(clientDictionaries.en.shell.emergency)).toBe(
    'In an emergency, call 112 in India, 911 in the US or 999 in the UK.',
  );
  expect(emergencyNumbersLine(clientDictionaries.hi.shell.emergency, 'hi')).toBe(
    'इमरजेंसी में भारत में 112 पर कॉल करें।',
  );
});

describe('callNumbers', () => {
  const uses = ['emergency', 'ambulance', 'mental-health', 'urgent-advice'] as const;
  it('gives every number of the settings for its use as a tel: link, in the settings order', () => {
    for (const use of uses) {
      const expected = emergencyNumbers.flatMap((r) =>
        r.numbers.filter((n) => n.use === use).map((n) => n.number),
      );
      const got = callNumbers([use]);
      expect(got.map((n) => n.number)).toEqual(expected);
      for (const n of got) expect(n.tel).toBe(`tel:${n.number}`);
    }
  });
  it("gives a Hindi page India's numbers only, each with its use in Hindi", () => {
    const india = emergencyNumbers.find((r) => r.short === 'India')!;
    for (const use of uses) {
      const got = callNumbers([use], 'hi');
      expect(got.map((n) => n.number)).toEqual(
        india.numbers.filter((n) => n.use === use).map((n) => n.number),
      );
      for (const n of got) expect(n.detail).toMatch(/[\u0900-\u097F]/);
    }
  });
  it('numbers are digits only, so a tel: link dials them as shown', () => {
    for (const region of emergencyNumbers)
      for (const n of region.numbers) expect(n.number).toMatch(/^\d{3,6}$/);
  });
});
