/** The contact form's call to the form service (docs/PRODUCT.md: the contact form and the error catalogue). */

import { formsClient } from '../i18n/dictionaries/en/client/forms';
import { fill } from '../i18n/text';
import {
  postToFormService,
  SERVICE_MESSAGES,
  type FormService,
  type ServiceWords,
  type SubmitOutcome,
} from './service';

export type { FormService, ServiceWords, SubmitOutcome };

export type Lead = { name: string; phone: string; email: string; city: string };

export const LEAD_FIELDS = ['name', 'phone', 'email', 'city'] as const;

/** The form's words in a language (the client dictionary's `forms.contact`); English by default. */
export type ContactWords = typeof formsClient.contact;

const english = formsClient.contact;

/** The English toasts' words. */
export const FORM_MESSAGES = {
  successTitle: english.successTitle,
  successDescription: english.successDescription,
  errorTitle: english.errorTitle,
  ...SERVICE_MESSAGES,
};

/** A field's rules; its label and messages are the dictionary's (`fields`, `errors`). */
type FieldRule = {
  maxLength: number;
  /** A format it must have, and which of `errors` says so. */
  format?: { pattern: RegExp; message: 'phone' | 'email' };
};

/** The WHATWG definition of a valid email address (what type="email" checks). */
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** Digits with optional +, spaces, dashes, dots and brackets; 7 to 15 digits in all. */
const PHONE = /^\+?(?:[\s().-]*\d){7,15}[\s().-]*$/;

export const FIELD_RULES: Record<keyof Lead, FieldRule> = {
  name: { maxLength: 100 },
  phone: { maxLength: 20, format: { pattern: PHONE, message: 'phone' } },
  email: { maxLength: 254, format: { pattern: EMAIL, message: 'email' } },
  city: { maxLength: 100 },
};

export type LeadErrors = Partial<Record<keyof Lead, string>>;

/**
 * Something a reader can see: a letter, digit, punctuation mark or symbol, but none drawn as
 * nothing (the Hangul fillers, the blank Braille pattern, any default-ignorable code point).
 */
const VISIBLE = /(?![\p{Default_Ignorable_Code_Point}\u2800])[\p{L}\p{N}\p{P}\p{S}]/u;

/**
 * Required (a value of spaces or other invisible characters only, such as zero-width or bidi
 * marks, counts as empty), within its length, in its format; each problem in the words given.
 */
export function validateLead(
  lead: Lead,
  words: Pick<ContactWords, 'fields' | 'errors'> = english,
): LeadErrors {
  const errors: LeadErrors = {};
  for (const field of LEAD_FIELDS) {
    const value = lead[field].trim();
    const rule = FIELD_RULES[field];
    const label = words.fields[field];
    if (!VISIBLE.test(value))
      errors[field] = fill(words.errors.required, { field: label.toLowerCase() });
    else if (value.length > rule.maxLength)
      errors[field] = fill(words.errors.tooLong, { field: label, max: rule.maxLength });
    else if (rule.format && !rule.format.pattern.test(value))
      errors[field] = words.errors[rule.format.message];
  }
  return errors;
}

export function trimLead(lead: Lead): Lead {
  return {
    name: lead.name.trim(),
    phone: lead.phone.trim(),
    email: lead.email.trim(),
    city: lead.city.trim(),
  };
}

/** POSTs the trimmed lead to the form service (lib/forms/service.ts); its failures in `words`. */
export function submitLead(
  lead: Lead,
  service: FormService,
  words?: ServiceWords,
): Promise<SubmitOutcome> {
  return postToFormService(trimLead(lead), service.endpoint, service, words);
}
