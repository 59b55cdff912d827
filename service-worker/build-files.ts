// The files this build lists, each with its SHA-256 (build-steps/write-service-worker.mjs): the
// worker serves a stored copy of one only while its bytes are still the build's. Anything on the
// site's origin can write to its caches; a copy changed there is dropped and fetched again, with the
// same check, from the network.
import type { PrecacheEntry } from 'workbox-precaching';
import type { WorkboxPlugin } from 'workbox-core';

/** A file of the build: its address (relative to the worker) and Subresource Integrity value. */
type Listed = { url: string; integrity: string };

/**
 * The address a file is listed and stored under: without Workbox's revision parameter, and a
 * dynamic route's `[id]` folder written `%5Bid%5D` (pages ask for both spellings).
 */
export function listedAddress(url: string): string {
  const address = new URL(url, self.location.href);
  address.searchParams.delete('__WB_REVISION__');
  return address.href.replaceAll('[', '%5B').replaceAll(']', '%5D');
}

export function buildFiles(precacheList: (PrecacheEntry | string)[], alsoListed: Listed[]) {
  const integrity = new Map<string, string>();
  for (const entry of [...precacheList, ...alsoListed])
    if (typeof entry !== 'string' && entry.integrity)
      integrity.set(listedAddress(entry.url), entry.integrity);

  /** Whether `response` is, byte for byte, the build's file at `url`. */
  async function isBuildCopy(url: string, response: Response): Promise<boolean> {
    const expected = integrity.get(listedAddress(url));
    if (!expected) return false;
    const digest = await crypto.subtle.digest('SHA-256', await response.clone().arrayBuffer());
    const base64 = btoa(String.fromCharCode(...new Uint8Array(digest)));
    return expected === `sha256-${base64}`;
  }

  /**
   * A Workbox plugin: a stored copy that is not the build's is replaced by the build's file, fetched
   * with its integrity check (a page's script tags ask in no-cors mode, for which Workbox would not
   * repair the cache itself); offline, nothing is served.
   */
  const onlyBuildCopies: WorkboxPlugin = {
    cachedResponseWillBeUsed: async ({ cacheName, request, cachedResponse }) => {
      if (!cachedResponse || (await isBuildCopy(request.url, cachedResponse)))
        return cachedResponse;
      const cache = await caches.open(cacheName);
      await cache.delete(request);
      const checked = { integrity: integrity.get(listedAddress(request.url)) };
      const fresh = await fetch(request.url, checked).catch(() => undefined);
      if (!fresh?.ok) return null;
      await cache.put(request, fresh.clone());
      return fresh;
    },
  };

  return {
    isListed: (url: string) => integrity.has(listedAddress(url)),
    isBuildCopy,
    onlyBuildCopies,
  };
}
