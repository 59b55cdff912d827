// How the review record's page names each kind of item, and the record's address.
import type { ReviewKind } from './schema';

/** How the record's page names each kind of item, most urgent first. */
export const REVIEW_KIND_HEADINGS: Record<ReviewKind, string> = {
  emergency: 'Emergency: call an ambulance',
  urgent: 'Urgent: get medical help the same day',
  doctor: 'See a doctor',
  'first-aid': 'First aid',
  medicine: 'Medicine safety',
};

/** The address of an article's review record. */
export const reviewRecordPath = (articleId: string) => `/blog/${articleId}/review`;
