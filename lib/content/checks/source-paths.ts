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
/** Hosts of APIs with no page of their own, and every name under them. */
const API_SITES = ['eutils.ncbi.nlm.nih.gov', 'googleapis.com', 'graph.microsoft.com'];
/** Host label parts of an API: api.fda.gov, fhir.nhs.uk (FHIR, the health records API). */
const API_LABEL = /^(?:apis?|fhir)$/;
/** A web service's endpoint file: /Data.svc/Items, /lookup.asmx/GetAll, /esearch.fcgi. */
const SERVICE_FILE = /\.(?:svc|asmx|fcgi)$/i;
/** `rest` and `services` are ordinary words in a path; followed by a version, they are an API. */
const VERSIONED_ROOTS = new Set(['rest', 'services']);
const VERSION = /^(?:v\d+(?:\.\d+)*|\d+\.\d+)$/i;
/** A Socrata data set's id after /resource/ (data.cdc.gov/resource/abcd-1234): its API. */
const DATASET_ID = /^[a-z\d]{4}-[a-z\d]{4}(?:\.\w+)?$/i;
/** Keys that ask an API (ArcGIS's f=, NCBI's retmode=) for its answer in a data format. */
const API_FORMAT_KEYS = new Set(['f', 'retmode']);

/** Data, spreadsheets, references and plain text. Word documents are left: guidelines use them. */
const DATA_FILE =
  /\.(?:json|jsonl|jsonld|ndjson|geojson|xml|csv|tsv|txt|ya?ml|rdf|rss|atom|kml|kmz|gpx|parquet|xlsx?|xlsm|xlsb|xltx|ods|fods|numbers|sav|dta|sas7bdat|xpt|rds|feather|arrow|avro|h5|sqlite3?|sql|db|mdb|accdb|dbf|ris|nbib|bib|enw|ciw|md|markdown|text|log|ics|vcf)$/i;
/** Archives, programs, scripts, disk images, slide decks and videos. */
const DOWNLOAD =
  /\.(?:zip|gz|tgz|tar|7z|rar|bz2|xz|cab|exe|msi|msix|dmg|pkg|deb|rpm|apk|ipa|appimage|iso|img|jar|bat|cmd|ps1|sh|vbs|js|hta|scr|docm|dotm|ppt|pptx|pptm|odp|pps|ppsx|potx|key|mp4|m4v|mov|webm|avi|mkv|wmv|flv|torrent|py|dll|bin|so|epub|mobi)$/i;
/** A query that asks for the data behind a page rather than the page: ?format=json. */
const FORMAT_KEYS = new Set(['format', '_format', 'output', 'alt', 'outputformat']);
const DATA_FORMATS = new Set([
  'csv', 'doc', 'docx', 'geojson', 'json', 'jsonl', 'ods', 'odt', 'pjson', 'ppt', 'pptx', 'rdf',
  'rtf', 'tsv', 'txt', 'xls', 'xlsx', 'xml',
]); // prettier-ignore
/** A query value as a server reads it: decoded, cut at a NUL or a `;`, in lower case. */
const formatOf = (value: string) => withoutParameters(decodedFully(value)).trim().toLowerCase();

