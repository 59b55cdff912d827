// A clinician's sign-off: a registered clinician of the team vouches for one version of an article
// and its review record. Only a sign-off of the version as it is now makes the page say "Medically
// reviewed by"; any later change to the article or its record shows it as out of date.
import { createHash } from 'node:crypto';
import type { ArticleFrontMatter, ReviewRecordData, SignOff, TeamMember } from './schema';
import type { Finding, Reviewer } from './types';
import { registrationLine } from './review';

/**
 * What a clinician reads and signs: the whole article as its page shows it (every field of its
 * front matter but the sign-off itself, and the body as written), and the bytes of every picture
 * it shows (the cover, and a chart or a diagram in the body).
 */
export type SignedText = Omit<ArticleFrontMatter, 'signedOff'> & {
  signedOff?: unknown;
  /** The markdown body, as written. */
  content: string;
  /** The SHA-256 of each picture's file (null when it cannot be read), by its path. */
  pictureBytes?: Record<string, string | null>;
};

/**
 * What the page shows of an emergency the article embeds (`::first-aid[id]`): the emergency, its
 * record and the bytes of the pictures it shows.
 */
export type EmbeddedText = {
  emergency: unknown;
  record: unknown;
  pictureBytes?: Record<string, string | null>;
};

/** The ids of the emergencies a body embeds, in order. */
export const embeddedIds = (content: string): string[] =>
  [...content.matchAll(/^::first-aid\[([^\]\n]*)\][ \t]*$/gm)].map((match) => match[1]!.trim());

/**
 * 16 hex digits of the SHA-256 of what a sign-off vouches for: the article (every field, its body as
 * written, its pictures' bytes), its review record as read (not as laid out in its file), and each
 * emergency it embeds with that emergency's record (the page shows the emergency whole). A change
 * to any of them gives another version.
 */
export function signOffVersionOf(
  article: SignedText,
  record: ReviewRecordData | undefined,
  embedded: readonly EmbeddedText[] = [],
): string {
  const { signedOff: _signedOff, ...signed } = article;
  return createHash('sha256')
    .update(JSON.stringify([signed, record ?? null, embedded]))
    .digest('hex')
    .slice(0, 16);
}

/** The sign-off a member writes for a version, as the front matter's one line. */
export const signOffLine = (
  member: Pick<TeamMember, 'id' | 'name' | 'credentials' | 'registration'>,
  date: string,
  version: string,
) =>
  `{ by: ${member.id}, name: "${member.name}", credentials: "${member.credentials ?? '<their credentials>'}", registration: "${member.registration ? registrationLine(member.registration) : '<body> registration <number>'}", date: ${date}, version: ${version} }`;

/** A member who can sign: a real clinician with credentials and a registration. */
export function canSign(
  member: TeamMember,
): member is TeamMember & Required<Pick<TeamMember, 'credentials' | 'registration'>> {
  return !member.sample && member.clinician && !!member.credentials && !!member.registration;
}

/** The sign-off's own mistakes: a signer who cannot sign, a day in the future. */
export function signOffFindings(
  signedOff: SignOff | undefined,
  team: readonly TeamMember[],
  today: string,
): Finding[] {
  if (!signedOff) return [];
  const findings: Finding[] = [];
  const member = team.find((m) => m.id === signedOff.by);
  const signers = team.filter(canSign).map((m) => m.id);
  const who = signers.length
    ? `use one of: ${signers.join(', ')}`
    : 'no member of content/team.yml can sign yet: a real clinician (not sample: true) with clinician: true, credentials and registration: { body, number }';
  if (!member || !canSign(member)) {
    const why = !member
      ? 'is not the id of a member of content/team.yml'
      : member.sample
        ? `(${member.name}) is a sample member of content/team.yml, who can never sign`
        : !member.clinician
          ? `(${member.name}) is not a clinician (clinician: true in content/team.yml)`
          : `(${member.name}) has no ${member.credentials ? 'registration' : 'credentials'} in content/team.yml`;
    findings.push({
      severity: 'error',
      field: 'signedOff.by',
      message: `"${signedOff.by}" ${why}`,
      fix: `a sign-off names the registered clinician who read the article and its record; ${who} (see "Sign-off" in docs/EDITING.md)`,
    });
  }
  if (signedOff.date > today)
    findings.push({
      severity: 'error',
      field: 'signedOff.date',
      message: `${signedOff.date} is in the future`,
      fix: "write the day the clinician signed, today's or an earlier one",
    });
  return findings;
}

/**
 * The article's sign-off against its version now: the clinician as its reviewer when the sign-off is
 * of this version (and sound), else a warning that it is out of date. `version` is the version now.
 */
export function signOffOf(
  signedOff: SignOff | undefined,
  version: string,
  team: readonly TeamMember[],
): { reviewer?: Extract<Reviewer, { kind: 'clinician' }>; findings: Finding[] } {
  if (!signedOff) return { findings: [] };
  const member = team.find((m) => m.id === signedOff.by);
  if (!member || !canSign(member)) return { findings: [] };
  const again = `then write signedOff: ${signOffLine(member, '<that day>', version)}`;
  // Signed under another name or registration than the team gives now: the page would name
  // someone who did not sign.
  for (const [field, signed, now] of [
    ['name', signedOff.name, member.name],
    ['credentials', signedOff.credentials, member.credentials],
    ['registration', signedOff.registration, registrationLine(member.registration)],
  ] as const)
    if (signed !== now)
      return {
        findings: [
          {
            severity: 'warning',
            field: `signedOff.${field}`,
            message: `is out of date: the sign-off was given under the ${field} "${signed}", and content/team.yml now gives "${now}"; the page says who made the editorial review until ${member.name} signs again`,
            fix: `${member.name} reads the article and its record again, ${again}`,
          },
        ],
      };
  if (signedOff.version !== version)
    return {
      findings: [
        {
          severity: 'warning',
          field: 'signedOff.version',
          message: `is out of date: ${member.name} signed version ${signedOff.version}, and the article or its review record has changed since (the version is now ${version}); the page says who made the editorial review until ${member.name} signs again`,
          fix: `${member.name} reads the article and its record again, ${again}`,
        },
      ],
    };
  const { name, credentials, role, registration } = member;
  return {
    reviewer: { kind: 'clinician', name, credentials, role, registration, signed: signedOff.date },
    findings: [],
  };
}
