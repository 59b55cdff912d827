// The article words drawn on the server: the article page, its care cards and its translation notice.
import { ENGLISH_CARE_WORDS } from '../../../content/render/care-cards';

export const article = {
  backToArticles: 'Back to Articles',
  /** The nav landmark of the breadcrumb trail. */
  breadcrumbs: 'Breadcrumb',
  header: {
    /** Before the day of the last update: "Updated January 5, 2026". */
    updated: 'Updated',
    readTime: '{time} read',
  },
  review: {
    editorialTeam: 'Reviewed by the {site} editorial team',
    clinician: 'Medically reviewed by {name}, {credentials} ({body} registration {number})',
    member: 'Reviewed by {name}, {role}',
    /** Before a day: "Last reviewed March 1, 2026". */
    lastReviewed: 'Last reviewed',
    nextReviewDue: 'Next review due',
    whatWeChecked: 'What we checked',
    editorialPolicy: 'Our editorial policy',
  },
  /** On an English article that has a Hindi translation: the link to it, in Hindi. */
  readInHindi: 'यह लेख हिन्दी में पढ़ें',
  takeaways: 'Key takeaways',
  contents: { title: 'On this page', label: 'Contents' },
  sources: {
    title: 'Sources',
    newTab: ' (opens in a new tab)',
    backToText: 'Back to the text:',
    backToCitation: 'Back to citation {number}',
    backToCitationUse: 'Back to citation {number}, use {use} of {total}',
  },
  tags: 'Tags',
  share: { social: 'Share on social media', on: 'Share on {network}' },
  bookAppointment: 'Book Appointment',
  related: 'Related Articles',
  disclaimer: {
    label: 'Medical disclaimer',
    text: 'The content on HealthHub is for educational purposes only and is not a substitute for professional medical advice, diagnosis or treatment. Always ask your doctor or another qualified health provider about a medical condition, and in an emergency call your local emergency number.',
  },
  /**
   * The care cards of an article body: their default headings and the name of the numbers' list,
   * kept with the renderer (lib/content/render/care-cards.ts).
   */
  careCards: ENGLISH_CARE_WORDS,
  /** An emergency of the first-aid library, embedded in an article (lib/content/first-aid/card.ts). */
  firstAid: {
    heading: 'First aid: {title}',
    more: '{title}: the same steps on a page of their own, with their sources',
  },
  /**
   * The words an article body's markup says to screen readers: a citation's link and a heading's
   * link to itself (as lib/content/render writes them in English; a body in another language gets
   * these).
   */
  body: { source: 'Source {number}', sectionLink: 'Link to the section {title}' },
  /** A translated article's notice: what it translates, how, when and by whom, and how it was checked. */
  translation: {
    title: 'About this translation',
    of: 'This is a translation of the English article {title}.',
    method: {
      machine: 'Machine-translated: {translatedBy} had it translated by machine on {date}.',
      'machine-assisted':
        'Translated by machine, then edited by a person: {translatedBy} edited it on {date}.',
      human: 'Translated by {translatedBy} on {date}.',
    },
    notReviewed: 'No person fluent in Hindi has yet read it against the English.',
    reviewed: '{name} read it against the English on {date}.',
    reviewedUndated: '{name} read it against the English.',
    backTranslation: {
      machine:
        'Its meaning was checked on {date} by an independent back-translation: a machine translated the Hindi back into English, which was compared with the original.',
      'machine-assisted':
        'Its meaning was checked on {date} by an independent back-translation: a person, helped by a machine, translated the Hindi back into English, which was compared with the original.',
      human:
        'Its meaning was checked on {date} by an independent back-translation: a person translated the Hindi back into English, which was compared with the original.',
    },
    stale: {
      title: 'The English article has changed',
      text: 'The English version of this article has changed since it was translated (English updated {date}). This translation may not have those changes.',
      link: 'Read the English article',
    },
  },
};
