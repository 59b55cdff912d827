import type { TeamMember } from '@/lib/content';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((part) => /^[A-Z]/.test(part))
    .map((part) => part[0])
    .slice(0, 2)
    .join('');
}

/** A member of content/team.yml; a placeholder (`sample: true`) says so and shows no credentials. */
export function TeamCard({ member }: { member: TeamMember }) {
  return (
    <article className="bg-surface h-full rounded-2xl border border-slate-200 p-6 shadow-sm">
      <div
        className="bg-brand-700 grid size-16 place-items-center rounded-full text-xl font-bold text-white"
        aria-hidden="true"
      >
        {initials(member.name)}
      </div>
      <h3 className="mt-4 text-lg font-semibold text-slate-900">{member.name}</h3>
      {member.sample && (
        <p className="mt-1 inline-block rounded-full border border-amber-300 bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
          Sample profile
        </p>
      )}
      <p className="text-brand-800 font-medium">{member.role}</p>
      {member.credentials && !member.sample && (
        <p className="text-sm font-medium text-slate-700">{member.credentials}</p>
      )}
      <p className="text-sm text-slate-600">{member.specialty}</p>
      <p className="mt-3 text-slate-700">{member.description}</p>
    </article>
  );
}
