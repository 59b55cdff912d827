import type { InputHTMLAttributes } from 'react';

type Props = { label: string; id: string; error?: string } & InputHTMLAttributes<HTMLInputElement>;

/** A labelled, required input with its error message; the asterisk is visual, `required` is for assistive technology. */
export function FormField({ label, id, error, ...input }: Props) {
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
        <span className="ml-0.5 text-red-700" aria-hidden="true">
          *
        </span>
      </label>
      <input
        id={id}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="focus:border-brand-700 bg-surface mt-1.5 block h-11 w-full rounded-lg border border-slate-300 px-3 text-slate-900 placeholder:text-slate-500 disabled:bg-slate-100 aria-invalid:border-red-700"
        {...input}
      />
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
