// Source addresses a reader cannot rely on (test hosts, APIs, archives, search pages).
import type { Source } from '../schema';
import type { Finding } from '../types';

/**
 * Source addresses a reader cannot rely on: a test or staging copy of a site, an API or a data
 * file, an archived copy, a site's search results. Judged on whole parts of the address (host
 * labels and their hyphenated parts, path segments), so that `devon.gov.uk` or a page about
 * testicular cancer is not taken for a test host.
 */

export type UnfitKind =
  'non-production host' | 'API endpoint' | 'data file' | 'archived copy' | 'search results';

export type Unfit = { kind: UnfitKind; why: string };

/** Where the allowed exceptions live, each with its reason. */
export const SOURCE_EXCEPTIONS_FILE = 'content/source-exceptions.yml';

const NON_PRODUCTION = new Set([
  'test',
  'staging',
  'stg',
  'dev',
  'development',
  'uat',
  'qa',
  'sandbox',
  'preprod',
]);
const ARCHIVE_LABELS = new Set(['archive', 'webarchive', 'wayback', 'webcitation', 'ghostarchive']);
const ARCHIVE_SITES = new Set(['perma.cc', 'archive-it.org', 'cachedview.nl']);
const DATA_FILE = /\.(?:json|xml|csv|ya?ml|rdf)$/i;
const SEARCH_SEGMENT = /^search(?:[-_]?results?)?(?:\.\w+)?$/i;
const SEARCH_KEYS = new Set([
  'q',
  'query',
  'search',
  'searchterm',
  'searchquery',
  'search_query',
  'keywords',
]);

/** A host label's parts: `ncd-test2` -> ['ncd', 'test']. */
const parts = (label: string) => label.split('-').map((part) => part.replace(/\d+$/, ''));

export function unfitAddress(address: string): Unfit | undefined {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return undefined;
  }
  const host = url.hostname.toLowerCase();
  // The top-level domain is a name, not a stage: web.dev and pkg.go.dev are live sites.
  const labels = host.split('.').slice(0, -1);
  const segments = url.pathname.split('/').filter(Boolean).map(decodeSegment);
  const archived =
    labels.some((label) => parts(label).some((part) => ARCHIVE_LABELS.has(part))) ||
    [...ARCHIVE_SITES].some((site) => host === site || host.endsWith(`.${site}`));
  if (archived) return { kind: 'archived copy', why: `${host} keeps archived copies of pages` };
  const stage = labels.flatMap(parts).find((part) => NON_PRODUCTION.has(part));
  if (stage)
    return { kind: 'non-production host', why: `${host} is a ${stage} host, not the live site` };
  if (
    labels.some((label) => parts(label).includes('api')) ||
    segments.some((s) => s.toLowerCase() === 'api')
  ) {
    return { kind: 'API endpoint', why: `${host}${url.pathname} is an API endpoint, not a page` };
  }
  const last = segments.at(-1) ?? '';
  if (DATA_FILE.test(last)) return { kind: 'data file', why: `${last} is a data file, not a page` };
  const searchKey = [...url.searchParams.keys()].find((key) => SEARCH_KEYS.has(key.toLowerCase()));
  const resultsPage =
    SEARCH_SEGMENT.test(last) ||
    (/^results?$/i.test(last) && /^search$/i.test(segments.at(-2) ?? ''));
  if (resultsPage || searchKey) {
    return { kind: 'search results', why: `${address} is a list of search results, not a page` };
  }
  return undefined;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * An error for each source on an unfit address, on its `url`, unless the address is one of the
 * allowed exceptions (address -> reason).
 */
export function sourceAddressFindings(
  sources: readonly Pick<Source, 'id' | 'url'>[],
  exceptions: ReadonlyMap<string, string>,
  field = 'sources',
): Finding[] {
  return sources.flatMap((source, index): Finding[] => {
    const unfit = exceptions.has(source.url) ? undefined : unfitAddress(source.url);
    if (!unfit) return [];
    return [
      {
        severity: 'error',
        field: `${field}.${index}.url`,
        message: `source "${source.id}" is not a page a reader can rely on (${unfit.kind}): ${unfit.why}`,
        fix: `cite the live page of a recognised body that says the same; if this address really is the right source, add it with its reason to ${SOURCE_EXCEPTIONS_FILE}`,
      },
    ];
  });
}
