// The pages' words drawn on the server: home, category pages, topics hub, About, text pages.

export const pages = {
  /** A topic's or a category's count: "1 article", "3 articles". */
  articleCount: { one: '{count} article', other: '{count} articles' },
  home: {
    hero: {
      eyebrow: 'Evidence-based and easy to read',
      title: 'Trusted health insights for everyday life',
      lead: 'Expert advice on nutrition, fitness and wellness, drawn from guidance by recognised health bodies and written in plain language.',
      explore: 'Explore Topics',
      learnMore: 'Learn More',
      /** Read by screen readers after "Learn More". */
      learnMoreHidden: ' about booking an appointment',
    },
    /** The round shortcut to the contact page on small screens. */
    contactShortcut: 'Book an appointment',
    featured: 'Featured Article',
    latest: 'Latest Health Articles',
    /** The trending box's landmark, and its heading. */
    trending: 'Trending',
    trendingTitle: 'Trending This Week',
    /** A read time in minutes (Hindi pages; English shows the article's own "8 min"). */
    minutes: '{count} min',
    recommended: 'Recommended For You',
    topics: 'Explore Health Topics',
  },
  /** Under a list of topics: the way on to the topics hub. */
  allTopicsLink: 'See all health topics, A to Z',
  /** The box beside the home page's headline and a health category's heading. */
  whereToTurn: {
    title: 'Where to turn',
    appointment: 'Request an appointment',
    appointmentNote: 'Leave your details and we get back to you within 24 hours.',
    topics: 'Health topics A to Z',
    topicsNote: 'Every category, condition and topic we cover.',
  },
  category: {
    metaTitle: '{name} Articles - {site}',
    metaTitlePage: '{name} Articles, page {page} - {site}',
    metaDescriptionPage: '{description} Page {page} of {pages}.',
    lead: 'Expert {name} advice and evidence-based articles from our team of medical professionals.',
    found: { one: '{count} article found', other: '{count} articles found' },
    pageOf: 'Page {page} of {pages}',
    empty: {
      title: 'No articles found in this category',
      text: "We're constantly adding new content. Check back soon for updates!",
      browse: 'Browse All Articles',
      /** A translation's empty category: the link to the category in English (not on English pages). */
      inEnglish: '',
    },
    otherTopics: 'Explore other health topics',
  },
  topics: {
    metaTitle: 'Health Topics A-Z - {site}',
    metaDescription:
      'Every subject we write about: browse health categories, or find a condition or topic from A to Z and the articles that cover it.',
    title: 'Health topics',
    lead: 'Browse by category, or find a condition or topic from A to Z and the articles that cover it.',
    categories: 'Categories',
    aToZ: 'Conditions and topics A to Z',
    byLetter: 'Topics by letter',
    searchMore: 'Search for more on {name}',
    noArticles: 'No articles yet',
    /** A translation's empty category whose English page has articles (not on English pages). */
    inEnglish: '',
  },
  about: {
    metaTitle: 'About Us',
    mission: 'Our mission',
    numbers: '{site} in numbers',
    values: 'Our core values',
    team: 'Meet our team',
    sample: 'Sample profile',
    /** The About figures' labels (lib/site/settings.ts, claims.aboutFigures), by their English label. */
    figures: {
      'medical professionals': 'medical professionals',
      'health articles': 'health articles',
      'years of experience': 'years of experience',
      'health categories': 'health categories',
    },
    valueItems: {
      evidence: {
        title: 'Evidence-Based',
        text: 'We base every article on guidance from recognised health bodies and cite the source of each fact.',
      },
      accessible: {
        title: 'Accessible',
        text: 'Plain language, readable on any phone, and usable with a keyboard or a screen reader.',
      },
      compassionate: {
        title: 'Compassionate',
        text: 'We write for real people with real worries, without judgement or scare tactics.',
      },
    },
  },
  /** Privacy, terms, editorial policy. */
  textPage: { lastUpdated: 'Last updated {date}' },
  /** The first-aid library's pages: /first-aid and /first-aid/{id}. */
  firstAid: {
    metaTitle: 'First aid: what to do in an emergency - {site}',
    metaDescription:
      'What to do, step by step, in an emergency: choking, a severe allergic reaction, a heart attack, a stroke, a seizure, a very low blood sugar, swallowed poison or medicine, a mental health crisis.',
    title: 'First aid: what to do in an emergency',
    lead: 'What to do, step by step, until help arrives. Once you have opened this site, these pages open without a connection too.',
    call: 'Call for help now',
    list: 'Emergencies',
    jump: 'What to do',
    emergencyMetaTitle: 'First aid: {title} - {site}',
    reviewed:
      "Checked against national health services' pages by the {site} editorial team on {date}. An editorial check, not a sign-off by a doctor.",
    record: 'What we checked',
    all: 'All first aid',
    /** What a translated first-aid page says of itself (the English page says nothing). */
    translated:
      'This page is a machine translation of the English page, checked by an independent back-translation.',
  },
};
