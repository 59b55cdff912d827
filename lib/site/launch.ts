import type { TeamMember } from '../content/types';

/**
 * What must change before the site goes live: sample data it ships with, settings a deployment
 * must give, and claims about the clinic it must confirm. `npm run check:launch` lists each one (and fails while any remain); a production
 * build prints the same list as a warning.
 */
export type Placeholder = { where: string; what: string; fix: string };

/** The sample contact details the site ships with (lib/site/settings.ts), recognised until replaced. */
export const SAMPLE_CONTACT = {
  email: 'hello@healthhub.example',
  tel: '+919876543210',
  social: [
    'https://www.facebook.com/healthhub',
    'https://x.com/healthhub',
    'https://www.instagram.com/healthhub',
    'https://www.linkedin.com/company/healthhub',
    'https://www.youtube.com/@healthhub',
  ],
};

/** Domains reserved for examples (RFC 2606 and 6761): mail to them never arrives. */
const EXAMPLE_DOMAIN = /(?:^|\.)(?:example(?:\.(?:com|org|net))?|test|invalid|localhost)$/i;

/** The fixed copy's claims about the clinic (lib/site/settings.ts, claims). */
export type Claims = {
  aboutFigures: readonly { value: string; label: string; confirmed: boolean }[];
  medicalTeam: { confirmed: boolean };
  alwaysAvailable: { confirmed: boolean };
  /** The numbers to call, by region (emergencyNumbers in settings.ts). */
  emergencyNumbers: { confirmed: boolean };
};

export type LaunchInput = {
  team: readonly (TeamMember & { line: number })[];
  teamFile: string;
  site: {
    email: string;
    phone: { display: string; tel: string };
    social: Record<string, string>;
    claims: Claims;
    emergencyNumbers?: readonly {
      region: string;
      numbers: readonly { number: string; label: string }[];
    }[];
  };
  env: Record<string, string | undefined>;
  /** The published health articles, each with its sign-off's state (Article's signOff). */
  articles?: readonly {
    where: string;
    title: string;
    signOff: { version: string; current: boolean };
  }[];
};

const CONFIRM =
  'confirm this is true of your clinic, then set confirmed: true (or change it first)';

/** Every claim about the clinic that is not yet confirmed, with the page that makes it. */
export function unconfirmedClaims(
  claims: Claims,
  numbers: readonly {
    region: string;
    numbers: readonly { number: string; label: string }[];
  }[] = [],
): Placeholder[] {
  const found: Placeholder[] = [];
  claims.aboutFigures.forEach(({ value, label, confirmed }, index) => {
    if (confirmed) return;
    found.push({
      where: `lib/site/settings.ts (claims.aboutFigures.${index})`,
      what: `the About page says "${value} ${label}"`,
      fix: CONFIRM,
    });
  });
  if (!claims.medicalTeam.confirmed) {
    found.push({
      where: 'lib/site/settings.ts (claims.medicalTeam)',
      what: 'every category page says its articles come "from our team of medical professionals"',
      fix: CONFIRM,
    });
  }
  if (!claims.alwaysAvailable.confirmed) {
    found.push({
      where: 'lib/site/settings.ts (claims.alwaysAvailable)',
      what: 'the chat popup says "Available 24/7 for your health inquiries"',
      fix: CONFIRM,
    });
  }
  if (!claims.emergencyNumbers.confirmed) {
    const list = numbers
      .map((r) => `${r.region}: ${r.numbers.map((n) => `${n.number} (${n.label})`).join(', ')}`)
      .join('; ');
    found.push({
      where: 'lib/site/settings.ts (claims.emergencyNumbers)',
      what: `every emergency card, first-aid page, the menu and the offline page give these numbers to call: ${list}`,
      fix: 'confirm this is true of your clinic: check each number is right for the regions your readers are in (change emergencyNumbers in one place), then set confirmed: true',
    });
  }
  return found;
}

