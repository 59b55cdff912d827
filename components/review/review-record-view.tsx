import Link from 'next/link';
import { ArrowLeft, ChevronDown } from 'lucide-react';
import type { Reviewer, ReviewRecord } from '@/lib/content';
import { editorialPolicyLink } from '@/lib/site/navigation';
import { formatLongDate, plural } from '@/lib/format';
import { registrationLine } from '@/lib/content/review';
import { RecordItem } from './record-item';
import { serviceOf } from './services';

/** "5 covered, 2 left out, 1 not yet covered": what became of a list of items. */
function counted(items: ReviewRecord['items']): string {
  const covered = items.filter((item) => item.place).length;
  const left = items.filter((item) => item.omitted !== undefined).length;
  const missing = items.length - covered - left;
  return [
    `${covered} covered`,
    ...(left ? [`${left} left out, with the reason`] : []),
    ...(missing ? [`${missing} not yet covered`] : []),
  ].join(', ');
}

type RecordPage = ReviewRecord['pages'][number];

/** The pages grouped by the service that publishes them, in the order each service first comes. */
function servicesOf(pages: readonly RecordPage[]): [string, RecordPage[]][] {
  const services = new Map<string, RecordPage[]>();
  for (const page of pages) {
    const service = serviceOf(page.url, page.publisher);
    services.set(service, [...(services.get(service) ?? []), page]);
  }
  return [...services];
}

/** A fold's summary: what it holds, in a line or two, and the arrow that turns when it opens. */
function Summary({ title, detail, group }: { title: string; detail: string; group: string }) {
  return (
    <summary className="flex min-h-11 cursor-pointer list-none items-start gap-3 px-4 py-3 [&::-webkit-details-marker]:hidden">
      <span className="flex flex-1 flex-col gap-0.5">
        <span className="leading-snug font-semibold text-slate-900">{title}</span>
        <span className="text-sm text-slate-700">{detail}</span>
      </span>
      <ChevronDown
        className={`text-brand-800 mt-1 size-5 shrink-0 transition-transform ${group}`}
        aria-hidden="true"
      />
    </summary>
  );
}

/** One national page: a summary of its items, folded over the items and a link to the page. */
function PageItems({
  page,
  record,
  articlePath,
  noun,
}: {
  page: RecordPage;
  record: ReviewRecord;
  articlePath: string;
  noun: RecordSubject['noun'];
}) {
  const items = record.items.filter((item) => item.page === page.id);
  return (
    <details className="group/page" data-page>
      <Summary
        title={`${page.publisher}: ${page.title}`}
        detail={`${plural(items.length, 'item')}${items.length > 0 ? `: ${counted(items)}` : ''}`}
        group="group-open/page:rotate-180"
      />
      <div className="border-t border-slate-200 p-4">
        <a
          href={page.url}
          className="text-brand-800 hover:text-brand-900 text-sm underline"
          rel="noopener"
        >
          Read the page itself
          <span className="sr-only">
            : {page.publisher}, {page.title}
          </span>
        </a>
        <ul className="mt-3 space-y-3">
          {items.map((item, index) => (
            <RecordItem key={index} item={item} articlePath={articlePath} noun={noun} />
          ))}
        </ul>
      </div>
    </details>
  );
}

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
  // The pages that gave items, each folded; the rest named in one line.
  const listed = record.pages.filter((page) => record.items.some((item) => item.page === page.id));
  const unlisted = record.pages.filter((page) => !listed.includes(page));
  const noun = article.noun;
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
          This record compares the {noun}{' '}
          <Link href={articlePath} className="text-brand-800 hover:text-brand-900 underline">
            {article.title}
          </Link>{' '}
          with {plural(record.pages.length, 'page')} of national health services and other
          recognised bodies: each item a page tells a reader to act on (a warning sign and how
          urgently, a first-aid step, a rule for a medicine), quoted, and where the {noun} covers it
          or why it leaves it out. It lists what we quoted, not everything the pages say.
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
      <p className="mt-4 font-medium text-slate-900">
        {plural(record.items.length, 'item')}: {counted(record.items)}.
      </p>
      <section aria-labelledby="by-service" className="mt-8">
        <h2 id="by-service" className="text-xl font-bold text-slate-900">
          By health service
        </h2>
        <p className="mt-2 text-sm text-slate-700">
          Open a service to see its pages, and a page to see its items.
        </p>
        <ul className="mt-4 space-y-2">
          {servicesOf(listed).map(([service, pages]) => {
            const items = record.items.filter((item) => pages.some((p) => p.id === item.page));
            return pages.length === 1 ? (
              <li key={service} className="rounded-xl border border-slate-200">
                <PageItems page={pages[0]!} record={record} articlePath={articlePath} noun={noun} />
              </li>
            ) : (
              <li key={service} className="rounded-xl border border-slate-200">
                <details className="group/service" data-service>
                  <Summary
                    title={service}
                    detail={`${plural(pages.length, 'page')}, ${plural(items.length, 'item')}: ${counted(items)}`}
                    group="group-open/service:rotate-180"
                  />
                  <ul className="space-y-2 border-t border-slate-200 p-2">
                    {pages.map((page) => (
                      <li key={page.id} className="rounded-lg border border-slate-200">
                        <PageItems
                          page={page}
                          record={record}
                          articlePath={articlePath}
                          noun={noun}
                        />
                      </li>
                    ))}
                  </ul>
                </details>
              </li>
            );
          })}
        </ul>
        {unlisted.length > 0 && (
          <p className="mt-4 text-sm text-slate-700">
            Also read, with no item for this topic:{' '}
            {unlisted.map((page, i) => (
              <span key={page.id}>
                {i > 0 && '; '}
                <a
                  href={page.url}
                  className="text-brand-800 hover:text-brand-900 underline"
                  rel="noopener"
                >
                  {page.publisher}: {page.title}
                </a>
              </span>
            ))}
            .
          </p>
        )}
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
