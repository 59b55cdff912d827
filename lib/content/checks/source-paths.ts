// Paths and queries of what is not a page: an API, a data file, a download, search results.
import { decodedFully, pathSegments, withoutParameters } from './address-text';
import type { Unfit } from './source-addresses';
import { labelParts, within } from './source-hosts';

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
  'wp-admin',
  'admin-ajax.php',
]);
/** A web service's endpoint file: /Data.svc/Items, /lookup.asmx/GetAll. */
const SERVICE_FILE = /\.(?:svc|asmx)$/i;
/** `rest` and `services` are ordinary words in a path; followed by a version, they are an API. */
const VERSIONED_ROOTS = new Set(['rest', 'services']);
const VERSION = /^(?:v\d+(?:\.\d+)*|\d+\.\d+)$/i;

const DATA_FILE =
  /\.(?:json|jsonl|ndjson|geojson|xml|csv|tsv|ya?ml|rdf|rss|atom|kml|kmz|gpx|parquet|xlsx?|xlsm|xlsb|ods|sav|dta|sas7bdat|xpt|rds|feather|arrow|avro|sqlite3?|db|mdb|accdb|dbf)$/i;
const DOWNLOAD =
  /\.(?:zip|gz|tgz|tar|7z|rar|bz2|xz|exe|msi|msix|dmg|pkg|deb|rpm|apk|iso|jar|bat|cmd|ps1|sh|vbs|docm|dotm|pptm|torrent)$/i;
/** A query that asks for the data behind a page rather than the page: ?format=json. */
const FORMAT_KEYS = new Set(['format', '_format', 'output', 'alt', 'outputformat']);
const DATA_FORMATS = new Set(['json', 'jsonl', 'xml', 'csv', 'tsv', 'rdf']);

const SEARCH_SEGMENT = /^search(?:[-_]?results?)?(?:\.\w+)?$/i;
/** Keys of a search wherever they appear, Google Scholar's and Baidu's among them. */
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
  'as_q',
  'as_epq',
  'as_oq',
  'wd',
]);
/**
 * Keys that are a search only on a site's home page (WordPress's ?s=, ?k=, ?term=, ?text=): on
 * another page they are that page's own settings, such as ?s=information on a leaflet.
 */
const HOME_SEARCH_KEYS = new Set(['s', 'k', 'term', 'text']);
/** Not a named file (a folder, /blog, index.php): WordPress answers ?s= there with a search. */
const NOT_A_FILE = /^(?:[^.]*|index\.\w+)$/i;
/** PubMed's and NCBI's hosts, where ?term= is a search of the literature wherever it appears. */
const NCBI = 'ncbi.nlm.nih.gov';

/** What a file name is, when it names data or a download. */
function fileKind(name: string): Unfit | undefined {
  if (DATA_FILE.test(name)) return { kind: 'data file', why: `${name} is a data file, not a page` };
  if (DOWNLOAD.test(name))
    return { kind: 'download', why: `${name} is a file to download and open, not a page` };
  return undefined;
}

/** Why the path or query of `url` (on `host`, as `hostOf` gives it) is not a page, or undefined. */
export function unfitPath(url: URL, host: string): Unfit | undefined {
  const segments = pathSegments(url.pathname).map(withoutParameters);
  const lower = segments.map((s) => s.toLowerCase());
  const query = [...url.searchParams].map(([key, value]) => [key.toLowerCase(), value] as const);
  const keys = query.map(([key]) => key);
  const api =
    host
      .split('.')
      .slice(0, -1)
      .some((label) => labelParts(label).some((p) => /^apis?$/.test(p))) ||
    lower.some((s) => API_SEGMENTS.has(s) || SERVICE_FILE.test(s)) ||
    lower.some((s, i) => VERSIONED_ROOTS.has(s) && VERSION.test(lower[i + 1] ?? '')) ||
    keys.includes('rest_route');
  if (api)
    return { kind: 'API endpoint', why: `${host}${url.pathname} is an API endpoint, not a page` };
  const file = fileKind(segments.at(-1) ?? '');
  if (file) return file;
  // A script handed a file to send: download.php?file=data.csv.
  for (const text of query.flat()) {
    const named = fileKind(withoutParameters(pathSegments(decodedFully(text)).at(-1) ?? ''));
    if (named) return named;
  }
  const format = query.find(
    ([key, value]) => FORMAT_KEYS.has(key) && DATA_FORMATS.has(value.toLowerCase()),
  );
  if (format)
    return { kind: 'data file', why: `${format.join('=')} asks for the data, not the page` };
  if (isSearch(url, host, segments, keys))
    return { kind: 'search results', why: `${url.href} is a list of search results, not a page` };
  return undefined;
}

/** The keys of a query written in the fragment, as pages run in the browser keep it: #q=, #/?q=. */
function fragmentKeys(hash: string): string[] {
  const fragment = decodedFully(hash.slice(1));
  if (!fragment.includes('=')) return [];
  const query = fragment.slice(fragment.lastIndexOf('?') + 1).replace(/^[!/]+/, '');
  return [...new URLSearchParams(query).keys()].map((key) => key.toLowerCase());
}

function isSearch(url: URL, host: string, segments: string[], keys: string[]): boolean {
  const last = segments.at(-1) ?? '';
  const home = url.pathname === '/';
  const ncbi = within(host, NCBI);
  return (
    SEARCH_SEGMENT.test(last) ||
    (/^results?$/i.test(last) && /^search$/i.test(segments.at(-2) ?? '')) ||
    [...keys, ...fragmentKeys(url.hash)].some((key) => SEARCH_KEYS.has(key)) ||
    (home && keys.some((key) => HOME_SEARCH_KEYS.has(key))) ||
    (keys.includes('s') && NOT_A_FILE.test(last)) ||
    (ncbi && (keys.includes('term') || (home && keys.length > 0)))
  );
}
