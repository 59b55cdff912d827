import { LEAD_FIELDS, trimLead, validateLead, type Lead } from '../lib/forms/contact';
import { ARTICLE_ID_MAX_LENGTH } from '../lib/content/limits';
import { COMMENT_MAX_LENGTH, isHelpful, SUBJECT_MAX_LENGTH } from '../lib/forms/feedback';
import type { FormOutcomeName } from '../lib/forms/outcomes';

/** What a kind of post makes of a parsed body. */
export type Accepted =
  { drop: true } | { errors: Partial<Record<string, string>> } | { record: Record<string, string> };

/** What a post may be checked against: the exported site. */
export type SiteFacts = { hasArticle(id: string): boolean };

/** A kind of post the sink takes: its path, the file it is stored in, its own rules. */
export type PostKind = {
  path: string;
  /** Names the stored item in the log and in messages. */
  noun: string;
  /** Where a plain form post (no JavaScript) lands: the page it was sent, or not. */
  pages: { sent: FormOutcomeName; notSent: FormOutcomeName };
  /** The file's name in the data folder. */
  file: string;
  accept(body: Record<string, unknown>, site: SiteFacts): Accepted;
  /** The log line of a stored record (escaped by the caller). */
  describe(record: Record<string, string>): string;
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A filled honeypot (`botcheck`) means a bot: the post is dropped, with the answer of a stored one. */
const isBot = (body: Record<string, unknown>) =>
  body.botcheck !== undefined && body.botcheck !== '' && body.botcheck !== false;

/** The contact form's lead, with the form's own rules (lib/forms/contact.ts); a filled honeypot is dropped. */
export const contactLead: PostKind = {
  path: '/api/leads',
  noun: 'lead',
  pages: { sent: 'request-sent', notSent: 'request-not-sent' },
  file: 'leads.jsonl',
  accept(body) {
    if (isBot(body)) return { drop: true };
    const notText = LEAD_FIELDS.filter((f) => body[f] !== undefined && typeof body[f] !== 'string');
    if (notText.length > 0)
      return { errors: Object.fromEntries(notText.map((f) => [f, `${f} must be text.`])) };
    const lead: Lead = {
      name: text(body.name),
      phone: text(body.phone),
      email: text(body.email),
      city: text(body.city),
    };
    const errors = validateLead(lead);
    if (Object.keys(errors).length > 0) return { errors };
    return { record: trimLead(lead) };
  },
  describe: (lead) => `${lead.name} <${lead.email}> ${lead.phone}, ${lead.city}`,
};

/** An article id as the site makes them (lowercase words joined by hyphens). */
const ARTICLE_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** An article's "Was this helpful?" answer (lib/forms/feedback.ts): yes or no, and an optional comment. */
export const articleFeedback: PostKind = {
  path: '/api/feedback',
  noun: 'feedback',
  pages: { sent: 'feedback-sent', notSent: 'feedback-not-sent' },
  file: 'feedback.jsonl',
  accept(body, site) {
    if (isBot(body)) return { drop: true };
    const errors: Record<string, string> = {};
    const article = text(body.article).trim();
    const subject = text(body.subject).trim();
    const comment = text(body.comment).trim();
    if (!ARTICLE_ID.test(article) || article.length > ARTICLE_ID_MAX_LENGTH)
      errors.article = 'The article is missing or not an article id.';
    else if (!site.hasArticle(article)) errors.article = 'There is no article with that id.';
    if (!isHelpful(body.helpful)) errors.helpful = 'The answer must be yes or no.';
    if (body.comment !== undefined && typeof body.comment !== 'string')
      errors.comment = 'The comment must be text.';
    else if (comment.length > COMMENT_MAX_LENGTH)
      errors.comment = `The comment must be ${COMMENT_MAX_LENGTH} characters or fewer.`;
    if (subject.length > SUBJECT_MAX_LENGTH)
      errors.subject = `The subject must be ${SUBJECT_MAX_LENGTH} characters or fewer.`;
    if (Object.keys(errors).length > 0) return { errors };
    return { record: { article, helpful: String(body.helpful), comment, subject } };
  },
  describe: (feedback) =>
    `${feedback.article}: ${feedback.helpful}${feedback.comment ? `, "${feedback.comment}"` : ''}`,
};

/** Every kind of post the preview server accepts, by path. */
export const POST_KINDS: readonly PostKind[] = [contactLead, articleFeedback];
