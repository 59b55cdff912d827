// What kind of IP address a URL's host is, when it is one rather than a name.

/**
 * URL parsing has already written any IPv4 host as a dotted quad (so 2130706433, 0x7f.1 and
 * 0177.0.0.1 arrive as 127.0.0.1) and any IPv6 host in brackets, compressed and in lower case.
 */
const DOTTED_QUAD = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

function ipv4Kind([a, b, c]: number[]): string {
  if (a === 127) return 'a loopback address (the computer the page is read on)';
  if (a === 0) return 'a "this network" address, not a site';
  if (a === 10 || (a === 172 && b! >= 16 && b! <= 31) || (a === 192 && b === 168))
    return 'a private network address';
  if (a === 169 && b === 254) return 'a link-local address';
  if (a === 100 && b! >= 64 && b! <= 127) return "a carrier's shared network address";
  if ((a === 192 && b === 0 && c === 2) || (a === 198 && b === 51 && c === 100))
    return 'an address reserved for documentation';
  if (a === 203 && b === 0 && c === 113) return 'an address reserved for documentation';
  if (a! >= 224) return 'a multicast or reserved address';
  return 'a bare IP address';
}

/** The eight 16-bit groups of a compressed IPv6 address such as fe80::1. */
function groups(text: string): number[] {
  const [head = '', tail] = text.split('::');
  const front = head ? head.split(':') : [];
  const back = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array(8 - front.length - back.length).fill('0');
  return [...front, ...zeros, ...back].map((group) => parseInt(group, 16));
}

function ipv6Kind(text: string): string {
  const g = groups(text);
  if (g.slice(0, 5).every((n) => n === 0) && g[5] === 0xffff) {
    const ipv4 = [g[6]! >> 8, g[6]! & 255, g[7]! >> 8, g[7]! & 255];
    return `an IPv4 address (${ipv4.join('.')}) in IPv6 form, ${ipv4Kind(ipv4)}`;
  }
  if (g.slice(0, 7).every((n) => n === 0))
    return g[7] === 1 ? 'the loopback address (the computer the page is read on)' : 'no address';
  if ((g[0]! & 0xfe00) === 0xfc00) return 'a unique local (private network) address';
  if ((g[0]! & 0xffc0) === 0xfe80) return 'a link-local address';
  if (g[0] === 0x2001 && g[1] === 0xdb8) return 'an address reserved for documentation';
  if ((g[0]! & 0xff00) === 0xff00) return 'a multicast address';
  return 'a bare IP address';
}

/** What kind of IP address `hostname` (as URL parsing gives it) is, or undefined for a name. */
export function ipAddressKind(hostname: string): string | undefined {
  if (hostname.startsWith('[') && hostname.endsWith(']')) return ipv6Kind(hostname.slice(1, -1));
  const quad = DOTTED_QUAD.exec(hostname);
  return quad ? ipv4Kind(quad.slice(1).map(Number)) : undefined;
}

/**
 * Four numbers of an IPv4 address written inside a name, with dashes in one label
 * (`127-0-0-1.traefik.me`, `ip-10-0-0-1.example.net`) or as labels before other ones
 * (`10.0.0.1.nip.io`): services answer such names with that address.
 */
const SPELLED_IPV4 = /(?<![\da-z])(?=(\d{1,3})([-.])(\d{1,3})\2(\d{1,3})\2(\d{1,3})(?!\d))/g;

/** The IPv4 address spelled inside `host` (lower case, a name), as a dotted quad, or undefined. */
export function spelledIpv4(host: string): string | undefined {
  for (const found of host.matchAll(SPELLED_IPV4)) {
    const numbers = [found[1], found[3], found[4], found[5]].map(Number);
    if (numbers.every((n) => n <= 255)) return numbers.join('.');
  }
  return undefined;
}
