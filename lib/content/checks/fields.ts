// What each front-matter field is for, with an example line: the fix hints of problems.
import type { ArticleFrontMatter, Source } from '../schema';

export type FieldGuide = { about: string; example: string };

/**
 * What each front-matter field is for, with an example line. The fix hints of content problems and
 * the comments of the new-article template come from here; docs/EDITING.md has the same table.
 */
export const FIELD_GUIDE: Record<keyof ArticleFrontMatter, FieldGuide> = {
  title: {
    about:
      'The headline (120 characters at most), shown on cards, on the article page and in search results.',
    example: 'title: "Eating Well on a Budget"',
  },
  excerpt: {
    about:
      'One or two sentences that sum up the article (160 characters at most): shown under the title and by search engines.',
    example:
      'excerpt: "Simple ways to eat healthily for less, from planning meals to cheap protein."',
  },
  takeaways: {
    about:
      'The key takeaways: 3 to 5 short sentences (120 characters at most) shown in a box near the top. Required in a medical category; each restates what the body says.',
    example: 'takeaways: ["Most adults need 7 or more hours of sleep.", "Keep a regular bedtime."]',
  },
  category: {
    about: 'The topic: one of the names in content/categories.yml, spelled exactly.',
    example: 'category: "Nutrition"',
  },
  author: {
    about: 'Who wrote the article, as readers see it.',
    example: 'author: "HealthHub Editorial Team"',
  },
  date: {
    about:
      'The publication date, YYYY-MM-DD, not in the future. The six newest fill "Latest Health Articles".',
    example: 'date: 2024-05-20',
  },
  updated: {
    about: 'Optional: the date of the last real revision, YYYY-MM-DD.',
    example: 'updated: 2024-06-01',
  },
  readTime: {
    about:
      'Optional: the reading time. Leave it out to have it worked out from the length (about 200 words a minute).',
    example: 'readTime: "8 min"',
  },
  image: {
    about: 'The cover: a 16:9 picture in public/images/covers/, written from /images on.',
    example: 'image: /images/covers/eating-well-on-a-budget.svg',
  },
  imageAlt: {
    about: 'What the cover shows, in a sentence, for people who cannot see it.',
    example: 'imageAlt: "A shopping basket with vegetables, lentils and rice"',
  },
  featured: {
    about:
      'true to put it forward for the large "Featured Article" on the home page (the first featured one in list order is shown).',
    example: 'featured: false',
  },
  order: {
    about:
      'The position in list order; each article needs its own number. 1 to 5 are "Trending This Week", 4 to 6 "Recommended For You".',
    example: 'order: 11',
  },
  tags: {
    about: 'A few lower-case keywords: search finds them, and related articles share them.',
    example: 'tags: [budget, healthy eating]',
  },
  sources: {
    about:
      'Where the facts come from: the pages of recognised health bodies (WHO, NHS, CDC, NIH...) that carry them, each with an id to cite it by, a title, its publisher and an https:// address. The text cites one with :cite[id] after the claim.',
    example:
      'sources: [{ id: who-healthy-diet, title: "Healthy diet", publisher: "World Health Organization", url: "https://www.who.int/news-room/fact-sheets/detail/healthy-diet" }]',
  },
  reviewedBy: {
    about:
      'Who last reviewed the article against its sources: editorial-team, or the id of a member of content/team.yml. Only a clinician\'s sign-off (signedOff) makes the page say "Medically reviewed by".',
    example: 'reviewedBy: editorial-team',
  },
  lastReviewed: {
    about: 'The day of that review, YYYY-MM-DD, not in the future.',
    example: 'lastReviewed: 2024-06-01',
  },
  nextReviewDue: {
    about:
      'When the article is next reviewed, YYYY-MM-DD: within 12 months of the last review. Left out, it is 12 months after lastReviewed.',
    example: 'nextReviewDue: 2025-06-01',
  },
  signedOff: {
    about:
      "A registered clinician's sign-off of this version of the article and its review record: by (the id of a clinician of content/team.yml with a registration), date (YYYY-MM-DD) and version (the 16 hex digits the review record's page and npm run check:launch give). Any later change to the article or its record makes it out of date.",
    example: 'signedOff: { by: asha-rao, date: 2026-11-20, version: 3f9a0c2d4e6b8a10 }',
  },
  draft: {
    about:
      'true keeps the article off the published site; npm run dev shows it with a Draft badge. Set it to false to publish.',
    example: 'draft: false',
  },
};

export const SOURCE_GUIDE: Record<keyof Source, string> = {
  id: 'id: who-healthy-diet',
  title: 'title: "Healthy diet"',
  publisher: 'publisher: "World Health Organization"',
  url: 'url: "https://www.who.int/news-room/fact-sheets/detail/healthy-diet"',
};

export const isField = (key: PropertyKey): key is keyof ArticleFrontMatter =>
  typeof key === 'string' && Object.hasOwn(FIELD_GUIDE, key);

export const isSourceField = (key: PropertyKey): key is keyof Source =>
  typeof key === 'string' && Object.hasOwn(SOURCE_GUIDE, key);
