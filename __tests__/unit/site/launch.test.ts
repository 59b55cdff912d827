import { launchPlaceholders, SAMPLE_CONTACT } from '@/lib/site/launch';
import type { TeamMember } from '@/lib/content/schema';
import { site } from '@/lib/site/settings';

const person = (name: string, sample: boolean, line: number): TeamMember & { line: number } => ({
  id: name.toLowerCase().replace(/ /g, '-'),
  name,
  role: 'Editor',
  specialty: 'Public Health',
  description: 'Writes.',
  clinician: false,
  sample,
  line,
});

const ready = {
  team: [person('Asha Rao', false, 2)],
  teamFile: 'content/team.yml',
  site: {
    email: 'appointments@clinic.in',
    phone: { display: '+91 80 4000 1234', digits: '918040001234', tel: '+918040001234' },
    social: {
      facebook: 'https://www.facebook.com/realclinic',
      twitter: 'https://x.com/realclinic',
      instagram: 'https://www.instagram.com/realclinic',
      linkedin: 'https://www.linkedin.com/company/realclinic',
      youtube: 'https://www.youtube.com/@realclinic',
    },
    claims: {
      aboutFigures: site.claims.aboutFigures.map((figure) => ({ ...figure, confirmed: true })),
      medicalTeam: { confirmed: true },
      alwaysAvailable: { confirmed: true },
      emergencyNumbers: { confirmed: true },
    },
  },
  env: {
    NEXT_PUBLIC_SITE_URL: 'https://www.clinic.in',
    NEXT_PUBLIC_FORM_ACCESS_KEY: 'key',
    CMS_GITHUB_REPO: 'clinic/healthhub',
  },
} as const;

describe('npm run check:launch', () => {
  it('finds nothing once every placeholder is replaced', () => {
    expect(launchPlaceholders(ready)).toEqual([]);
  });

  it('lists every placeholder of the site as shipped', () => {
    const found = launchPlaceholders({
      team: [person('Priya Raman', true, 8), person('Asha Rao', false, 14)],
      teamFile: 'content/team.yml',
      site,
      env: {},
    });
    expect(found.map((p) => p.where)).toEqual([
      'content/team.yml:8',
      'lib/site/settings.ts (email)',
      'lib/site/settings.ts (phone)',
      ...Object.keys(site.social).map((network) => `lib/site/settings.ts (social.${network})`),
      'NEXT_PUBLIC_SITE_URL',
      'NEXT_PUBLIC_FORM_ACCESS_KEY',
      'CMS_GITHUB_REPO',
      ...[0, 1, 2, 3].map((i) => `lib/site/settings.ts (claims.aboutFigures.${i})`),
      'lib/site/settings.ts (claims.medicalTeam)',
      'lib/site/settings.ts (claims.alwaysAvailable)',
      'lib/site/settings.ts (claims.emergencyNumbers)',
    ]);
    for (const p of found) expect(p.fix.length).toBeGreaterThan(10);
  });

  it('lists each claim about the clinic until it is confirmed, saying where the reader meets it', () => {
    const claims = ready.site.claims;
    const cases = [
      ...claims.aboutFigures.map((_, i) => ({
        claims: {
          ...claims,
          aboutFigures: claims.aboutFigures.map((f, j) => ({ ...f, confirmed: i !== j })),
        },
        where: `lib/site/settings.ts (claims.aboutFigures.${i})`,
        what: `the About page says "${claims.aboutFigures[i]!.value} ${claims.aboutFigures[i]!.label}"`,
      })),
      {
        claims: { ...claims, medicalTeam: { confirmed: false } },
        where: 'lib/site/settings.ts (claims.medicalTeam)',
        what: 'every category page says its articles come "from our team of medical professionals"',
      },
      {
        claims: { ...claims, alwaysAvailable: { confirmed: false } },
        where: 'lib/site/settings.ts (claims.alwaysAvailable)',
        what: 'the chat popup says "Available 24/7 for your health inquiries"',
      },
      {
        claims: { ...claims, emergencyNumbers: { confirmed: false } },
        where: 'lib/site/settings.ts (claims.emergencyNumbers)',
        what: 'every emergency card, first-aid page, the menu and the offline page give these numbers to call: ',
      },
    ];
    for (const { claims: changed, where, what } of cases) {
      const found = launchPlaceholders({ ...ready, site: { ...ready.site, claims: changed } });
      expect(found).toEqual([
        { where, what, fix: expect.stringContaining('confirm this is true of your clinic') },
      ]);
    }
  });

  it('recognises the shipped contact details and any address at a reserved example domain', () => {
    expect(site.email).toBe(SAMPLE_CONTACT.email);
    for (const email of [
      'a@example.com',
      'a@example.org',
      'a@mail.example.net',
      'x@clinic.example',
      'x@clinic.test',
      'x@host.invalid',
      'x@localhost',
    ]) {
      const found = launchPlaceholders({ ...ready, site: { ...ready.site, email } });
      expect({ email, where: found.map((p) => p.where) }).toEqual({
        email,
        where: ['lib/site/settings.ts (email)'],
      });
    }
    for (const email of ['care@examples.in', 'hello@myexample.com', 'x@testclinic.org']) {
      expect(launchPlaceholders({ ...ready, site: { ...ready.site, email } })).toEqual([]);
    }
  });

  it('a blank setting counts as missing; a custom form endpoint needs no key', () => {
    const blank = {
      NEXT_PUBLIC_SITE_URL: '  ',
      NEXT_PUBLIC_FORM_ACCESS_KEY: '',
      CMS_GITHUB_REPO: ' ',
    };
    expect(launchPlaceholders({ ...ready, env: blank }).map((p) => p.where)).toEqual([
      'NEXT_PUBLIC_SITE_URL',
      'NEXT_PUBLIC_FORM_ACCESS_KEY',
      'CMS_GITHUB_REPO',
    ]);
    const endpoint = {
      ...ready.env,
      NEXT_PUBLIC_FORM_ACCESS_KEY: undefined,
      NEXT_PUBLIC_FORM_ENDPOINT: 'https://forms.clinic.in/lead',
    };
    expect(launchPlaceholders({ ...ready, env: endpoint })).toEqual([]);
  });
});
