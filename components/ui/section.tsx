/** A page section with a visible h2 that names it. */
export function Section({
  id,
  title,
  children,
  className = '',
}: {
  id: string;
  title: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="mb-6 text-2xl font-bold text-slate-900 md:text-3xl">
        {title}
      </h2>
      {children}
    </section>
  );
}
