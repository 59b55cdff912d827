// The front-matter of an emergency of the first-aid library (content/emergencies/{id}.md) and of
// its translations.
import { z } from 'zod';
import { expected, isoDate, slugText, sourceSchema, text } from '../schema';
import { translationFrontMatterSchema } from '../translations/schema';

/** What a phone number is for (lib/site/call-numbers.ts): the page of an emergency shows these. */
export const NUMBER_USES = ['emergency', 'ambulance', 'mental-health', 'urgent-advice'] as const;

export const emergencyFrontMatterSchema = z.strictObject({
  /** The emergency's plain name, as a reader says it: "Choking". */
  title: text("the emergency's plain name, such as Choking"),
  /** One sentence: what the page covers. */
  summary: text('one sentence saying what the page covers'),
  /**
   * The words that, in an article's care card, mean this emergency ("choking", "heart attack"):
   * a card that names one must embed the emergency instead of writing its own.
   */
  names: z
    .array(text('a word or phrase that names the emergency'), {
      error: expected('a list of words that name the emergency'),
    })
    .min(1, 'must list at least one word that names the emergency'),
  /** The phone numbers its page and its card give, by what they are for. */
  numbers: z
    .array(z.enum(NUMBER_USES, { error: expected(NUMBER_USES.join(', ')) }))
    .default(['emergency', 'ambulance']),
  sources: z
    .array(sourceSchema, { error: expected('a list of { id, title, publisher, url }') })
    .min(1, 'must list the national pages it is written from'),
  reviewedBy: slugText('editorial-team or the id of a member of content/team.yml'),
  lastReviewed: isoDate,
  nextReviewDue: isoDate,
});

export type EmergencyFrontMatter = z.infer<typeof emergencyFrontMatterSchema>;

/** A translation of an emergency: an article translation's trail, with the emergency's words. */
export const emergencyTranslationSchema = translationFrontMatterSchema
  .pick({
    original: true,
    title: true,
    translated: true,
    translatedBy: true,
    method: true,
    madeFrom: true,
    careFrom: true,
    backTranslation: true,
    reviewedBy: true,
    reviewed: true,
    draft: true,
  })
  .extend({
    summary: text('the summary in this language'),
    /** The words a reader of this language uses for the emergency (for search and the page). */
    names: z.array(text('a word or phrase')).default([]),
  });

export type EmergencyTranslationFrontMatter = z.infer<typeof emergencyTranslationSchema>;
