import type { Problem } from '@/lib/content';

/** Problems as the terminal prints them: where, which field, what is wrong and how to fix it. */
export function ProblemList({ problems }: { problems: Problem[] }) {
  return (
    <ol className="mt-4 space-y-3">
      {problems.map((p) => (
        <li
          key={`${p.file}:${p.line}:${p.field}:${p.message}`}
          className="bg-surface rounded-lg p-4 shadow-sm"
        >
          <p className="font-mono text-sm break-all text-slate-700">
            {p.file}:{p.line}
          </p>
          <p className="mt-1 text-slate-900">
            <strong>{p.field}</strong> {p.message}
          </p>
          <p className="mt-1 text-slate-700">How to fix it: {p.fix}</p>
        </li>
      ))}
    </ol>
  );
}
