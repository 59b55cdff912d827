// Source addresses a reader cannot rely on: the rules, in the order they are applied.
import type { Source } from '../schema';
import type { Finding } from '../types';
import { decodedFully } from './address-text';
import { localName } from './local-names';
import { hostOf, unfitHost } from './source-hosts';
import { unfitPath } from './source-paths';
import { addressInPath, addressInQuery, redirectHost, redirectPage } from './source-redirects';
import { unfitSite } from './source-sites';

/**
 * Source addresses a reader cannot rely on: an IP address, a look-alike or reserved host name, a
 * name that leads to someone's own computer, a test, staging or preview copy of a site, a page
 * that sends the reader on (a shortener, another address in the query or fragment), an archived
 * copy, a shared file, an API, a data file or a download, a site's search results. Judged on whole
 * parts of the address (host labels and their hyphenated parts, path segments, query keys), each
 * fully decoded, so that `devon.gov.uk` or a page about testicular cancer is not taken for a test
 * host. A PDF is a page here: guidelines are published as PDFs.
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

/** Why `url` names a user before its host (`nice.org.uk@another.site`), or undefined. */
function userName(url: URL, host: string): Unfit | undefined {
  if (!url.username && !url.password) return undefined;
  return {
    kind: 'look-alike host',
    why: `the page is on ${host}: what comes before the @ (${decodedFully(url.username).slice(0, 60)}) is a user name, not the site`,
  };
}

function localOrPort(url: URL, host: string): Unfit | undefined {
  const local = localName(host);
  if (local) return { kind: 'non-production host', why: local };
  if (url.port)
    return {
      kind: 'non-production host',
      why: `${host}:${url.port} is served on a port of its own, as test servers are; the live site answers on the usual one`,
    };
  return undefined;
}

export function unfitAddress(address: string): Unfit | undefined {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return undefined;
  }
  const host = hostOf(url);
  return (
    unfitHost(host) ??
    userName(url, host) ??
    localOrPort(url, host) ??
    redirectHost(host) ??
    redirectPage(url, host) ??
    unfitSite(url, host) ??
    addressInPath(url, host) ??
    addressInQuery(url, host) ??
    unfitPath(url, host)
  );
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