const SEARCH_SEGMENT = /^(?:yand|site[-_]?)?search(?:[-_]?results?)?(?:\.\w+)?$/i;
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
  'kw',
  'terms',
  'keys',
  'search_api_fulltext',
  'searchterms',
  'searchword',
  'lookfor',
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
  // A key written as an array (q[]=) is that key.
  const query = [...url.searchParams].map(
    ([key, value]) => [key.toLowerCase().replace(/\[\]$/, ''), value] as const,
  );
  const keys = query.map(([key]) => key);
  const api =
    API_SITES.some((site) => within(host, site)) ||
    host
      .split('.')
      .slice(0, -1)
      .some((label) => labelParts(label).some((p) => API_LABEL.test(p))) ||
    lower.some((s) => API_SEGMENTS.has(s) || SERVICE_FILE.test(s)) ||
    lower.some((s, i) => VERSIONED_ROOTS.has(s) && VERSION.test(lower[i + 1] ?? '')) ||
    // REST in capitals is the API's name; rest followed by more of a path is its root too.
    segments.some((s, i) => s === 'REST' || (s === 'rest' && i < segments.length - 1)) ||
    lower.some((s, i) => s === 'resource' && DATASET_ID.test(segments[i + 1] ?? '')) ||
    query.some(([key, value]) => API_FORMAT_KEYS.has(key) && DATA_FORMATS.has(formatOf(value))) ||
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
  // A file handed over rather than shown: ?download=1, Google storage's ?alt=media.
  if (
    query.some(
      ([key, value]) =>
        (key === 'download' && /^(?:1|true|yes)$/i.test(value)) ||
        (key === 'alt' && value.toLowerCase() === 'media'),
    )
  )
    return { kind: 'download', why: `${host}${url.pathname} hands over a file, not a page` };
  const format = query.find(
    ([key, value]) => FORMAT_KEYS.has(key) && DATA_FORMATS.has(formatOf(value)),
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

/** A route of a page run in the browser that is a search: #/search/term, #!/search?q=. */
function searchRoute(hash: string): boolean {
  const fragment = decodedFully(hash.slice(1));
  if (!/^!?\//.test(fragment)) return false;
  return fragment.split(/[/?&#!]/).some((piece) => SEARCH_SEGMENT.test(piece));
}

/** A page named for searching: search-page, doSearch, searchResults, advanced-search, Search.aspx. */
const NAMED_SEARCH = /(?:^|[-_.]|do|advanced)search(?:[-_.]|results?|page|form|$)/i;

function isSearch(url: URL, host: string, segments: string[], keys: string[]): boolean {
  const last = segments.at(-1) ?? '';
  const home = url.pathname === '/';
  const ncbi = within(host, NCBI);
  const asked = keys.length > 0;
  const searchAt = segments.findIndex((s) => SEARCH_SEGMENT.test(s));
  return (
    // Google Scholar is a search engine, whatever its page (results, citations, a lookup).
    /^scholar\.google\./.test(host) ||
    SEARCH_SEGMENT.test(last) ||
    (asked && segments.some((s) => NAMED_SEARCH.test(s))) ||
    // Results asked for with a query: /ct2/results?cond=.
    (asked && /^results?$/i.test(last)) ||
    // A search's form or terms right after it in the path: /search/advanced/..., /search/title:x/.
    (searchAt >= 0 && /^advanced$|:/i.test(decodedFully(segments[searchAt + 1] ?? ''))) ||
    // A search with its terms as the last segment: /en/search/asthma. Deeper, /search/ is a topic.
    SEARCH_SEGMENT.test(segments.at(-2) ?? '') ||
    searchRoute(url.hash) ||
    // Baidu's mobile search: m.baidu.com/s?word=.
    (/^s$/i.test(last) && segments.length === 1 && keys.includes('word')) ||
    // Yahoo's search: search.yahoo.com/?p=, /search?p=.
    (within(host, 'search.yahoo.com') && keys.includes('p')) ||
    // A "find" page asked for a term: /find?term=.
    (/^find$/i.test(last) && keys.some((key) => HOME_SEARCH_KEYS.has(key))) ||
    (/^results?$/i.test(last) && /^search$/i.test(segments.at(-2) ?? '')) ||
    [...keys, ...fragmentKeys(url.hash)].some((key) => SEARCH_KEYS.has(key)) ||
    (home && keys.some((key) => HOME_SEARCH_KEYS.has(key))) ||
    (keys.includes('s') && NOT_A_FILE.test(last)) ||
    (ncbi && (keys.includes('term') || (home && keys.length > 0)))
  );
}
