import Link from 'next/link';
import { topicsHubLink } from '@/lib/site/navigation';

/** "See all health topics, A to Z": the way on to the topics hub under a list of topics. */
export function AllTopicsLink({ className = '' }: { className?: string }) {
  return (
    <p className={className}>
      <Link
        href={topicsHubLink.href}
        className="text-brand-800 inline-block py-1 font-semibold underline underline-offset-2"
      >
        See all health topics, A to Z
      </Link>
    </p>
  );
}
