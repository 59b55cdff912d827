/** Places HTML rendered by lib/content's renderMarkdown (already sanitised) in readable type. */
export function Prose({
  html,
  id,
  className = '',
}: {
  html: string;
  id?: string;
  className?: string;
}) {
  return (
    <div
      id={id}
      className={`prose prose-slate dark:prose-invert prose-headings:scroll-mt-28 prose-headings:text-slate-900 prose-a:text-brand-800 max-w-none ${className}`}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
