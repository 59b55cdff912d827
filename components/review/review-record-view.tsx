import Link from 'next/link';
import { ArrowLeft } from 'lucide-react';
import type { Reviewer, ReviewRecord } from '@/lib/content';
import { REVIEW_KIND_HEADINGS, REVIEW_KIND_NAMES } from '@/lib/content/review-kinds';
import { editorialPolicyLink } from '@/lib/site/navigation';
import { formatLongDate, plural } from '@/lib/format';
import { registrationLine } from '@/lib/content/review';
import { RecordItem } from './record-item';

const KINDS = Object.keys(REVIEW_KIND_HEADINGS) as (keyof typeof REVIEW_KIND_HEADINGS)[];

/** What a record reviews: an article, or an emergency of the first-aid library (its page). */
export type RecordSubject = { title: string; path: string; noun: 'article' | 'first-aid page' };

/** A review record: what the national pages list, and where the article (or emergency) covers each. */
export function ReviewRecordView({
  subject: article,
  record,
  reviewer,
  signOff,
}: {
  subject: RecordSubject;
  record: ReviewRecord;
  /** Who checked the text against the record (the editorial review). */
  reviewer: Reviewer;
  /**
   * An article's version (of its text and this record) for a clinician to sign, and the clinician
   * who signed this version, if one has.
   */
  signOff?: { version: string; signer?: Extract<Reviewer, { kind: 'clinician' }> };
}) {
  const articlePath = article.path;
  const noun = article.noun;
  const pageOf = (id: string) => record.pages.find((p) => p.id === id);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <Link
        href={articlePath}
        className="text-brand-800 inline-flex items-center gap-2 font-medium hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to the {noun}
      </Link>
      <h1 className="mt-6 text-3xl leading-tight font-bold text-slate-900 md:text-4xl">
        What we checked: {article.title}
      </h1>
      <div className="mt-4 space-y-3 text-slate-700">
        <p>
          This is the review record of the {noun}{' '}
          <Link href={articlePath} className="text-brand-800 hover:text-brand-900 underline">
            {article.title}
          </Link>
          . We read the national health services&apos; pages on this topic and listed every warning
          sign, first-aid step and medicine-safety rule they give. Beside each item is where the{' '}
          {noun} covers it, or why it does not.
        </p>
        <p>
          {signOff?.signer ? (
            <>
              {`${signOff.signer.name}, ${signOff.signer.credentials} (${registrationLine(signOff.signer.registration)}), signed off this version of the ${noun} and this record on `}
              <time dateTime={signOff.signer.signed}>{formatLongDate(signOff.signer.signed)}</time>.
            </>
          ) : (
            `It is an editorial check against national guidance, made by ${reviewer.kind === 'member' ? reviewer.name : 'our editors'}. ${signOff ? `No doctor has signed off this version of the ${noun}.` : 'It is not a sign-off by a doctor.'}`
          )}{' '}
          Checked on <time dateTime={record.reviewed}>{formatLongDate(record.reviewed)}</time>:{' '}
          {plural(record.items.length, 'item')} from {plural(record.pages.length, 'national page')}.{' '}
          <Link
            href={editorialPolicyLink.href}
            className="text-brand-800 hover:text-brand-900 underline"
          >
            How we review articles
          </Link>
          .
        </p>
      </div>
      <nav aria-label="The record's items by kind" className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {KINDS.map((kind) => {
            const count = record.items.filter((item) => item.kind === kind).length;
            return count === 0 ? null : (
              <li key={kind}>
                <a
                  href={`#kind-${kind}`}
                  className="inline-flex min-h-10 items-center rounded-full border border-slate-300 px-4 text-sm font-medium text-slate-800 hover:bg-slate-100"
                >
                  {REVIEW_KIND_NAMES[kind]}: {count}
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
      {KINDS.map((kind) => {
        const items = record.items.filter((item) => item.kind === kind);
        if (items.length === 0) return null;
        return (
          <section key={kind} aria-labelledby={`kind-${kind}`} className="mt-10">
            <h2 id={`kind-${kind}`} className="text-xl font-bold text-slate-900">
              {REVIEW_KIND_HEADINGS[kind]} ({items.length})
            </h2>
            <ul className="mt-4 space-y-3">
              {items.map((item, index) => (
                <RecordItem
                  key={index}
                  item={item}
                  page={pageOf(item.page)}
                  articlePath={articlePath}
                  noun={noun}
                />
              ))}
            </ul>
          </section>
        );
      })}
      <section aria-labelledby="pages-title" className="mt-10 rounded-2xl bg-slate-50 p-6">
        <h2 id="pages-title" className="text-lg font-semibold text-slate-900">
          National pages read
        </h2>
        <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700">
          {record.pages.map((page) => (
            <li key={page.id}>
              <a
                href={page.url}
                className="text-brand-800 hover:text-brand-900 underline"
                rel="noopener"
              >
                {page.title}
              </a>{' '}
              ({page.publisher})
            </li>
          ))}
        </ul>
      </section>
      {signOff && (
        <p className="mt-6 text-sm text-slate-700">
          Version <code className="font-mono">{signOff.version}</code> of the {noun} and this
          record: a clinician who signs it off names this version, and any later change to either
          shows the sign-off as out of date.
        </p>
      )}
    </div>
  );
}
