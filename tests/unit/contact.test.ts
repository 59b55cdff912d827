/** @jest-environment node */
import { validateLead } from '@/lib/contact';

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
