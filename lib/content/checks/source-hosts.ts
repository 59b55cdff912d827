// Hosts that are not a named public site: IP addresses, look-alikes, reserved names.
import { lookAlikeHost } from './host-scripts';
import { ipAddressKind } from './ip-addresses';
import type { Unfit } from './source-addresses';

/**
 * Endings no public site has: the special-use names (RFC 6761: test, example, invalid,
 * localhost; RFC 6762: local; RFC 9476: alt; RFC 7686: onion), the names reserved or never
 * given out for private networks (internal, home, corp, lan, intranet, localdomain), the
 * infrastructure domain arpa, and the example second-level domains.
 */
const RESERVED_ENDINGS = [
  'test',
  'example',
  'invalid',
  'localhost',
  'local',
  'alt',
  'onion',
  'internal',
  'home',
  'corp',
  'lan',
  'intranet',
  'localdomain',
  'arpa',
  'example.com',
  'example.net',
  'example.org',
];

/** Whether `host` is `site` or a name under it. */
export const within = (host: string, site: string) => host === site || host.endsWith(`.${site}`);

/** A host label's parts, without the numbers they end in: `ncd-test2` -> ['ncd', 'test']. */
export const labelParts = (label: string) =>
  label.split('-').map((part) => part.replace(/\d+$/, ''));

/**
 * The host of `url` in lower case without its final dots: `nhs.uk.` and `nhs.uk..` name nhs.uk,
 * and `0x7f.1..` is the address 127.0.0.1 once they are gone.
 */
export function hostOf(url: URL): string {
  const host = url.hostname.toLowerCase().replace(/\.+$/, '');
  if (host === url.hostname.toLowerCase()) return host;
  try {
    return new URL(`http://${host}/`).hostname;
  } catch {
    return host;
  }
}

/** Why `host` (as `hostOf` gives it) is not a named public site, or undefined. */
export function unfitHost(host: string): Unfit | undefined {
  const ip = ipAddressKind(host);
  if (ip)
    return {
      kind: 'IP address',
      why: `${host} is ${ip}; a source a reader can rely on is a named site`,
    };
  if (host.split('.').some((label) => !label))
    return { kind: 'look-alike host', why: `${host} has an empty label: no site is named so` };
  const lookAlike = lookAlikeHost(host);
  if (lookAlike) return { kind: 'look-alike host', why: lookAlike };
  const ending = RESERVED_ENDINGS.find((name) => within(host, name));
  if (ending)
    return {
      kind: 'reserved domain',
      why: `${host} ends in ${ending}, a name kept for tests, examples or local networks, never a public site`,
    };
  if (!host.includes('.'))
    return {
      kind: 'reserved domain',
      why: `${host} is a name only a local network knows, not a public site`,
    };
  return undefined;
}
