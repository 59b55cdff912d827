import Link from 'next/link';
import { DotSeparated } from '@/components/ui/dot-separated';
import { ShieldCheck } from 'lucide-react';
import type { Article, Reviewer } from '@/lib/content';
import { formatLongDate } from '@/lib/format';
import { dictionaries } from '@/lib/i18n/dictionary';
import type { Lang } from '@/lib/i18n/languages';
import { fill } from '@/lib/i18n/text';
import { navigationFor } from '@/lib/site/navigation';
import { site } from '@/lib/site/settings';

type Words = (typeof dictionaries)[Lang]['article']['review'];

/** "Reviewed by the HealthHub editorial team", as lib/content/review's reviewedByLine, in a language. */
export function reviewedBy(reviewer: Reviewer, words: Words): string {
  switch (reviewer.kind) {
    case 'editorial-team':
      return fill(words.editorialTeam, { site: site.name });
    case 'clinician':
      return fill(words.clinician, {
        name: reviewer.name,
        credentials: reviewer.credentials,
        ...reviewer.registration,
      });
    case 'member':
      return fill(words.member, { name: reviewer.name, role: reviewer.role });
  }
}

/**
 * Who reviewed the article, when, and when it is reviewed again, with its review record (what was
 * checked against what) and the policy behind it. Both are in English: a page in another language
 * says so. A translation's line is its English original's review, and says that too.
 */
export function ReviewLine({
  article,
  recordPath,
  lang = 'en',
}: {
  article: Article;
  recordPath?: string;
  lang?: Lang;
}) {
  const words = dictionaries[lang].article.review;
  const { inEnglish } = dictionaries[lang].shell;
  const { editorialPolicyLink } = navigationFor(lang);
  return (
    <DotSeparated className="text-sm text-slate-700">
      <span className="inline-flex items-center gap-1.5 font-medium text-slate-900">
        <ShieldCheck
          className="text-brand-700 dark:text-brand-500 size-4 shrink-0"
          aria-hidden="true"
        />
        {reviewedBy(article.reviewer, words)}
      </span>
      <span>
        {words.lastReviewed}{' '}
        <time dateTime={article.lastReviewed}>{formatLongDate(article.lastReviewed, lang)}</time>
      </span>
      <span>
        {words.nextReviewDue}{' '}
        <time dateTime={article.nextReviewDue}>{formatLongDate(article.nextReviewDue, lang)}</time>
      </span>
      {recordPath && (
        <Link
          href={recordPath}
          hrefLang={lang === 'en' ? undefined : 'en'}
          className="text-brand-800 hover:text-brand-900 inline-block py-1 underline"
        >
          {`${words.whatWeChecked}${inEnglish}`}
        </Link>
      )}
      <Link
        href={editorialPolicyLink.href}
        hrefLang={editorialPolicyLink.hrefLang}
        className="text-brand-800 hover:text-brand-900 inline-block py-1 underline"
      >
        {`${words.editorialPolicy}${inEnglish}`}
      </Link>
    </DotSeparated>
  );
}
