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

/** Why `host` (lower case, without a final dot) is not a named public site, or undefined. */
export function unfitHost(hostname: string, host: string): Unfit | undefined {
  const ip = ipAddressKind(hostname);
  if (ip)
    return {
      kind: 'IP address',
      why: `${hostname} is ${ip}; a source a reader can rely on is a named site`,
    };
  const lookAlike = lookAlikeHost(host);
  if (lookAlike) return { kind: 'look-alike host', why: lookAlike };
  const ending = RESERVED_ENDINGS.find((name) => host === name || host.endsWith(`.${name}`));
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
