import Link from 'next/link';
import { HeartPulse } from 'lucide-react';

/** The site's name and mark, linking the home page of the page's language. */
export function Logo({ href = '/' }: { href?: string }) {
  return (
    <Link
      href={href}
      className="flex items-center gap-2 rounded-md text-xl font-bold text-slate-900"
    >
      <span
        className="bg-brand-700 grid size-9 place-items-center rounded-xl text-white"
        aria-hidden="true"
      >
        <HeartPulse className="size-5" />
      </span>
      <span>
        Health<span className="text-brand-700 dark:text-brand-500">Hub</span>
      </span>
    </Link>
  );
}
