/** The contact form's call to the form service (docs/PRODUCT.md: the contact form and the error catalogue). */

export type Lead = { name: string; phone: string; email: string; city: string };

export const LEAD_FIELDS = ['name', 'phone', 'email', 'city'] as const;

export const FORM_MESSAGES = {
  successTitle: 'Message sent!',
  successDescription: "Thank you for contacting us. We'll get back to you within 24 hours.",
  errorTitle: 'Error',
  rejected: 'Something went wrong. Please try again later.',
  network: 'Unable to send message. Check your connection.',
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

/** Required (whitespace-only counts as empty), within its length, in its format. */
export function validateLead(lead: Lead): LeadErrors {
  const errors: LeadErrors = {};
  for (const field of LEAD_FIELDS) {
    const value = lead[field].trim();
    const rule = FIELD_RULES[field];
    if (!value) errors[field] = `Please enter your ${rule.label.toLowerCase()}.`;
    else if (value.length > rule.maxLength)
      errors[field] = `${rule.label} must be ${rule.maxLength} characters or fewer.`;
    else if (rule.format && !rule.format.pattern.test(value)) errors[field] = rule.format.message;
  }
  return errors;
}

export type SubmitOutcome = { ok: true } | { ok: false; message: string };

export type FormService = { endpoint: string; accessKey: string; timeoutMs: number };

export function trimLead(lead: Lead): Lead {
  return {
    name: lead.name.trim(),
    phone: lead.phone.trim(),
    email: lead.email.trim(),
    city: lead.city.trim(),
  };
}

/**
 * POSTs the lead as JSON and reads the JSON answer. A status outside 2xx or success:false gives the
 * service's message (or a generic one); a network failure, a timeout or a body that is not JSON gives the network message.
 */
export async function submitLead(lead: Lead, service: FormService): Promise<SubmitOutcome> {
  try {
    const response = await fetch(service.endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ access_key: service.accessKey, ...trimLead(lead) }),
      signal: AbortSignal.timeout(service.timeoutMs),
    });
    const data: unknown = await response.json();
    // Sent only when both the HTTP status (2xx) and the body say so.
    const success =
      typeof data === 'object' && data !== null && 'success' in data && data.success === true;
    if (response.ok && success) return { ok: true };
    const message =
      typeof data === 'object' &&
      data !== null &&
      'message' in data &&
      typeof data.message === 'string'
        ? data.message.trim()
        : '';
    return { ok: false, message: message || FORM_MESSAGES.rejected };
  } catch {
    return { ok: false, message: FORM_MESSAGES.network };
  }
}
