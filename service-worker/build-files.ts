// The files this build lists, each with its SHA-256 (build-steps/write-service-worker.mjs): the
// worker serves a stored copy of one only while its bytes are still the build's, and then as a
// response of its own making, so no stored header (a content type, a redirect) comes with it.
// Anything on the site's origin can write to its caches; a copy changed there is dropped and
// fetched again, with the same check, from the network.
import type { PrecacheEntry } from 'workbox-precaching';
import type { WorkboxPlugin } from 'workbox-core';
import { securityHeaders } from '../deploy/headers.mjs';

/** A file of the build: its address (relative to the worker) and Subresource Integrity value. */
type Listed = { url: string; integrity: string };

/** The content type of each kind of file the build lists. */
const TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  js: 'application/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json; charset=utf-8',
  webmanifest: 'application/manifest+json',
  woff2: 'font/woff2',
  png: 'image/png',
};

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

  /**
   * The build's file at `url` made from a stored copy, or null when the copy's bytes are not the
   * build's: the bytes, with the type of the file's kind and the site's security headers.
   */
  async function buildCopy(url: string, stored: Response): Promise<Response | null> {
    const address = listedAddress(url);
    const expected = integrity.get(address);
    if (!expected) return null;
    const bytes = await stored.clone().arrayBuffer();
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
    if (expected !== `sha256-${btoa(String.fromCharCode(...digest))}`) return null;
    const kind = new URL(address).pathname.split('.').pop() ?? '';
    return new Response(bytes, {
      headers: { ...securityHeaders, 'Content-Type': TYPES[kind] ?? 'application/octet-stream' },
    });
  }

  /**
   * A Workbox plugin: a stored copy is served as the build's file, or replaced by the build's file
   * fetched with its integrity check (a page's script tags ask in no-cors mode, for which Workbox
   * would not repair the cache itself); offline, a changed copy is not served.
   */
  const onlyBuildCopies: WorkboxPlugin = {
    cachedResponseWillBeUsed: async ({ cacheName, request, cachedResponse }) => {
      if (!cachedResponse) return null;
      const copy = await buildCopy(request.url, cachedResponse);
      if (copy) return copy;
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
    buildCopy,
    onlyBuildCopies,
  };
}
