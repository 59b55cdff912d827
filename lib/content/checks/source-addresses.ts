// Source addresses a reader cannot rely on (test hosts, APIs, archives, search pages).
import type { Source } from '../schema';
import type { Finding } from '../types';
import { unfitHost } from './source-hosts';

/**
 * Source addresses a reader cannot rely on: an IP address, a look-alike or reserved host name, a
 * test or staging copy of a site, an API, a data file or a download, an archived copy, a site's
 * search results. Judged on whole parts of the address (host labels and their hyphenated parts,
 * path segments, query keys), so that `devon.gov.uk` or a page about testicular cancer is not
 * taken for a test host. A PDF is a page here: guidelines are published as PDFs.
 */

export type UnfitKind =
  | 'IP address'
  | 'look-alike host'
  | 'reserved domain'
  | 'non-production host'
  | 'API endpoint'
  | 'data file'
  | 'download'
  | 'archived copy'
  | 'redirect'
  | 'search results';

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
/** Host labels (or their hyphenated parts) of web archives and caches: archive.ph, webcache... */
const ARCHIVE_LABELS = new Set([
  'archive',
  'webarchive',
  'wayback',
  'webcitation',
  'ghostarchive',
  'webcache',
  'cachedview',
  'mementoweb',
  'arquivo',
  'megalodon',
  'vefsafn',
  'webharvest',
  'bingj',
]);
/** Sites that serve stored or fetched copies of other sites' pages, and their subdomains. */
const ARCHIVE_SITES = new Set([
  'perma.cc',
  'archive-it.org',
  'cachedview.nl',
  'translate.goog',
  'ampproject.org',
]);
/** An address inside a path, as archives and proxies write it: /web/2020/https://... */
const CARRIED_ADDRESS = /https?(?::|%3a)(?:\/|%2f)/i;

/** A query value that is itself an address: the page sends the reader on to it. */
const ADDRESS_VALUE = /^\s*(?:https?:|\/\/|www\.)/i;

/** Link shorteners and the redirectors of social sites: the page is somewhere they hide. */
const REDIRECTORS = new Set([
  't.co', 'bit.ly', 'tinyurl.com', 'goo.gl', 'ow.ly', 'buff.ly', 'is.gd', 'lnkd.in', 'rb.gy',
  'cutt.ly', 'tiny.cc', 'shorturl.at', 't.ly', 'rebrand.ly', 'l.facebook.com', 'lm.facebook.com',
  'l.instagram.com', 'out.reddit.com', 'href.li', 'tr.ee', 'youtu.be',
]); // prettier-ignore

/**
 * Names that lead to the machine that asks (`127.0.0.1.nip.io`, `localtest.me`) or to a tunnel
 * into someone's own computer (ngrok, Cloudflare's quick tunnels): never a public site.
 */
const LOCAL_AND_TUNNELS = [
  'nip.io', 'sslip.io', 'xip.io', 'localtest.me', 'lvh.me', 'vcap.me', 'localhost.run',
  'ngrok.io', 'ngrok-free.app', 'ngrok.app', 'ngrok-free.dev', 'ngrok.dev', 'trycloudflare.com', 'loca.lt',
  'serveo.net', 'localhost.direct',
]; // prettier-ignore

const API_SEGMENTS = new Set([
  'api',
  'apis',
  '_api',
  'wp-json',
  'graphql',
  'odata',
  'jsonapi',
  'xmlrpc.php',
  'api.php',
]);
/** A web service's endpoint file: /Data.svc/Items, /lookup.asmx/GetAll. */
const SERVICE_FILE = /\.(?:svc|asmx)$/i;
/** `rest` and `services` are ordinary words in a path; followed by a version, they are an API. */
const VERSIONED_ROOTS = new Set(['rest', 'services']);
const VERSION = /^(?:v\d+(?:\.\d+)*|\d+\.\d+)$/i;

const DATA_FILE =
  /\.(?:json|jsonl|ndjson|geojson|xml|csv|tsv|ya?ml|rdf|parquet|xlsx?|ods|sav|dta|sas7bdat|rds|feather|arrow|avro|sqlite)$/i;
const DOWNLOAD = /\.(?:zip|gz|tgz|tar|7z|rar|bz2|xz|exe|msi|dmg|apk|iso)$/i;
/** A query that asks for the data behind a page rather than the page: ?format=json. */
const FORMAT_KEYS = new Set(['format', '_format', 'output', 'alt', 'outputformat']);
const DATA_FORMATS = new Set(['json', 'jsonl', 'xml', 'csv', 'tsv', 'rdf']);

const SEARCH_SEGMENT = /^search(?:[-_]?results?)?(?:\.\w+)?$/i;
const SEARCH_KEYS = new Set([
  'q',
  'query',
  'search',
  'searchterm',
  'searchquery',
  'search_query',
  'search_term',
  'searchtext',
  'searchstring',
  'keywords',
  'keyword',
]);
/**
 * Keys that are a search only on a site's home page (WordPress's ?s=, ?k=, ?term=, ?text=): on
 * another page they are that page's own settings, such as ?s=information on a leaflet.
 */
