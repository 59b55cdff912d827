import os from 'node:os';

/**
 * The names the preview server answers to (DNS rebinding: a page of another site whose name is
 * made to point at this machine sends that name as Host and Origin). On loopback: localhost,
 * 127.0.0.1 and [::1] with the server's port. Opened to the network (HOST=0.0.0.0 or an address):
 * also the machine's own addresses, and the names in ALLOWED_HOSTS (`clinic.local` or
 * `clinic.local:8080`, separated by commas). Compared without regard to case.
 */

const LOOPBACK = ['localhost', '127.0.0.1', '[::1]'];
const ANY = new Set(['0.0.0.0', '::', '[::]']);

const bracketed = (address: string) => (address.includes(':') ? `[${address}]` : address);

export type HostSettings = {
  /** The address the server listens on (HOST). */
  listen: string;
  port: number;
  /** ALLOWED_HOSTS, as given. */
  extra?: string;
  /** The machine's own addresses (os.networkInterfaces), when it is opened to the network. */
  interfaces?: () => string[];
};

const ownAddresses = () =>
  Object.values(os.networkInterfaces())
    .flat()
    .flatMap((entry) => (entry ? [entry.address] : []));

/** Every `name:port` the server answers to, in lower case (and bare names when the port is 80). */
export function allowedHosts({
  listen,
  port,
  extra = '',
  interfaces = ownAddresses,
}: HostSettings) {
  const names = new Set(LOOPBACK);
  const network = !LOOPBACK.includes(bracketed(listen)) && listen !== '::1';
  if (network) {
    if (ANY.has(listen)) for (const address of interfaces()) names.add(bracketed(address));
    else names.add(bracketed(listen));
  }
  const hosts = new Set<string>();
  for (const name of names) {
    hosts.add(`${name.toLowerCase()}:${port}`);
    if (port === 80) hosts.add(name.toLowerCase());
  }
  if (network) {
    for (const entry of extra
      .split(',')
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean)) {
      hosts.add(/:\d+$/.test(entry) ? entry : `${entry}:${port}`);
    }
  }
  return hosts;
}

/** Whether a Host header names the server. */
export const isAllowedHost = (host: string | undefined, allowed: ReadonlySet<string>) =>
  host !== undefined && allowed.has(host.toLowerCase());

/** Whether an Origin header is this server: http:// and one of its names. */
export function isOwnOrigin(origin: string, allowed: ReadonlySet<string>): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false; // 'null' (a sandboxed or file page) and anything unparsable
  }
  return url.protocol === 'http:' && url.pathname === '/' && allowed.has(url.host.toLowerCase());
}
