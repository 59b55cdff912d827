import Link from 'next/link';

/** A registered category without articles: what to expect, and a way back to all articles. */
export function EmptyCategory() {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-16 text-center">
      <h2 className="text-xl font-semibold text-slate-900">No articles found in this category</h2>
      <p className="mt-2 text-slate-600">
        We&apos;re constantly adding new content. Check back soon for updates!
      </p>
      <Link
        href="/"
        className="bg-brand-700 hover:bg-brand-deep mt-6 inline-block rounded-full px-6 py-3 font-semibold text-white"
      >
        Browse All Articles
      </Link>
    </div>
  );
}
