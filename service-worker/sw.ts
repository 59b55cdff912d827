/// <reference lib="webworker" />
// The service worker: bundled and given its precache list by build-steps/write-service-worker.mjs
// (Workbox's injectManifest) after every step that rewrites the export. docs/PRODUCT.md,
// "Offline reading", says what it does for the reader.
import { clientsClaim, setCacheNameDetails, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  addPlugins,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import {
  buildIdOf,
  CACHE_PREFIX,
  cacheOfBuild,
  isPagesCache,
  pagesCacheName,
  shellCachePart,
} from '../lib/offline-caches';
import { MANIFEST_PATHS } from '../lib/search/paths';
import { buildFiles, listedAddress } from './build-files';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };
/** Files the build lists without precaching them (the Hindi fonts), with their SHA-256. */
declare const LISTED_FILES: { url: string; integrity: string }[];

const precacheList = self.__WB_MANIFEST;
const build = buildFiles(precacheList, LISTED_FILES);
const BUILD = buildIdOf(precacheList);
setCacheNameDetails({ prefix: CACHE_PREFIX, precache: shellCachePart(BUILD) });

/** The site's root path ('/', or the base path with a slash: '/healthhub/'). */
const base = new URL(self.registration.scope).pathname;
/** An article page, English or a translation (/hi/blog/...). */
const isArticle = (url: URL) => /^(?:hi\/)?blog\/[^/]+$/.test(url.pathname.slice(base.length));
const isHome = (url: URL) => url.pathname === base;
/** The browser editor (/admin/) is never served by the worker: its requests go straight out. */
const isAdmin = (url: URL) => /^admin(?:\/|$)/.test(url.pathname.slice(base.length));

/** The names of the caches that hold articles, whichever build's worker kept them. */
const pagesCaches = async () => (await caches.keys()).filter(isPagesCache);

/** An article's cache key: its address without a query (`?utm_source=...` is the same page). */
const pageKey = (url: string) => {
  const key = new URL(url);
  key.search = '';
  return key.href;
};

/**
 * Articles come from the network while there is one (the newest build), and each one read is
 * kept in this build's pages cache and dropped from any older build's; offline, the kept copy is
 * served, whatever build it came from, with that build's shell still cached for its scripts.
 */
const keepArticles: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => pageKey(request.url),
  cacheDidUpdate: async ({ request, cacheName }) => {
    for (const name of await pagesCaches())
      if (name !== cacheName) await (await caches.open(name)).delete(pageKey(request.url));
  },
  cachedResponseWillBeUsed: async ({ request, cachedResponse }) => {
    if (cachedResponse) return cachedResponse;
    for (const name of await pagesCaches()) {
      const kept = await (await caches.open(name)).match(pageKey(request.url));
      if (kept) return kept;
    }
    return undefined;
  },
};

/** The export's file of a page: index.html for the home, first-aid/choking.html for /first-aid/choking. */
const fileOf = (url: URL) =>
  isHome(url) ? 'index.html' : `${url.pathname.slice(base.length)}.html`;

/** A page of the shell, as the build made it (a copy changed since is not served). */
async function shellPage(file: string): Promise<Response | undefined> {
  const stored = await matchPrecache(file);
  return (stored && (await build.buildCopy(file, stored))) ?? undefined;
}

/**
 * Offline without a kept copy: the page from the shell when the shell has it (the home page, the
 * first-aid pages), any other page the offline page.
 */
const offlineFallback: WorkboxPlugin = {
  handlerDidError: async ({ request }) =>
    (await shellPage(fileOf(new URL(request.url)))) ??
    (await shellPage('offline.html')) ??
    Response.error(),
};

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && isArticle(url),
  new NetworkFirst({ cacheName: pagesCacheName(BUILD), plugins: [keepArticles, offlineFallback] }),
);
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && !isAdmin(url),
  new NetworkOnly({ plugins: [offlineFallback] }),
);

/**
 * The build of the page that made `event`'s request: the build whose pages cache keeps that page,
 * else this worker's (the home and offline pages are this build's shell).
 */
