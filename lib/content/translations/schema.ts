// The front-matter of a translation (content/translations/{language}/{id}.md) and its glossary.
import { z } from 'zod';
import { expected, isoDate, pageFrontMatterSchema, slugText, text } from '../schema';

/** The languages a translation may be in, besides the site's English. */
export const LANGUAGES = ['hi'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * How a translation, or the back-translation that checks it, was made. The page says which, in
 * these words' spirit: a machine's work is never shown as a person's.
 */
export const METHODS = ['human', 'machine-assisted', 'machine'] as const;
export type Method = (typeof METHODS)[number];

const method = z.enum(METHODS, { error: expected(METHODS.join(', ')) });

export const translationFrontMatterSchema = z.strictObject({
  /** The id of the English article it translates. */
  original: slugText('the id of the English article (its file name without .md)'),
  title: text('the title in this language'),
  excerpt: text('the summary in this language'),
  takeaways: z
    .array(text('a short takeaway'), { error: expected('a list of short takeaways') })
    .optional(),
  imageAlt: text('a description of the cover picture in this language'),
  /** Words a reader of this language searches for. */
  tags: z.array(text('a tag'), { error: expected('a list of tags') }).default([]),
  /** The day the translation was made or last brought up to date. */
  translated: isoDate,
  translatedBy: text('who made the translation, such as HealthHub Editorial Team'),
  method,
  /** The fingerprint of the English words it was made from (`npm run check:content` prints it). */
  madeFrom: z
    .string({ error: expected('16 hex digits') })
    .regex(/^[0-9a-f]{16}$/, 'must be 16 hex digits, the fingerprint check:content gives'),
  /**
   * The fingerprint of what a reader acts on in the English it was made from (care cards, embedded
   * emergencies, every passage with a number in digits): when the English changes there, the
   * translation is not published until it follows (`npm run check:content` gives the value).
   */
  careFrom: z
    .string({ error: expected('16 hex digits') })
    .regex(/^[0-9a-f]{16}$/, 'must be 16 hex digits, the fingerprint check:content gives')
    .optional(),
  /** The check of its meaning: an English translation made from it alone, compared line by line. */
  backTranslation: z.strictObject(
    {
      checked: isoDate,
      method,
      /** The comparison, line by line, in the same folder: `checks/{id}.md`. */
      record: z
        .string({ error: expected('the path of the comparison, such as checks/my-article.md') })
        .regex(/^checks\/[a-z0-9-]+\.md$/, 'must be checks/{article id}.md'),
    },
    { error: expected('the fields checked, method and record') },
  ),
  /** A person fluent in the language who read it against the original: a team member's id. */
  reviewedBy: slugText('the id of a member of content/team.yml').optional(),
  reviewed: isoDate.optional(),
  draft: z.boolean({ error: expected('true or false') }).default(false),
});

export type TranslationFrontMatter = z.infer<typeof translationFrontMatterSchema>;

/**
 * A page of the site in a translation (pages/{name}.md): the English page's fields, and the trail
 * of how it was made and checked, as an article's translation has it (its record is
 * pages/checks/{name}.md).
 */
export const translatedPageSchema = pageFrontMatterSchema.extend({
  translated: isoDate,
  translatedBy: text('who made the translation, such as HealthHub Editorial Team'),
  method,
  madeFrom: translationFrontMatterSchema.shape.madeFrom,
  backTranslation: z.strictObject(
    {
      checked: isoDate,
      method,
      record: z
        .string({ error: expected('the path of the comparison, such as checks/about.md') })
        .regex(/^checks\/[a-z0-9-]+\.md$/, 'must be checks/{page name}.md'),
    },
    { error: expected('the fields checked, method and record') },
  ),
});

export const glossarySchema = z.strictObject({
  terms: z.array(
    z.strictObject({
      /** The term every translation uses, spelled exactly so. */
      hi: text('the Hindi term'),
      /** The English term it stands for, as English articles write it. */
      en: text('the English term'),
      explanation: text('a plain explanation'),
      /** Other words for the same idea that translations must not use. */
      avoid: z.array(text('a word to avoid')).default([]),
      /** English phrases in which the word means something else ("period of time"): not this term. */
      otherSenses: z.array(text('an English phrase')).optional(),
    }),
    { error: expected('a list of { hi, en, explanation }') },
  ),
});

export type Glossary = z.infer<typeof glossarySchema>;
export type GlossaryTerm = Glossary['terms'][number];

/** content/translations/{language}/categories.yml: each category's name and description, by slug. */
export const categoryNamesSchema = z.record(
  z.string(),
  z.strictObject({
    name: text('the category name in this language'),
    description: text('a one-sentence description in this language'),
  }),
  { error: expected('a list of category slugs, each with name and description') },
);

export type CategoryNames = z.infer<typeof categoryNamesSchema>;

const fingerprint = z
  .string({ error: expected('16 hex digits') })
  .regex(/^[0-9a-f]{16}$/, 'must be 16 hex digits, the fingerprint check:content gives');

/**
 * One check of a translation against its English: the day, the English it was made from, and the
 * translation's own words as they were checked.
 */
const checkEntry = z.strictObject(
  {
    date: isoDate,
    /** The English's fingerprint the translation was checked against (its madeFrom). */
    madeFrom: fingerprint,
    /** And of what a reader acts on in that English (its careFrom). */
    careFrom: fingerprint.optional(),
    /** The fingerprint of the translation's words as checked (check:content gives it). */
    text: fingerprint.optional(),
    /** Who or what checked it: a person's name, or machine. */
    by: text('who or what checked it').optional(),
    /** What had changed, in the English or in the translation, in a few words. */
    changed: text('what changed').optional(),
  },
  { error: expected('date and madeFrom (and careFrom, text, by, changed)') },
);

/**
 * The front-matter of a translation's check record (checks/{id}.md): the check of the translation
 * as first made, and each re-check since. A translation's fingerprints are the ones recorded here.
 */
export const checkRecordSchema = z.strictObject({
  translated: checkEntry,
  rechecked: z
    .array(checkEntry, { error: expected('a list of checks, each with date and madeFrom') })
    .nullish()
    .transform((list) => list ?? []),
});

export type CheckRecord = z.infer<typeof checkRecordSchema>;
