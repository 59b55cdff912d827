import { clientDictionaries } from '@/lib/i18n/dictionary';
import { emergencyNumbersLine, site } from '@/lib/site/settings';

it('says the emergency numbers in each language, in its word order', () => {
  expect(emergencyNumbersLine(clientDictionaries.en.shell.emergency)).toBe(
    'In an emergency, call 112 in India or 911 in the US.',
  );
  expect(emergencyNumbersLine(clientDictionaries.hi.shell.emergency, 'hi')).toBe(
    'इमरजेंसी में भारत में 112 या अमेरिका में 911 पर कॉल करें।',
  );
  const three = [...site.emergency, { number: '999', where: 'in the UK', whereHi: 'ब्रिटेन में' }];
  expect(emergencyNumbersLine(clientDictionaries.hi.shell.emergency, 'hi', three)).toBe(
    'इमरजेंसी में भारत में 112, अमेरिका में 911 या ब्रिटेन में 999 पर कॉल करें।',
  );
});
