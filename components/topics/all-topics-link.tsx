import Link from 'next/link';
import { dictionaries } from '@/lib/i18n/dictionary';
import type { Lang } from '@/lib/i18n/languages';
import { navigationFor } from '@/lib/site/navigation';

/** "See all health topics, A to Z": the way on to the topics hub under a list of topics. */
export function AllTopicsLink({
  className = '',
  lang = 'en',
}: {
  className?: string;
  lang?: Lang;
}) {
  return (
    <p className={className}>
      <Link
        href={navigationFor(lang).topicsHubLink.href}
        className="text-brand-800 inline-block py-1 font-semibold underline underline-offset-2"
      >
        {dictionaries[lang].pages.allTopicsLink}
      </Link>
    </p>
  );
}
