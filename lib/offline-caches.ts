/**
 * The caches of the service worker (service-worker/sw.ts), named by build: the offline page reads
 * the pages too. A build is the hash of its precache list, so two builds with the same scripts,
 * styles, fonts and shell pages share their caches.
 * - `healthhub-shell-{build}-{scope}`: the build's precache (Workbox names it);
 * - `healthhub-pages-{build}`: the articles read while that build's worker was in charge, each
 *   kept in one build's cache only.
 */
export const CACHE_PREFIX = 'healthhub';

export const shellCachePart = (build: string) => `shell-${build}`;
export const pagesCacheName = (build: string) => `${CACHE_PREFIX}-pages-${build}`;

/** Which build's shell or pages a cache holds; null for any other cache. */
export function cacheOfBuild(name: string): { kind: 'shell' | 'pages'; build: string } | null {
  const match = /^healthhub-(shell|pages)-([0-9a-z]+)(?:-|$)/.exec(name);
  return match ? { kind: match[1] as 'shell' | 'pages', build: match[2]! } : null;
}

export const isPagesCache = (name: string) => cacheOfBuild(name)?.kind === 'pages';

/** A short, stable id of a precache list (FNV-1a over its JSON). */
export function buildIdOf(precacheList: unknown): string {
  let hash = 0x811c9dc5;
  for (const char of JSON.stringify(precacheList)) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}
