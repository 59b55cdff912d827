import { site } from '@/lib/site/settings';

/** The About page's four figures (site settings the clinic confirms before launch). */
export function Stats() {
  const stats = site.claims.aboutFigures;
  return (
    <dl className="grid grid-cols-2 gap-4 md:grid-cols-4">
      {stats.map((stat) => (
        <div
          key={stat.label}
          className="bg-surface flex flex-col-reverse rounded-2xl border border-slate-200 p-6 text-center shadow-sm"
        >
          <dt className="mt-1 text-slate-600">{stat.label}</dt>
          <dd className="text-brand-800 text-3xl font-bold">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