export function launchPlaceholders({
  team,
  teamFile,
  site,
  env,
  articles = [],
}: LaunchInput): Placeholder[] {
  const found: Placeholder[] = [];
  for (const member of team.filter((m) => m.sample)) {
    found.push({
      where: `${teamFile}:${member.line}`,
      what: `${member.name} is a sample team member`,
      fix: 'replace the entry with a real member of your team (or delete it), then remove "sample: true"',
    });
  }
  const domain = site.email.split('@').at(-1) ?? '';
  if (site.email === SAMPLE_CONTACT.email || EXAMPLE_DOMAIN.test(domain)) {
    found.push({
      where: 'lib/site/settings.ts (email)',
      what: `${site.email} is an example address`,
      fix: "set site.email to the clinic's address",
    });
  }
  if (site.phone.tel === SAMPLE_CONTACT.tel) {
    found.push({
      where: 'lib/site/settings.ts (phone)',
      what: `${site.phone.display} is the example phone number`,
      fix: "set site.phone (display, digits, tel) to the clinic's number",
    });
  }
  for (const [network, url] of Object.entries(site.social)) {
    if (!SAMPLE_CONTACT.social.includes(url)) continue;
    found.push({
      where: `lib/site/settings.ts (social.${network})`,
      what: `${url} is an example profile`,
      fix: "set it to the clinic's own profile",
    });
  }
  if (!env.NEXT_PUBLIC_SITE_URL?.trim()) {
    found.push({
      where: 'NEXT_PUBLIC_SITE_URL',
      what: 'is not set, so canonical links, the sitemap and social previews point to http://localhost:3000',
      fix: 'set it to the public address of the site when you build, e.g. NEXT_PUBLIC_SITE_URL=https://www.example.org',
    });
  }
  if (!env.NEXT_PUBLIC_FORM_ACCESS_KEY?.trim() && !env.NEXT_PUBLIC_FORM_ENDPOINT?.trim()) {
    found.push({
      where: 'NEXT_PUBLIC_FORM_ACCESS_KEY',
      what: 'is not set, so the contact form posts to the local preview server, which a CDN does not run',
      fix: 'set the form service access key (or NEXT_PUBLIC_FORM_ENDPOINT) when you build; see docs/DEPLOY.md',
    });
  }
  if (!env.CMS_GITHUB_REPO?.trim()) {
    found.push({
      where: 'CMS_GITHUB_REPO',
      what: 'is not set, so the editor at /admin/ keeps what is written in the browser only (its test backend)',
      fix: 'set it to the GitHub repository the site is built from (owner/name) when you build; see "The editor in the browser" in docs/DEPLOY.md',
    });
  }
  found.push(...unconfirmedClaims(site.claims, site.emergencyNumbers ?? []));
  found.push(...unsignedArticles(articles));
  return found;
}

/** Each health article no registered clinician has signed off as it is now. */
export function unsignedArticles(articles: NonNullable<LaunchInput['articles']>): Placeholder[] {
  return articles
    .filter(({ signOff }) => !signOff.current)
    .map(({ where, title, signOff: { version } }) => ({
      where,
      what: `no clinician has signed off "${title}" as it is now (version ${version})`,
      fix: `a registered clinician of content/team.yml reads the article and its review record, then writes signedOff: { by: <their id>, name: "<their name>", credentials: "<their credentials>", registration: "<body> registration <number>" (each as content/team.yml gives it), date: <that day>, version: ${version} }; see "Sign-off" in docs/EDITING.md`,
    }));
}

export function formatPlaceholders(found: readonly Placeholder[]): string {
  if (found.length === 0) return 'No placeholders left: the site is ready to launch.';
  return [
    `${found.length} placeholder${found.length === 1 ? '' : 's'} still in place (see "Before launch" in docs/EDITING.md):`,
    ...found.map((p) => `  ${p.where}  ${p.what}  ${p.fix}`),
  ].join('\n');
}
