import { spawnSync } from 'node:child_process';

/** `npm run check:launch` (tsx content-cli/check-launch.ts) as it runs before a launch and in the build. */
function checkLaunch(args: string[], env: Record<string, string | undefined>) {
  const result = spawnSync('npx', ['tsx', 'content-cli/check-launch.ts', ...args], {
    encoding: 'utf8',
    env: {
      ...process.env,
      NEXT_PUBLIC_SITE_URL: '',
      NEXT_PUBLIC_FORM_ACCESS_KEY: '',
      CMS_GITHUB_REPO: '',
      ...env,
    },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('npm run check:launch', () => {
  it('lists every placeholder of the site as it ships, with where and how to clear it, and fails', () => {
    const { status, stdout } = checkLaunch([], {});
    const lines = stdout.trimEnd().split('\n');
    expect(lines[0]).toBe(
      '29 placeholders still in place (see "Before launch" in docs/EDITING.md):',
    );
    expect(lines.slice(1).map((line) => line.trim().split('  ')[0])).toEqual([
      'content/team.yml:8',
      'content/team.yml:14',
      'content/team.yml:20',
      'lib/site/settings.ts (email)',
      'lib/site/settings.ts (phone)',
      'lib/site/settings.ts (social.facebook)',
      'lib/site/settings.ts (social.twitter)',
      'lib/site/settings.ts (social.instagram)',
      'lib/site/settings.ts (social.linkedin)',
      'lib/site/settings.ts (social.youtube)',
      'NEXT_PUBLIC_SITE_URL',
      'NEXT_PUBLIC_FORM_ACCESS_KEY',
      'CMS_GITHUB_REPO',
      'lib/site/settings.ts (claims.aboutFigures.0)',
      'lib/site/settings.ts (claims.aboutFigures.1)',
      'lib/site/settings.ts (claims.aboutFigures.2)',
      'lib/site/settings.ts (claims.aboutFigures.3)',
      'lib/site/settings.ts (claims.medicalTeam)',
      'lib/site/settings.ts (claims.alwaysAvailable)',
      'lib/site/settings.ts (claims.emergencyNumbers)',
      // Every published health article, until a registered clinician signs it off.
      ...[
        'arthritis-management',
        'diabetes-prevention-guide',
        'heart-healthy-diet-guide',
        'mens-preventive-health',
        'mental-health-workplace',
        'migraine-triggers-treatment-india',
        'pediatric-nutrition-basics',
        'sleep-optimization-guide',
        'womens-hormonal-health',
      ].map((id) => `content/articles/${id}.md`),
    ]);
    expect(stdout).toMatch(
      /content\/articles\/arthritis-management\.md {2}no clinician has signed off "[^"]+" as it is now \(version ([0-9a-f]{16})\) .*version: \1 \}/,
    );
    expect(stdout).toContain('India: 112 (emergency), 108 (ambulance), 14416');
    expect(stdout).toContain(
      'lib/site/settings.ts (claims.aboutFigures.0)  the About page says "50+ medical professionals"  confirm this is true of your clinic',
    );
    expect(status).toBe(1);
  }, 30_000);

  it('counts the settings once they are given', () => {
    const { stdout } = checkLaunch([], {
      NEXT_PUBLIC_SITE_URL: 'https://www.clinic.in',
      NEXT_PUBLIC_FORM_ACCESS_KEY: 'key',
      CMS_GITHUB_REPO: 'clinic/healthhub',
    });
    expect(stdout).toContain('26 placeholders still in place');
    expect(stdout).not.toContain('NEXT_PUBLIC_');
    expect(stdout).not.toContain('CMS_GITHUB_REPO');
  }, 30_000);

  it('in the build (--warn), prints the same list as a warning and does not fail', () => {
    const { status, stderr } = checkLaunch(['--warn'], {});
    expect(stderr).toContain('Warning: not ready to launch. 29 placeholders still in place');
    expect(stderr).toContain('content/team.yml:8  Priya Raman is a sample team member');
    expect(status).toBe(0);
  }, 30_000);
});
