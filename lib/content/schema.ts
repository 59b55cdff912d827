// The front-matter and YAML schemas (zod): what each content file must hold.
import { z } from 'zod';

/** The message of a missing field. */
export const REQUIRED = 'is required';

/** A missing field says so; a present but wrong one says what it must be. */
export const expected =
  (what: string) =>
  (issue: { input?: unknown }): string =>
    issue.input === undefined ? REQUIRED : `must be ${what}`;

/** A calendar day written as YYYY-MM-DD. */
export const isoDate = z
  .string({ error: expected('a date written as YYYY-MM-DD') })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written as YYYY-MM-DD')
  // JavaScript's dates accept year 0000, but no calendar has it (1 BC is followed by AD 1).
  .refine(
    (text) => !text.startsWith('0000'),
    'is in year 0000, which no calendar has: write the real day as YYYY-MM-DD',
  )
  .refine((text) => {
    const date = new Date(`${text}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
  }, 'is not a real calendar date');

export const text = (what: string) =>
  z
    .string({ error: expected(what) })
    .trim()
    .min(1, `must not be empty (${what})`);

/** A short name written in lower-case letters, digits and single hyphens: `nhs-insomnia`. */
export const slugText = (what: string) =>
  z
    .string({ error: expected(what) })
    .regex(
      /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
      `must be ${what} (lower-case letters, digits and hyphens)`,
    );

export const sourceSchema = z.strictObject({
  /** What the body cites it by: `:cite[nhs-insomnia]`. */
  id: slugText('a short name to cite it by, such as nhs-insomnia'),
  title: text('the title of the page'),
  publisher: text('the body that publishes it, such as NHS or World Health Organization'),
  url: z.url({ protocol: /^https$/, error: expected('an https:// address') }),
});

/** The reviewer value that names the editorial team rather than one person. */
export const EDITORIAL_TEAM = 'editorial-team';

/**
 * A cover: a file under public/images/, named from /images on. Each folder and file name starts with
 * a letter, digit, hyphen or underscore, so the path cannot climb out (no `.` or `..`), become a
 * link to another host (`//host/...`) or carry a query.
 */
export const COVER_PATH =
  /^\/images(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]*)+\.(?:svg|png|jpe?g|webp|avif)$/;

/**
 * A clinician's sign-off of one version of an article and its review record: who, when, and which
 * version (the fingerprint the record's page and `npm run check:launch` give).
 */
export const signOffSchema = z.strictObject({
  /** The id of a clinician of content/team.yml with a registration. */
  by: slugText('the id of a clinician of content/team.yml'),
  /** Who signed as the page shows them: their name, credentials and registration, as signed. */
  name: text('the name the clinician signs under, as content/team.yml gives it'),
  credentials: text('the credentials the clinician signs under, as content/team.yml gives them'),
  registration: text(
    'the registration the clinician signs under, as the page shows it: "<body> registration <number>"',
  ),
  date: isoDate,
  version: z
    .string({ error: expected('the version the review record shows, 16 hex digits') })
    .regex(/^[0-9a-f]{16}$/, 'must be the version the review record shows, 16 hex digits'),
});

export const articleFrontMatterSchema = z.strictObject({
  title: text('the article title'),
  excerpt: text('a one- or two-sentence summary'),
  /** 3 to 5 short points shown near the top of the page; required in a medical category. */
  takeaways: z
    .array(text('a short takeaway'), { error: expected('a list of short takeaways') })
    .optional(),
  category: text('the name of a registered category'),
  author: text('the author line'),
  date: isoDate,
  updated: isoDate.optional(),
  readTime: z
    .string({ error: expected("text such as '8 min'") })
    .regex(/^[1-9]\d* min$/, "must be text such as '8 min'")
    .optional(),
  image: z
    .string({ error: expected('the path of an image in public/, such as /images/covers/x.svg') })
    .regex(
      COVER_PATH,
      'must be the path of an image in public/images/, such as /images/covers/x.svg (letters, digits, hyphens, no ../)',
    ),
  imageAlt: text('a description of the image for people who cannot see it'),
  featured: z.boolean({ error: expected('true or false') }).default(false),
  order: z
    .number({ error: expected('a whole number (the position in list order)') })
    .int('must be a whole number (the position in list order)')
    .positive('must be 1 or more'),
  tags: z.array(text('a tag'), { error: expected('a list of tags') }).default([]),
  sources: z
    .array(sourceSchema, { error: expected('a list of { id, title, publisher, url }') })
    .default([]),
  /** `editorial-team`, or the id of a member of content/team.yml. */
  reviewedBy: slugText(`${EDITORIAL_TEAM} or the id of a member of content/team.yml`),
  lastReviewed: isoDate,
  nextReviewDue: isoDate,
  /** A clinician's sign-off: only a current one makes the page say "Medically reviewed by". */
  signedOff: signOffSchema.optional(),
  /** A draft shows in `npm run dev` only; production builds leave it out everywhere. */
  draft: z.boolean({ error: expected('true or false') }).default(false),
});

export const categorySchema = z.strictObject({
  name: text('the category name'),
  description: text('a one-sentence description of the category'),
  /** false for a category that is not a health topic (its articles are not MedicalWebPages). */
  medical: z.boolean({ error: expected('true or false') }).default(true),
});
export const categoryRegistrySchema = z.array(categorySchema, {
  error: 'must be a list of { name, description }',
});

export const teamMemberSchema = z.strictObject({
  /** What an article's `reviewedBy` names the member by. */
  id: slugText('a short name for the member, such as priya-raman'),
  name: text('a name'),
  role: text('a role'),
  specialty: text('a specialty'),
  description: text('a short description'),
  /** Degrees and specialty, such as "MBBS, MD (Internal Medicine)"; shown for real members only. */
  credentials: text('degrees and specialty, such as "MBBS, MD (Internal Medicine)"').optional(),
  /** A qualified clinician, who can sign off an article once their registration is given. */
  clinician: z.boolean({ error: expected('true or false') }).default(false),
  /** The body a clinician is registered with and the number, shown beside their sign-off. */
  registration: z
    .strictObject({
      body: text('the registering body, such as National Medical Commission'),
      number: text('the registration number'),
    })
    .optional(),
  /** A placeholder person: never shown as a reviewer, listed by `npm run check:launch`. */
  sample: z.boolean({ error: expected('true or false') }).default(false),
});
export const teamSchema = z.array(teamMemberSchema, { error: 'must be a list of team members' });

/** What a national page tells a reader to do, most urgent first. */
export const REVIEW_KINDS = ['emergency', 'urgent', 'doctor', 'first-aid', 'medicine'] as const;

export const reviewItemSchema = z.strictObject({
  kind: z.enum(REVIEW_KINDS, { error: expected(REVIEW_KINDS.join(', ')) }),
  /** The id of one of the record's pages. */
  page: slugText('the id of one of the pages above'),
  /** The national page's own words. */
  quote: text("the national page's own words"),
  /** Where the article covers it: `emergency card`, `urgent card`, `routine card` or `#heading-id`. */
  where: text('emergency card, urgent card, routine card or # and a heading id').optional(),
  /** Words of the article found there. */
  says: text('a few words of the article found there').optional(),
  /** Why the article leaves it out, and where a reader finds it. */
  omitted: text('why the article leaves it out').optional(),
  seeAlso: z.url({ protocol: /^https$/, error: expected('an https:// address') }).optional(),
  /** What the article still lacks (a warning until it is added). */
  missing: text('what the article still lacks').optional(),
});

/** content/reviews/{article id}.yml: the national pages' list, and where the article covers each item. */
export const reviewRecordSchema = z.strictObject({
  reviewed: isoDate,
  reviewedBy: slugText(`${EDITORIAL_TEAM} or the id of a member of content/team.yml`),
  pages: z
    .array(sourceSchema, { error: expected('a list of { id, title, publisher, url }') })
    .min(1, 'must list at least one national page'),
  items: z
    .array(reviewItemSchema, { error: expected('a list of items') })
    .min(1, 'must list at least one item'),
});

/** content/source-exceptions.yml: addresses allowed despite the source-address rules. */
export const sourceExceptionsSchema = z.array(
  z.strictObject({
    url: z.url({ protocol: /^https$/, error: expected('an https:// address') }),
    reason: text('why this address is the right source'),
  }),
  { error: 'must be a list of { url, reason }' },
);

export const pageFrontMatterSchema = z.strictObject({
  title: text('the page title'),
  description: text('a meta description'),
  updated: isoDate.optional(),
});

export type ArticleFrontMatter = z.infer<typeof articleFrontMatterSchema>;
export type Source = z.infer<typeof sourceSchema>;
export type TeamMember = z.infer<typeof teamMemberSchema>;
export type SignOff = z.infer<typeof signOffSchema>;
export type PageFrontMatter = z.infer<typeof pageFrontMatterSchema>;
export type ReviewKind = (typeof REVIEW_KINDS)[number];
export type ReviewItem = z.infer<typeof reviewItemSchema>;
export type ReviewRecordData = z.infer<typeof reviewRecordSchema>;
