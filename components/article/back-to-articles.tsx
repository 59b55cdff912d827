import Link from 'next/link';
import { ArrowLeft } from 'lucide-react';

/** The link from an article back to the list of articles on the home page. */
export function BackToArticles() {
  return (
    <Link
      href="/"
      className="text-brand-800 mt-4 inline-flex items-center gap-2 rounded-md font-medium hover:underline print:hidden"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      Back to Articles
    </Link>
  );
}
