// The forms words drawn on the server: the contact page, and the pages a form post without
// JavaScript lands on (lib/forms/outcomes.ts).
import { formsClient } from './client/forms';

export const forms = {
  contactPage: {
    title: 'Contact Us',
    description:
      'Request an appointment with the HealthHub team: leave your name and how to reach you, and we get back to you within 24 hours.',
    lead: "Request an appointment: leave your name and how to reach you, and we'll get back to you within 24 hours to find a time.",
    formTitle: 'Book an appointment',
    formIntro:
      "Tell us how to reach you and we'll get back to you within 24 hours to arrange a time. Please don't include medical details here.",
    /** "...never for marketing (how we handle them).": the sentence, the link, what closes it. */
    privacy: {
      text: 'Your details reach our team through our form service and are used only to arrange your appointment, never for marketing',
      link: 'how we handle them',
      close: ').',
    },
    reachTitle: 'Other ways to reach us',
    email: 'Email',
    phone: 'Phone',
    office: 'Office',
    social: 'Social media',
  },
  /** Each outcome page: its title, its paragraphs, the words of its link back. */
  outcomes: {
    'request-sent': { ...formsClient.received, back: 'Back to the home page' },
    'request-not-sent': {
      title: 'Your request was not sent',
      text: [
        'Some details were missing or not in the right form, or the request could not be stored.',
        'Go back to the form: your browser usually keeps what you typed. Check your full name, phone number, email address and city, then send it again.',
      ],
      back: 'Back to the contact form',
    },
    'feedback-sent': {
      title: 'Thank you for your feedback!',
      text: ['Your answer has reached us. It helps us make our articles clearer.'],
      back: 'Back to the articles',
    },
    'feedback-not-sent': {
      title: 'Your feedback was not sent',
      text: [
        'Your answer could not be taken, for example because a comment was longer than 500 characters.',
        'Go back to the article to try again: your browser usually keeps what you typed.',
      ],
      back: 'Back to the articles',
    },
  },
};
