import type { TeamMember } from '@/lib/content';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((part) => /^[A-Z]/.test(part))
    .map((part) => part[0])
    .slice(0, 2)
    .join('');
}

export function TeamCard({ member }: { member: TeamMember }) {
  return (
    <article className="h-full rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <div
        className="bg-brand-700 grid size-16 place-items-center rounded-full text-xl font-bold text-white"
        aria-hidden="true"
      >
        {initials(member.name)}
      </div>
      <h3 className="mt-4 text-lg font-semibold text-slate-900">{member.name}</h3>
      <p className="text-brand-800 font-medium">{member.role}</p>
      <p className="text-sm text-slate-600">{member.specialty}</p>
      <p className="mt-3 text-slate-700">{member.description}</p>
    </article>
  );
}