async function buildOfClient(event: ExtendableEvent | undefined): Promise<string> {
  const clientId = event instanceof FetchEvent ? event.clientId : '';
  const client = clientId ? await self.clients.get(clientId) : undefined;
  // Only an article can be a kept page of another build; every other page is this build's.
  if (!client || !isArticle(new URL(client.url))) return BUILD;
  for (const name of await pagesCaches())
    if (await (await caches.open(name)).match(pageKey(client.url)))
      return cacheOfBuild(name)!.build;
  return BUILD;
}

/**
 * The search manifests (the one unversioned file of each language's index) come from the network
 * while there is one, the newest index for the newest pages. Offline, a page gets its own build's manifest,
 * precached in that build's shell, so an article kept from an older build searches the index built
 * with it; the last one fetched if that build's shell has none.
 */
const manifestOfPageBuild: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ request, cachedResponse, event }) => {
    const build = await buildOfClient(event);
    // This build's own, checked as the shell is.
    if (build === BUILD) return (await shellPage(request.url)) ?? null;
    const shell = `${CACHE_PREFIX}-${shellCachePart(build)}-`;
    for (const name of await caches.keys()) {
      if (!name.startsWith(shell)) continue;
      const precached = await (await caches.open(name)).match(request.url, { ignoreSearch: true });
      if (precached) return precached;
    }
    return cachedResponse ?? undefined;
  },
};
registerRoute(
  ({ url }) => MANIFEST_PATHS.some((path) => url.pathname === `${base}${path.slice(1)}`),
  new NetworkFirst({ cacheName: `${CACHE_PREFIX}-search`, plugins: [manifestOfPageBuild] }),
);

// The shell: the home, offline and first-aid pages, the manifest and icons, styles, fonts and
// scripts, each served only while its stored bytes are the build's, under either spelling of [id].
addPlugins([build.onlyBuildCopies]);
precacheAndRoute(precacheList, {
  urlManipulation: ({ url }) => [new URL(listedAddress(url.href))],
});

const isAsset = (url: URL) => url.pathname.startsWith(`${base}_next/static/`);
const ASSETS = `${CACHE_PREFIX}-assets`;

// The build's other files (the Hindi fonts): kept once fetched, checked as the shell is.
registerRoute(
  ({ url }) => isAsset(url) && build.isListed(url.href),
  new CacheFirst({ cacheName: ASSETS, plugins: [build.onlyBuildCopies] }),
);

/**
 * Another build's scripts, styles and fonts, which a page kept from that build needs offline: they
 * have their content's hash in their names, so that build's shell holds the right copy. Served from
 * a cache only when the network fails: online, every file comes from the site or this build's shell.
 */
const fromAnyCache: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ request, cachedResponse }) =>
    cachedResponse ?? (await caches.match(request)) ?? undefined,
};
registerRoute(
  ({ url }) => isAsset(url),
  new NetworkFirst({ cacheName: ASSETS, plugins: [fromAnyCache] }),
);

// Covers and other images: from the network while there is one, kept for offline reading.
registerRoute(
  ({ request, url }) =>
    request.destination === 'image' && url.pathname.startsWith(`${base}generated/`),
  new NetworkFirst({ cacheName: `${CACHE_PREFIX}-images` }),
);

// The search index's files: from the network while there is one (the browser's own cache keeps
// them, their names change with the index); offline, a search runs over those already fetched.
registerRoute(
  ({ url }) => url.pathname.startsWith(`${base}search-index/`),
  new NetworkFirst({
    cacheName: `${CACHE_PREFIX}-search-files`,
    plugins: [new ExpirationPlugin({ maxEntries: 2000 })],
  }),
);

/**
 * The caches of builds no kept article needs: a build's pages cache once it is empty, and the
 * shells of builds with no pages left, but never this build's. Run by the newest worker alone,
 * when it takes over, so no worker removes a newer one's shell while it is being filled.
 */
async function removeUnusedBuilds() {
  const names = await caches.keys();
  const needed = new Set([BUILD]);
  for (const name of names) {
    const cache = cacheOfBuild(name);
    if (cache?.kind !== 'pages' || cache.build === BUILD) continue;
    if ((await (await caches.open(name)).keys()).length > 0) needed.add(cache.build);
    else await caches.delete(name);
  }
  for (const name of names) {
    const cache = cacheOfBuild(name);
    if (cache?.kind === 'shell' && !needed.has(cache.build)) await caches.delete(name);
  }
}

self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(removeUnusedBuilds()));
clientsClaim();
