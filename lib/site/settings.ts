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
    /** The numbers to call (emergencyNumbers, below): right for the regions the clinic's readers are in. */
    emergencyNumbers: { confirmed: false },
  },
} as const;

export type Site = typeof site;

/**
 * The phone numbers the site gives for getting help, by region, each with what it is for. Every
 * page shows them as phone links: care cards and first-aid pages the uses they need (an
 * emergency, an ambulance, a mental health crisis, urgent advice), the menu and the offline page
 * the emergency ones. Hindi pages show India's only. `npm run check:launch` lists them to confirm.
 * Kept out of `site`, which the browser's code imports, so that the numbers stay in the HTML alone.
 */
export const emergencyNumbers = [
  {
    region: 'India',
    short: 'India',
    regionHi: 'भारत',
    numbers: [
      { number: '112', use: 'emergency', label: 'emergency', labelHi: 'इमरजेंसी' },
      { number: '108', use: 'ambulance', label: 'ambulance', labelHi: 'एम्बुलेंस' },
      {
        number: '14416',
        use: 'mental-health',
        label: 'Tele-MANAS mental health helpline',
        labelHi: 'टेली-मानस मानसिक स्वास्थ्य हेल्पलाइन',
      },
    ],
  },
  {
    region: 'the US',
    short: 'US',
    regionHi: 'अमेरिका',
    numbers: [
      { number: '911', use: 'emergency', label: 'emergency', labelHi: 'इमरजेंसी' },
      {
        number: '988',
        use: 'mental-health',
        label: 'Suicide and Crisis Lifeline',
        labelHi: 'आत्महत्या और संकट हेल्पलाइन',
      },
    ],
  },
  {
    region: 'the UK',
    short: 'UK',
    regionHi: 'ब्रिटेन',
    numbers: [
      { number: '999', use: 'emergency', label: 'emergency', labelHi: 'इमरजेंसी' },
      {
        number: '111',
        use: 'urgent-advice',
        label: 'urgent advice, not an emergency',
        labelHi: 'ज़रूरी सलाह, जब इमरजेंसी न हो',
      },
    ],
  },
] as const;

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
