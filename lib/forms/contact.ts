/** The contact form's call to the form service (docs/PRODUCT.md: the contact form and the error catalogue). */

import {
  postToFormService,
  SERVICE_MESSAGES,
  type FormService,
  type SubmitOutcome,
} from './service';

export type { FormService, SubmitOutcome };

export type Lead = { name: string; phone: string; email: string; city: string };

export const LEAD_FIELDS = ['name', 'phone', 'email', 'city'] as const;

export const FORM_MESSAGES = {
  successTitle: 'Message sent!',
  successDescription: "Thank you for contacting us. We'll get back to you within 24 hours.",
  errorTitle: 'Error',
  ...SERVICE_MESSAGES,
} as const;

type FieldRule = {
  label: string;
  maxLength: number;
  format?: { pattern: RegExp; message: string };
};

/** The WHATWG definition of a valid email address (what type="email" checks). */
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** Digits with optional +, spaces, dashes, dots and brackets; 7 to 15 digits in all. */
const PHONE = /^\+?(?:[\s().-]*\d){7,15}[\s().-]*$/;

export const FIELD_RULES: Record<keyof Lead, FieldRule> = {
  name: { label: 'Full name', maxLength: 100 },
  phone: {
    label: 'Phone number',
    maxLength: 20,
    format: {
      pattern: PHONE,
      message: 'Please enter a valid phone number, for example +91 98765 43210.',
    },
  },
  email: {
    label: 'Email address',
    maxLength: 254,
    format: {
      pattern: EMAIL,
      message: 'Please enter a valid email address, for example name@example.com.',
    },
  },
  city: { label: 'City', maxLength: 100 },
};

export type LeadErrors = Partial<Record<keyof Lead, string>>;

/** Something a reader can see: a letter, digit, punctuation mark or symbol. */
const VISIBLE = /[\p{L}\p{N}\p{P}\p{S}]/u;

/**
 * Required (a value of spaces or other invisible characters only, such as zero-width or bidi
 * marks, counts as empty), within its length, in its format.
 */
export function validateLead(lead: Lead): LeadErrors {
  const errors: LeadErrors = {};
  for (const field of LEAD_FIELDS) {
    const value = lead[field].trim();
    const rule = FIELD_RULES[field];
    if (!VISIBLE.test(value)) errors[field] = `Please enter your ${rule.label.toLowerCase()}.`;
    else if (value.length > rule.maxLength)
      errors[field] = `${rule.label} must be ${rule.maxLength} characters or fewer.`;
    else if (rule.format && !rule.format.pattern.test(value)) errors[field] = rule.format.message;
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

/** POSTs the trimmed lead to the form service (lib/forms/service.ts). */
export function submitLead(lead: Lead, service: FormService): Promise<SubmitOutcome> {
  return postToFormService(trimLead(lead), service.endpoint, service);
}