const HOME_SEARCH_KEYS = new Set(['s', 'k', 'term', 'text']);
/** PubMed's and NCBI's hosts, where ?term= is a search of the literature wherever it appears. */
const NCBI = 'ncbi.nlm.nih.gov';

/** A host label's parts: `ncd-test2` -> ['ncd', 'test']. */
const parts = (label: string) => label.split('-').map((part) => part.replace(/\d+$/, ''));

export function unfitAddress(address: string): Unfit | undefined {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return undefined;
  }
  // A final dot names the same host (nhs.uk. is nhs.uk).
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  const unnamed = unfitHost(url.hostname, host);
  if (unnamed) return unnamed;
  if (url.username || url.password)
    return {
      kind: 'look-alike host',
      why: `the page is on ${host}: what comes before the @ (${decodeSegment(url.username).slice(0, 60)}) is a user name, not the site`,
    };
  const within = (site: string) => host === site || host.endsWith(`.${site}`);
  const local = LOCAL_AND_TUNNELS.find(within);
  if (local)
    return {
      kind: 'non-production host',
      why: `${host} is under ${local}, which leads to someone's own computer, not a public site`,
    };
  if (url.port)
    return {
      kind: 'non-production host',
      why: `${host}:${url.port} is served on a port of its own, as test servers are; the live site answers on the usual one`,
    };
  // A shared spreadsheet or a file in someone's drive: data or a download, not a page.
  if (
    /^docs\.google\.com\/spreadsheets\/|^drive\.google\.com\/(?:file|uc|open)/.test(
      `${host}${url.pathname}`,
    )
  )
    return { kind: 'data file', why: `${host}${url.pathname} is a shared file, not a page` };
  if (REDIRECTORS.has(host))
    return { kind: 'redirect', why: `${host} only sends the reader on: cite the page it leads to` };
  const onward = [...url.searchParams].find(([, value]) => ADDRESS_VALUE.test(value));
  if (onward)
    return {
      kind: 'redirect',
      why: `${host}${url.pathname} sends the reader on to ${onward[1].slice(0, 80)}: cite that page itself`,
    };
  // The top-level domain is a name, not a stage: web.dev and pkg.go.dev are live sites.
  const labels = host.split('.').slice(0, -1);
  const segments = url.pathname.split('/').filter(Boolean).map(decodeSegment);
  const lower = segments.map((s) => s.toLowerCase());
  const keys = [...url.searchParams.keys()].map((key) => key.toLowerCase());
  const archived =
    labels.some((label) => parts(label).some((part) => ARCHIVE_LABELS.has(part))) ||
    [...ARCHIVE_SITES].some((site) => host === site || host.endsWith(`.${site}`));
  if (archived)
    return { kind: 'archived copy', why: `${host} serves stored or fetched copies of pages` };
  if (CARRIED_ADDRESS.test(url.pathname))
    return {
      kind: 'archived copy',
      why: `${host}${url.pathname} carries another address inside it: a copy of that page, or a way to it`,
    };
  const stage = labels.flatMap(parts).find((part) => NON_PRODUCTION.has(part));
  if (stage)
    return { kind: 'non-production host', why: `${host} is a ${stage} host, not the live site` };
  const api =
    labels.some((label) => parts(label).some((part) => part === 'api' || part === 'apis')) ||
    lower.some((s) => API_SEGMENTS.has(s) || SERVICE_FILE.test(s)) ||
    lower.some((s, i) => VERSIONED_ROOTS.has(s) && VERSION.test(lower[i + 1] ?? '')) ||
    keys.includes('rest_route');
  if (api) {
    return { kind: 'API endpoint', why: `${host}${url.pathname} is an API endpoint, not a page` };
  }
  // A path parameter (`x.json;jsessionid=1`) is not part of the file's name.
  const last = (segments.at(-1) ?? '').replace(/;.*$/, '');
  if (DATA_FILE.test(last)) return { kind: 'data file', why: `${last} is a data file, not a page` };
  if (DOWNLOAD.test(last))
    return { kind: 'download', why: `${last} is a file to download and open, not a page` };
  const format = [...url.searchParams].find(
    ([key, value]) => FORMAT_KEYS.has(key.toLowerCase()) && DATA_FORMATS.has(value.toLowerCase()),
  );
  if (format)
    return { kind: 'data file', why: `${format.join('=')} asks for the data, not the page` };
  if (isSearch(url, host, segments, keys)) {
    return { kind: 'search results', why: `${address} is a list of search results, not a page` };
  }
  return undefined;
}

function isSearch(url: URL, host: string, segments: string[], keys: string[]): boolean {
  const last = segments.at(-1) ?? '';
  const home = url.pathname === '/';
  const ncbi = host === NCBI || host.endsWith(`.${NCBI}`);
  return (
    SEARCH_SEGMENT.test(last) ||
    (/^results?$/i.test(last) && /^search$/i.test(segments.at(-2) ?? '')) ||
    keys.some((key) => SEARCH_KEYS.has(key)) ||
    (home && keys.some((key) => HOME_SEARCH_KEYS.has(key))) ||
    (ncbi && (keys.includes('term') || (home && keys.length > 0)))
  );
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
