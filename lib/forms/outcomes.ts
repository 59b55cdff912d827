/**
 * The pages a form post without JavaScript lands on (the preview server's sinks answer a plain
 * form post with a 303 to one of them; with the form service, the form's `redirect` field names
 * the sent one): what happened, and the way back. With JavaScript the forms stay on their page.
 * Each language has them (/form/x, /hi/form/x); their words are the dictionaries' `forms.outcomes`.
 */
import { forms } from '../i18n/dictionaries/en/forms';
import { pathIn, type Lang } from '../i18n/languages';

export type FormOutcome = {
  title: string;
  /** What happened and what comes next, one paragraph each. */
  text: string[];
  back: { href: string; label: string };
};

export const FORM_OUTCOME_NAMES = [
  'request-sent',
  'request-not-sent',
  'feedback-sent',
  'feedback-not-sent',
] as const;

export type FormOutcomeName = (typeof FORM_OUTCOME_NAMES)[number];

/** An outcome page's words: title, paragraphs, and the words of the link back. */
export type FormOutcomeWords = { title: string; text: string[]; back: string };

/** Where each outcome page leads back to, as an English path (a language's is pathIn(lang, ...)). */
const BACK: Record<FormOutcomeName, string> = {
  'request-sent': '/',
  'request-not-sent': '/contact',
  'feedback-sent': '/',
  'feedback-not-sent': '/',
};

export const isFormOutcomeName = (name: string): name is FormOutcomeName =>
  (FORM_OUTCOME_NAMES as readonly string[]).includes(name);

/** The outcome pages of a language, from its words (the server dictionary's `forms.outcomes`). */
export function formOutcomes(
  words: Record<FormOutcomeName, FormOutcomeWords>,
  lang: Lang = 'en',
): Record<FormOutcomeName, FormOutcome> {
  return Object.fromEntries(
    FORM_OUTCOME_NAMES.map((name) => {
      const { title, text, back } = words[name];
      return [name, { title, text, back: { href: pathIn(lang, BACK[name]), label: back } }];
    }),
  ) as Record<FormOutcomeName, FormOutcome>;
}

/** The English outcome pages. */
export const FORM_OUTCOMES = formOutcomes(forms.outcomes);

/** An outcome page's path in a language: '/form/request-sent', '/hi/form/request-sent'. */
export const formOutcomePath = (name: FormOutcomeName, lang: Lang = 'en') =>
  pathIn(lang, `/form/${name}`);
