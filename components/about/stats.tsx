const stats = [
  { value: '50+', label: 'medical professionals' },
  { value: '1,000+', label: 'health articles' },
  { value: '15+', label: 'years of experience' },
  { value: '8', label: 'health categories' },
];

export function Stats() {
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
