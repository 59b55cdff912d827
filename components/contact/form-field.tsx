import type { InputHTMLAttributes } from 'react';

/** A labelled, required input; the asterisk is visual, `required` tells assistive technology. */
export function FormField({
  label,
  id,
  ...input
}: { label: string; id: string } & InputHTMLAttributes<HTMLInputElement>) {
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
        className="focus:border-brand-700 mt-1.5 block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-slate-900 placeholder:text-slate-500 disabled:bg-slate-100"
        {...input}
      />
    </div>
  );
}
