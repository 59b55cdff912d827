import {
  buildIdOf,
  cacheOfBuild,
  isPagesCache,
  pagesCacheName,
  shellCachePart,
} from '@/lib/offline-caches';
import { statusText } from '@/lib/search/status';

describe("the service worker's caches", () => {
  it('name each build’s shell and pages so they can be told apart and removed together', () => {
    const build = buildIdOf([{ url: 'index.html', revision: 'a1' }, '_next/static/chunks/x-1.js']);
    expect(build).toMatch(/^[0-9a-z]+$/);
    // Workbox names the precache prefix-part-scope.
    const shell = `healthhub-${shellCachePart(build)}-https://example.org/healthhub/`;
    expect(cacheOfBuild(shell)).toEqual({ kind: 'shell', build });
    expect(cacheOfBuild(pagesCacheName(build))).toEqual({ kind: 'pages', build });
    expect(isPagesCache(pagesCacheName(build))).toBe(true);
    for (const other of [
      'healthhub-assets',
      'healthhub-search-files',
      'workbox-precache-v2-x',
      shell,
    ])
      expect(isPagesCache(other)).toBe(false);
    expect(cacheOfBuild('healthhub-images')).toBeNull();
  });

  it('give a build the same id for the same precache list and another for any change', () => {
    const list = [{ url: 'index.html', revision: 'a1' }, '_next/static/css/x.css'];
    expect(buildIdOf(list)).toBe(buildIdOf(JSON.parse(JSON.stringify(list))));
    const ids = new Set([
      buildIdOf(list),
      buildIdOf([{ url: 'index.html', revision: 'a2' }, '_next/static/css/x.css']),
      buildIdOf([{ url: 'index.html', revision: 'a1' }, '_next/static/css/y.css']),
      buildIdOf([{ url: 'index.html', revision: 'a1' }]),
    ]);
    expect(ids.size).toBe(4);
  });
});

describe('the search status offline', () => {
  it('says results may be incomplete, or that the files are not on this device', () => {
    expect(statusText('incomplete', 2, 'sleep', true)).toBe(
      'You are offline: 2 results for "sleep" from the articles this device can search. Results may be incomplete.',
    );
    expect(statusText('error', 0, 'sleep', true)).toMatch(
      /^You are offline, and this search needs files/,
    );
    expect(statusText('final', 1, 'sleep', true)).toBe('1 result for "sleep"');
    expect(statusText('incomplete', 2, 'sleep')).toMatch(/^Search is incomplete/);
  });
});
