import type { ReactNode } from 'react';
import { contentProblems, isError } from '@/lib/content';
import { plural } from '@/lib/format';
import { ProblemList } from './problem-list';

/**
 * `npm run dev` shows the content's problems in the browser, read afresh on every request: errors
 * take the place of the page (a production build stops on them), warnings sit above it. Outside
 * development it renders the page alone.
 */
export function ContentCheck({ children }: { children: ReactNode }) {
  if (process.env.NODE_ENV !== 'development') return children;
  const problems = contentProblems();
  const errors = problems.filter(isError);
  const warnings = problems.filter((p) => !isError(p));
  return (
    <>
      {errors.length > 0 && (
        <section role="alert" className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
          <div className="rounded-2xl border border-red-300 bg-red-50 p-6">
            <h1 className="text-2xl font-bold text-red-900">
              The content has {plural(errors.length, 'error')}
            </h1>
            <p className="mt-2 text-slate-800">
              Fix each file named below, save it and reload this page. Until then the site cannot be
              published: the build stops on the same errors.
            </p>
            <ProblemList problems={errors} />
          </div>
        </section>
      )}
      {warnings.length > 0 && (
        <section role="status" className="mx-auto max-w-4xl px-4 pt-8 sm:px-6">
          <div className="rounded-2xl border border-amber-300 bg-amber-50 p-6">
            <p className="font-semibold text-amber-950">
              The content has {plural(warnings.length, 'warning')} (warnings do not stop the build)
            </p>
            <ProblemList problems={warnings} />
          </div>
        </section>
      )}
      {errors.length === 0 && children}
    </>
  );
}
