import type { TeamMember } from './content/types';

/**
 * What must change before the site goes live: sample data it ships with and settings a deployment
 * must give. `npm run check:launch` lists each one (and fails while any remain); a production
 * build prints the same list as a warning.
 */
export type Placeholder = { where: string; what: string; fix: string };

/** The sample contact details the site ships with (lib/site.ts), recognised until replaced. */
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

export type LaunchInput = {
  team: readonly (TeamMember & { line: number })[];
  teamFile: string;
  site: { email: string; phone: { display: string; tel: string }; social: Record<string, string> };
  env: Record<string, string | undefined>;
};

export function launchPlaceholders({ team, teamFile, site, env }: LaunchInput): Placeholder[] {
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
      where: 'lib/site.ts (email)',
      what: `${site.email} is an example address`,
      fix: "set site.email to the clinic's address",
    });
  }
  if (site.phone.tel === SAMPLE_CONTACT.tel) {
    found.push({
      where: 'lib/site.ts (phone)',
      what: `${site.phone.display} is the example phone number`,
      fix: "set site.phone (display, digits, tel) to the clinic's number",
    });
  }
  for (const [network, url] of Object.entries(site.social)) {
    if (!SAMPLE_CONTACT.social.includes(url)) continue;
    found.push({
      where: `lib/site.ts (social.${network})`,
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
  return found;
}

export function formatPlaceholders(found: readonly Placeholder[]): string {
  if (found.length === 0) return 'No placeholders left: the site is ready to launch.';
  return [
    `${found.length} placeholder${found.length === 1 ? '' : 's'} still in place (see "Before launch" in docs/EDITING.md):`,
    ...found.map((p) => `  ${p.where}  ${p.what}  ${p.fix}`),
  ].join('\n');
}
