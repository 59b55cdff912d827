import type { Metadata } from 'next';
import { SavedArticles } from '@/components/offline/saved-articles';
import { PageHeader } from '@/components/ui/page-header';
import { site } from '@/lib/site/settings';

export const metadata: Metadata = {
  title: `You are offline - ${site.name}`,
  robots: { index: false, follow: false },
};

/**
 * What the service worker shows, offline, for any page it has not kept (service-worker/sw.ts):
 * the articles this device has, to read without a connection.
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
      </div>
    </>
  );
}
