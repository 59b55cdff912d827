import type { Metadata } from 'next';
import { SavedArticles } from '@/components/offline/saved-articles';
import { PageHeader } from '@/components/ui/page-header';
import Link from 'next/link';
import { CallNumbers } from '@/components/ui/call-numbers';
import { site, telUrl } from '@/lib/site/settings';
import { dictionaries } from '@/lib/i18n/dictionary';
import { firstAidLink } from '@/lib/site/navigation';

const { emergency } = dictionaries.en.client.shell;

export const metadata: Metadata = {
  title: `You are offline - ${site.name}`,
  robots: { index: false, follow: false },
};

/**
 * What the service worker shows, offline, for any page it has not kept (service-worker/sw.ts):
 * the articles this device has, to read without a connection, the help a phone call gives
 * without one, and the first-aid pages, which every device that has opened the site keeps.
 */
export default function OfflinePage() {
  return (
    <>
      <PageHeader
        title="You are offline"
        lead="This page is not saved on this device. It will open once you are connected again."
      />
      <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
        <SavedArticles />
        <section
          aria-labelledby="call-title"
          className="mt-10 rounded-2xl border border-slate-200 p-6"
        >
          <h2 id="call-title" className="text-xl font-semibold text-slate-900">
            A phone call needs no connection
          </h2>
          <p className="mt-2 font-medium text-red-800">{emergency.title}:</p>
          <CallNumbers label={emergency.numbers} />
          <p className="mt-2">
            <Link
              href={firstAidLink.href}
              className="inline-block py-2 font-semibold text-red-800 underline underline-offset-2"
            >
              {emergency.firstAid}
            </Link>
          </p>
          <p className="mt-2 text-slate-700">
            To request an appointment, call us on{' '}
            <a
              href={telUrl()}
              className="text-brand-800 inline-block py-1 font-semibold whitespace-nowrap underline underline-offset-2"
            >
              {site.phone.display}
            </a>
            .
          </p>
        </section>
      </div>
    </>
  );
}
