/**
 * The site's one configuration. Values that differ per deployment come from build-time
 * environment variables (NEXT_PUBLIC_* are inlined into the client bundle by Next.js).
 */

/** The local preview server's lead sink (`npm start`), used when no form key is configured. */
export const LOCAL_LEAD_SINK = '/api/leads';

const formKey = process.env.NEXT_PUBLIC_FORM_ACCESS_KEY ?? '';

export const site = {
  name: 'HealthHub',
  tagline: 'Trusted health insights',
  description:
    'Evidence-based articles on nutrition, fitness, mental health and preventive care, in plain language, with an easy way to book an appointment.',
  /** Canonical origin, without a trailing slash. */
  url: (process.env.NEXT_PUBLIC_SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, ''),
  email: 'hello@healthhub.example',
  /** One number for the chat popup, the footer and the contact page: +91 and 10 digits. */
  phone: { display: '+91 98765 43210', digits: '919876543210', tel: '+919876543210' },
  office: {
    city: 'New York',
    region: 'NY',
    country: 'United States',
    label: 'New York, NY, United States',
  },
  chat: {
    message: 'Hello! I would like more information about your health services.',
  },
  form: {
    /** Web3Forms-compatible endpoint; without a key, the local preview server's lead sink. */
    endpoint:
      process.env.NEXT_PUBLIC_FORM_ENDPOINT ??
      (formKey ? 'https://api.web3forms.com/submit' : LOCAL_LEAD_SINK),
    accessKey: formKey,
    /** A request that has not answered by then is aborted and reported as a network failure. */
    timeoutMs: Number(process.env.NEXT_PUBLIC_FORM_TIMEOUT_MS ?? 10_000),
  },
  social: {
    facebook: 'https://www.facebook.com/healthhub',
    twitter: 'https://x.com/healthhub',
    instagram: 'https://www.instagram.com/healthhub',
    linkedin: 'https://www.linkedin.com/company/healthhub',
    youtube: 'https://www.youtube.com/@healthhub',
  },
  copyrightYear: 2024,
} as const;

export type Site = typeof site;

/** The WhatsApp chat link: the number's digits and the URL-encoded prefilled message. */
export function whatsappUrl(
  digits: string = site.phone.digits,
  message: string = site.chat.message,
): string {
  const url = new URL(`https://wa.me/${digits.replace(/\D/g, '')}`);
  url.searchParams.set('text', message);
  return url.toString();
}

/** The call action's link: tel: with the +91 prefix. */
export function telUrl(tel: string = site.phone.tel): string {
  return `tel:${tel}`;
}
