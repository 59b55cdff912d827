/** A page's title band; `wide` lines it up with two-column pages. */
export function PageHeader({
  title,
  lead,
  wide = false,
}: {
  title: string;
  lead?: string;
  wide?: boolean;
}) {
  return (
    <header className="from-brand-50 via-surface bg-gradient-to-br to-sky-50">
      <div className={`mx-auto ${wide ? 'max-w-6xl' : 'max-w-4xl'} px-4 py-12 sm:px-6 md:py-16`}>
        <h1 className="text-3xl font-bold text-slate-900 md:text-4xl">{title}</h1>
        {lead && <p className="mt-4 text-lg text-slate-700">{lead}</p>}
      </div>
    </header>
  );
}
