// The forms words the browser needs: the contact form (labels, validation messages, button,
// toasts, the "request received" confirmation), the form service's messages, the articles'
// "Was this helpful?" form and the toaster. The rules themselves stay in lib/forms.
export const formsClient = {
  contact: {
    /** Each field's label; in lower case it is the {field} of `errors.required`. */
    fields: {
      name: 'Full name',
      phone: 'Phone number',
      email: 'Email address',
      city: 'City',
    },
    /** "Fields marked * are required.": the words before the asterisk, what a screen reader hears
     * in place of it, the words after. */
    requiredNote: {
      before: 'Fields marked',
      asterisk: 'with an asterisk',
      after: ' are required.',
    },
    /** Each rule's message (lib/forms/contact.ts): {field} is the label, {max} the longest length. */
    errors: {
      required: 'Please enter your {field}.',
      tooLong: '{field} must be {max} characters or fewer.',
      phone: 'Please enter a valid phone number, for example +91 98765 43210.',
      email: 'Please enter a valid email address, for example name@example.com.',
    },
    submit: 'Request appointment',
    submitting: 'Submitting...',
    successTitle: 'Message sent!',
    successDescription: "Thank you for contacting us. We'll get back to you within 24 hours.",
    errorTitle: 'Error',
  },
  /** What the reader is told when the form service refuses or cannot be reached (lib/forms/service.ts). */
  service: {
    rejected: 'Something went wrong. Please try again later.',
    /** A network failure, a timeout, an answer that is not JSON. */
    network: 'Unable to send message. Check your connection.',
    /** The service's own message ({reason}, in English), as the reader is shown it. */
    serviceSaid: '{reason}',
  },
  /** What stays above the contact form once a request is sent (and heads its outcome page). */
  received: {
    title: 'Your request was received',
    text: [
      'Thank you. Your appointment request has reached us.',
      "We'll get back to you within 24 hours by phone or email to find a time that suits you.",
    ],
  },
  /** The articles' "Was this helpful?" form (lib/forms/feedback.ts). */
  feedback: {
    question: 'Was this article helpful?',
    commentLabel: 'What could we do better? (optional)',
    thanks: 'Thank you for your feedback!',
    answeredYes: 'You told us this article was helpful. Thank you.',
    answeredNo: 'You told us this article was not helpful. Thank you for helping us improve it.',
    errorTitle: 'Your feedback was not sent',
    /** {max}: the longest comment taken. */
    tooLong: 'Please keep your comment to {max} characters or fewer.',
  },
  /** The toasts' live region and each toast's close button (sonner's own English words). */
};
