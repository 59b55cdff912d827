// The Hindi forms words: every English key there, none empty, in Devanagari, with the same
// {placeholders}; and the English words still the ones the forms showed before the dictionary.
import { formsClient as enClient } from '@/lib/i18n/dictionaries/en/client/forms';
import { forms as enServer } from '@/lib/i18n/dictionaries/en/forms';
import { formsClient as hiClient } from '@/lib/i18n/dictionaries/hi/client/forms';
import { forms as hiServer } from '@/lib/i18n/dictionaries/hi/forms';
import { FORM_MESSAGES, validateLead } from '@/lib/forms/contact';
import { COMMENT_MAX_LENGTH, commentProblem, FEEDBACK_MESSAGES } from '@/lib/forms/feedback';
import { FORM_OUTCOMES, formOutcomePath, formOutcomes } from '@/lib/forms/outcomes';
import { SERVICE_MESSAGES } from '@/lib/forms/service';
import { devanagariShare, leaves, placeholders } from '../../helpers/dictionary';

/** The dictionary's shape: its keys, arrays counted as one key each. */
function shape(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return [`${path}[]`];
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, inner]) =>
      shape(inner, path ? `${path}.${key}` : key),
    );
  return [path];
}

describe.each([
  ['client', enClient, hiClient],
  ['server', enServer, hiServer],
])('the Hindi forms words (%s)', (_, english, hindi) => {
  it('have every English key and no other', () => {
    expect(shape(hindi).sort()).toEqual(shape(english).sort());
  });

  const englishLeaves = new Map(leaves(english));
  it.each(leaves(hindi))('%s is Hindi text, NFC, with the English placeholders', (path, text) => {
    expect(typeof text).toBe('string');
    const words = text as string;
    expect(words.trim()).not.toBe('');
    expect(words).toBe(words.normalize('NFC'));
    expect(devanagariShare(words)).toBeGreaterThanOrEqual(0.5);
    expect(placeholders(words)).toEqual(placeholders(englishLeaves.get(path) as string));
  });

  it('has as many paragraphs as the English, none empty', () => {
    const arrays = (value: unknown) => leaves(value).filter(([path]) => /\.\d+$/.test(path)).length;
    expect(arrays(hindi)).toBe(arrays(english));
  });
});

describe('the English words, moved to the dictionary, are the same as before', () => {
  it('the toasts and the service messages', () => {
    expect(FORM_MESSAGES).toEqual({
      successTitle: 'Message sent!',
      successDescription: "Thank you for contacting us. We'll get back to you within 24 hours.",
      errorTitle: 'Error',
      rejected: 'Something went wrong. Please try again later.',
      network: 'Unable to send message. Check your connection.',
    });
    expect(SERVICE_MESSAGES).toEqual({
      rejected: 'Something went wrong. Please try again later.',
      network: 'Unable to send message. Check your connection.',
    });
  });

  it("the feedback form's words", () => {
    expect(FEEDBACK_MESSAGES).toEqual({
      question: 'Was this article helpful?',
      commentLabel: 'What could we do better? (optional)',
      thanks: 'Thank you for your feedback!',
      answeredYes: 'You told us this article was helpful. Thank you.',
      answeredNo: 'You told us this article was not helpful. Thank you for helping us improve it.',
      errorTitle: 'Your feedback was not sent',
      tooLong: 'Please keep your comment to 500 characters or fewer.',
    });
  });

  it('the outcome pages', () => {
    expect(FORM_OUTCOMES['request-sent']).toEqual({
      title: 'Your request was received',
      text: [
        'Thank you. Your appointment request has reached us.',
        "We'll get back to you within 24 hours by phone or email to find a time that suits you.",
      ],
      back: { href: '/', label: 'Back to the home page' },
    });
    expect(FORM_OUTCOMES['request-not-sent'].back).toEqual({
      href: '/contact',
      label: 'Back to the contact form',
    });
    expect(Object.keys(FORM_OUTCOMES)).toEqual([
      'request-sent',
      'request-not-sent',
      'feedback-sent',
      'feedback-not-sent',
    ]);
  });
});

describe('the rules give their messages in Hindi', () => {
  const { fields, errors } = hiClient.contact;
  const valid = {
    name: 'आशा राव',
    phone: '+91 98765 43210',
    email: 'asha@example.com',
    city: 'पुणे',
  };

  it('a valid lead in Devanagari has no problem', () => {
    expect(validateLead(valid, hiClient.contact)).toEqual({});
  });

  it('each rule: missing, too long, badly formed', () => {
    expect(
      validateLead({ name: ' ', phone: '', email: '\u200b', city: '\t' }, hiClient.contact),
    ).toEqual({
      name: 'कृपया अपना पूरा नाम लिखें।',
      phone: 'कृपया अपना फ़ोन नंबर लिखें।',
      email: 'कृपया अपना ईमेल पता लिखें।',
      city: 'कृपया अपना शहर लिखें।',
    });
    expect(validateLead({ ...valid, city: 'क'.repeat(101) }, hiClient.contact).city).toBe(
      'शहर 100 अक्षरों से लंबा नहीं हो सकता।',
    );
    expect(validateLead({ ...valid, phone: '12345', email: 'asha@' }, hiClient.contact)).toEqual({
      phone: errors.phone,
      email: errors.email,
    });
    expect(fields.email).toBe('ईमेल पता');
  });

  it("the feedback comment's limit, in Hindi and in English", () => {
    const long = 'x'.repeat(COMMENT_MAX_LENGTH + 1);
    expect(commentProblem(long, hiClient.feedback)).toBe(
      'कृपया अपनी टिप्पणी ज़्यादा से ज़्यादा 500 अक्षरों में लिखें।',
    );
    expect(commentProblem(long)).toBe(FEEDBACK_MESSAGES.tooLong);
    expect(commentProblem('x'.repeat(COMMENT_MAX_LENGTH), hiClient.feedback)).toBeNull();
  });
});

describe('the Hindi outcome pages', () => {
  const hindi = formOutcomes(hiServer.outcomes, 'hi');

  it('lead back to Hindi pages', () => {
    expect(hindi['request-sent'].back.href).toBe('/hi');
    expect(hindi['request-not-sent'].back.href).toBe('/hi/contact');
    expect(hindi['feedback-sent'].back.href).toBe('/hi');
  });

  it('the request-sent page says what the confirmation above the form says', () => {
    expect(hindi['request-sent'].title).toBe(hiClient.received.title);
    expect(hindi['request-sent'].text).toEqual(hiClient.received.text);
  });

  it('have their own paths', () => {
    expect(formOutcomePath('request-sent', 'hi')).toBe('/hi/form/request-sent');
    expect(formOutcomePath('request-sent')).toBe('/form/request-sent');
  });
});
