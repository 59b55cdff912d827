import { validateLead } from '@/lib/forms/contact';
import { random } from '../../helpers/random';

/** Characters that show nothing: format characters (zero-width, bidi marks), every kind of space, combining marks alone. */
const INVISIBLE = Array.from({ length: 0x30000 }, (_, code) => code)
  .filter((code) => code < 0xd800 || code > 0xdfff)
  .map((code) => String.fromCodePoint(code))
  // Format characters, spaces, marks, and the letters and symbols drawn as nothing (the Hangul
  // fillers ㅤ, the blank Braille pattern, every default-ignorable code point).
  .filter((char) =>
    /[\p{Cf}\p{Z}\p{Mn}\p{Me}\s\p{Default_Ignorable_Code_Point}\u2800]/u.test(char),
  );

const valid = {
  name: 'Asha Rao',
  phone: '+91 98765 43210',
  email: 'asha@example.com',
  city: 'Pune',
};

describe('contact form validation', () => {
  it('accepts a complete lead', () => {
    expect(validateLead(valid)).toEqual({});
  });

  it('treats empty and whitespace-only fields as missing', () => {
    expect(validateLead({ name: '   ', phone: '', email: ' ', city: '\t' })).toEqual({
      name: 'Please enter your full name.',
      phone: 'Please enter your phone number.',
      email: 'Please enter your email address.',
      city: 'Please enter your city.',
    });
  });

  it('treats a name or city made only of invisible characters as missing', () => {
    for (let seed = 1; seed <= 300; seed += 1) {
      const next = random(seed);
      const value = Array.from(
        { length: 1 + Math.floor(next() * 12) },
        () => INVISIBLE[Math.floor(next() * INVISIBLE.length)]!,
      ).join('');
      const errors = validateLead({ ...valid, name: value, city: value });
      expect([seed, Object.keys(errors)]).toEqual([seed, ['name', 'city']]);
      // With one visible letter among them, the value is there (Devanagari signs included).
      const named = validateLead({
        ...valid,
        name: `${value}रोगी${value.slice(0, 3)}`,
        city: `a${value}`,
      });
      expect([seed, named]).toEqual([seed, {}]);
    }
  });

  it('limits lengths with a clear message', () => {
    expect(validateLead({ ...valid, name: 'x'.repeat(101) }).name).toBe(
      'Full name must be 100 characters or fewer.',
    );
    expect(validateLead({ ...valid, city: 'y'.repeat(100) }).city).toBeUndefined();
  });

  it.each(['asha', 'asha@', '@example.com', 'a b@example.com'])('rejects the email %j', (email) => {
    expect(validateLead({ ...valid, email }).email).toBe(
      'Please enter a valid email address, for example name@example.com.',
    );
  });

  it.each(['+91 98765 43210', '(212) 555-0100', '9876543210', '+1 212.555.0100'])(
    'accepts the phone %j',
    (phone) => {
      expect(validateLead({ ...valid, phone }).phone).toBeUndefined();
    },
  );

  it.each(['12345', 'call me', '+91 98765 4321x', '1234567890123456'])(
    'rejects the phone %j',
    (phone) => {
      expect(validateLead({ ...valid, phone }).phone).toBe(
        'Please enter a valid phone number, for example +91 98765 43210.',
      );
    },
  );

  it('checks the trimmed value', () => {
    expect(validateLead({ ...valid, email: '  asha@example.com  ' })).toEqual({});
  });
});
