/**
 * The pages a form post without JavaScript lands on (the preview server's sinks answer a plain
 * form post with a 303 to one of them; with the form service, the form's `redirect` field names
 * the sent one): what happened, and the way back. With JavaScript the forms stay on their page.
 */

export type FormOutcome = {
  title: string;
  /** What happened and what comes next, one paragraph each. */
  text: string[];
  back: { href: string; label: string };
};

export const FORM_OUTCOMES = {
  'request-sent': {
    title: 'Your request was received',
    text: [
      'Thank you. Your appointment request has reached us.',
      "We'll get back to you within 24 hours by phone or email to find a time that suits you.",
    ],
    back: { href: '/', label: 'Back to the home page' },
  },
  'request-not-sent': {
    title: 'Your request was not sent',
    text: [
      'Some details were missing or not in the right form, or the request could not be stored.',
      'Go back to the form: your browser usually keeps what you typed. Check your full name, phone number, email address and city, then send it again.',
    ],
    back: { href: '/contact', label: 'Back to the contact form' },
  },
  'feedback-sent': {
    title: 'Thank you for your feedback!',
    text: ['Your answer has reached us. It helps us make our articles clearer.'],
    back: { href: '/', label: 'Back to the articles' },
  },
  'feedback-not-sent': {
    title: 'Your feedback was not sent',
    text: [
      'Your answer could not be taken, for example because a comment was longer than 500 characters.',
      'Go back to the article to try again: your browser usually keeps what you typed.',
    ],
    back: { href: '/', label: 'Back to the articles' },
  },
} as const satisfies Record<string, FormOutcome>;

export type FormOutcomeName = keyof typeof FORM_OUTCOMES;

export const formOutcomePath = (name: FormOutcomeName) => `/form/${name}`;
