/**
 * The articles' "Was this helpful?" answers (docs/PRODUCT.md: article page): yes or no, and after a
 * no an optional short comment, sent to the form service with a subject that names the article.
 */
import { TITLE_MAX_LENGTH } from '../content/limits';
import { formsClient } from '../i18n/dictionaries/en/client/forms';
import { fill } from '../i18n/text';
import {
  postToFormService,
  type FormService,
  type ServiceWords,
  type SubmitOutcome,
} from './service';

export type Helpful = 'yes' | 'no';

export type Feedback = { article: string; title: string; helpful: Helpful; comment: string };

/** The longest comment taken, in characters, after trimming. */
export const COMMENT_MAX_LENGTH = 500;

/** The form's words in a language (the client dictionary's `forms.feedback`); English by default. */
export type FeedbackWords = typeof formsClient.feedback;

/** The reader's message for a comment that is too long, in the words given. */
export const commentTooLong = (words: Pick<FeedbackWords, 'tooLong'>): string =>
  fill(words.tooLong, { max: COMMENT_MAX_LENGTH });

/** The English words, `tooLong` filled in. */
export const FEEDBACK_MESSAGES = {
  ...formsClient.feedback,
  tooLong: commentTooLong(formsClient.feedback),
};

export const isHelpful = (value: unknown): value is Helpful => value === 'yes' || value === 'no';

/** The subject the form service shows: it names the article. */
export const feedbackSubject = (title: string): string => `Feedback on "${title}"`;

/** The longest subject: that of an article whose title is as long as the content check allows. */
export const SUBJECT_MAX_LENGTH = feedbackSubject('x'.repeat(TITLE_MAX_LENGTH)).length;

/** The fields posted, with JavaScript or as a plain form (components/article/article-feedback.tsx). */
export function feedbackFields(feedback: Feedback): Record<string, string> {
  return {
    subject: feedbackSubject(feedback.title),
    article: feedback.article,
    helpful: feedback.helpful,
    comment: feedback.helpful === 'no' ? feedback.comment.trim() : '',
  };
}

/** The reader's problem with a comment, or null; in the words given (English by default). */
export function commentProblem(
  comment: string,
  words: Pick<FeedbackWords, 'tooLong'> = formsClient.feedback,
): string | null {
  return comment.trim().length > COMMENT_MAX_LENGTH ? commentTooLong(words) : null;
}

/** POSTs the answer to the form service; its failures in `words` (English by default). */
export function submitFeedback(
  feedback: Feedback,
  service: FormService & { feedbackEndpoint: string },
  words?: ServiceWords,
): Promise<SubmitOutcome> {
  return postToFormService(feedbackFields(feedback), service.feedbackEndpoint, service, words);
}

/** Answers given on this device, by article id (localStorage): one answer per article. */
export const FEEDBACK_KEY = 'healthhub-feedback';

/** The answers kept on this device, or none when the record is missing or damaged. */
function keptAnswers(): Record<string, unknown> {
  try {
    const answers: unknown = JSON.parse(localStorage.getItem(FEEDBACK_KEY) ?? '{}');
    return typeof answers === 'object' && answers !== null && !Array.isArray(answers)
      ? (answers as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

export function answeredOnThisDevice(article: string): Helpful | null {
  const answer = keptAnswers()[article];
  return isHelpful(answer) ? answer : null;
}

export function rememberAnswer(article: string, helpful: Helpful): void {
  try {
    localStorage.setItem(FEEDBACK_KEY, JSON.stringify({ ...keptAnswers(), [article]: helpful }));
  } catch {
    // Storage blocked or full: the answer was sent; it is just not remembered.
  }
}
