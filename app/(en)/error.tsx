'use client';

/** The router's error screen: 'Unexpected Application Error!' with the status or the message. */
export default function ErrorPage({
  error,
  reset,
}: {
  error: Error & { status?: number; statusText?: string };
  reset: () => void;
}) {
  const detail = error.status ? `${error.status} ${error.statusText ?? ''}`.trim() : error.message;
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900">Unexpected Application Error!</h1>
      <p className="mt-4 font-mono text-slate-700">{detail}</p>
      <button
        type="button"
        onClick={reset}
        className="bg-brand-700 hover:bg-brand-deep mt-8 rounded-full px-6 py-3 font-semibold text-white"
      >
        Try again
      </button>
    </div>
  );
}
