/**
 * The site's one configuration. Values that differ per deployment come from build-time
 * environment variables (NEXT_PUBLIC_* are inlined into the client bundle by Next.js).
 */

import { BASE_PATH } from './base-path.mjs';
import { feedbackEndpoint, formEndpoint } from '../forms/endpoint.mjs';

const formKey = process.env.NEXT_PUBLIC_FORM_ACCESS_KEY ?? '';

/**
 * The public URL of the site's home, without a trailing slash: NEXT_PUBLIC_SITE_URL plus the base
 * path ('https://example.org' + '/healthhub'). A site URL that already ends in the base path is
 * accepted as it is; one that ends in another path is a configuration error.
 */
export function siteRootUrl(siteUrl: string, basePath: string = BASE_PATH): string {
  const url = siteUrl.trim().replace(/\/+$/, '');
  const { pathname } = new URL(url);
  if (pathname === '/') return `${url}${basePath}`;
  if (pathname === basePath) return url;
  throw new Error(
    `NEXT_PUBLIC_SITE_URL "${siteUrl}" ends in the path ${pathname}, but NEXT_PUBLIC_BASE_PATH is ` +
      `"${basePath}". Give the site URL without a path (the base path is added to it) or with the same path.`,
  );
}

export const site = {
  name: 'HealthHub',
  tagline: 'Trusted health insights',
  description:
    'Evidence-based articles on nutrition, fitness, mental health and preventive care, in plain language, with an easy way to book an appointment.',
  /** Canonical URL of the home page (origin and base path), without a trailing slash. */
  url: siteRootUrl(process.env.NEXT_PUBLIC_SITE_URL || 'http://localhost:3000'),
  email: 'hello@healthhub.example',
  /** One number for the chat popup, the footer and the contact page: +91 and 10 digits. */
  phone: { display: '+91 98765 43210', digits: '919876543210', tel: '+919876543210' },
  office: {
    city: 'New York',
    region: 'NY',
    country: 'United States',
    label: 'New York, NY, United States',
  },
  /** The emergency numbers the articles give, shown on every emergency care card. */
  emergency: [
    { number: '112', where: 'in India', whereHi: 'भारत में' },
    { number: '911', where: 'in the US', whereHi: 'अमेरिका में' },
  ],
  chat: {
    message: 'Hello! I would like more information about your health services.',
    /** The same, prefilled from the Hindi pages. */
    messageHi: 'नमस्ते! मुझे आपकी स्वास्थ्य सेवाओं के बारे में और जानकारी चाहिए।',
  },
  form: {
    /** Web3Forms-compatible endpoint; without a key, the local preview server's lead sink. */
    endpoint: formEndpoint(process.env.NEXT_PUBLIC_FORM_ENDPOINT, formKey),
    /** The articles' "Was this helpful?" answers: the same service, or the preview server's sink. */
    feedbackEndpoint: feedbackEndpoint(process.env.NEXT_PUBLIC_FORM_ENDPOINT, formKey),
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
  /**
   * What the site's fixed copy claims about the clinic. Each shows as it is; set `confirmed: true`
   * once the clinic has checked it is true of itself (change a figure first if it is not).
   * `npm run check:launch` lists every claim not yet confirmed.
   */
  claims: {
    /** The About page's four figures. */
    aboutFigures: [
      { value: '50+', label: 'medical professionals', confirmed: false },
      { value: '1,000+', label: 'health articles', confirmed: false },
      { value: '15+', label: 'years of experience', confirmed: false },
      { value: '8', label: 'health categories', confirmed: false },
    ],
    /** The category pages' "...articles from our team of medical professionals." */
    medicalTeam: { confirmed: false },
    /** The chat popup's "Available 24/7 for your health inquiries". */
    alwaysAvailable: { confirmed: false },
  },
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

/**
 * "In an emergency, call 112 in India or 911 in the US.": the emergency numbers, as the care cards
 * give them, in the words of a language (the client dictionary's `shell.emergency`).
 */
export function emergencyNumbersLine(
  words: { line: string; or: string },
  lang: 'en' | 'hi' = 'en',
  numbers: readonly { number: string; where: string; whereHi: string }[] = site.emergency,
): string {
  // "112 in India" in English, "भारत में 112" in Hindi.
  const parts = numbers.map((n) =>
    lang === 'hi' ? `${n.whereHi} ${n.number}` : `${n.number} ${n.where}`,
  );
  const list =
    parts.length > 1 ? `${parts.slice(0, -1).join(', ')} ${words.or} ${parts.at(-1)}` : parts[0]!;
  return words.line.replace('{list}', list);
}

/** The call action's link: tel: with the +91 prefix. */
export function telUrl(tel: string = site.phone.tel): string {
  return `tel:${tel}`;
}
