import type { TeamMember } from '@/lib/content';
import type { TeamWords } from '@/lib/content/read/translated-pages';
import { dictionaries } from '@/lib/i18n/dictionary';
import type { Lang } from '@/lib/i18n/languages';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((part) => /^[A-Z]/.test(part))
    .map((part) => part[0])
    .slice(0, 2)
    .join('');
}

/**
 * A member of content/team.yml; a placeholder (`sample: true`) says so and shows no credentials.
 * On a translation's page, the member's words in its language (`words`); without them, the
 * English ones, marked as English.
 */
export function TeamCard({
  member,
  lang = 'en',
  words,
}: {
  member: TeamMember;
  lang?: Lang;
  words?: TeamWords;
}) {
  const shown = words ?? member;
  const textLang = lang !== 'en' && !words ? 'en' : undefined;
  return (
    <article className="bg-surface h-full rounded-2xl border border-slate-200 p-6 shadow-sm">
      <div
        className="bg-brand-700 grid size-16 place-items-center rounded-full text-xl font-bold text-white"
        aria-hidden="true"
      >
        {initials(member.name)}
      </div>
      <h3 className="mt-4 text-lg font-semibold text-slate-900" lang={textLang}>
        {shown.name}
      </h3>
      {member.sample && (
        <p className="mt-1 inline-block rounded-full border border-amber-300 bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
          {dictionaries[lang].pages.about.sample}
        </p>
      )}
      <p className="text-brand-800 font-medium" lang={textLang}>
        {shown.role}
      </p>
      {member.credentials && !member.sample && (
        <p className="text-sm font-medium text-slate-700" lang={lang !== 'en' ? 'en' : undefined}>
          {member.credentials}
        </p>
      )}
      <p className="text-sm text-slate-600" lang={textLang}>
        {shown.specialty}
      </p>
      <p className="mt-3 text-slate-700" lang={textLang}>
        {shown.description}
      </p>
    </article>
  );
}
