// The shell's words drawn on the server: skip link, header, navigation, footer, language switch.
import { site } from '../../../site/settings';

export const shell = {
  /** Every page's title and description unless it says otherwise. */
  site: { title: '{site}: your trusted health hub', description: site.description as string },
  skipLink: 'Skip to main content',
  /** The end of the name of a link that opens in a new tab. */
  newTab: ' (opens in a new tab)',
  nav: {
    main: 'Main',
    blogs: 'Blogs',
    book: 'Book an appointment',
    about: 'About Us',
    privacy: 'Privacy Policy',
    terms: 'Terms of Use',
    topicsHub: 'Health topics',
    firstAid: 'First aid',
    editorialPolicy: 'Editorial policy',
    home: 'Home',
  },
  footer: {
    blurb:
      'Evidence-based health information in plain language, so you can understand your health and know when to get care.',
    social: 'Social media',
    onNetwork: '{site} on {network}',
    quickLinks: 'Quick links',
    topics: 'Health topics',
    allTopics: 'All health topics',
    contact: 'Contact',
    rights: 'All rights reserved.',
    disclaimer:
      'The content on this site is for educational purposes only and is not a substitute for professional medical advice, diagnosis or treatment. Always seek the advice of a qualified health provider with questions about a medical condition.',
    editorialPolicy: ': how we choose sources, review articles and correct errors.',
  },
  /** The language switch: the link to the same page in the other language (in that language). */
  switch: { toOther: 'हिन्दी में पढ़ें', toOtherShort: 'हिन्दी' },
  /** A link to a page that exists in English only, as a Hindi page marks it. */
  inEnglish: '',
};
