import os from 'node:os';

/**
 * The names the preview server answers to (DNS rebinding: a page of another site whose name is
 * made to point at this machine sends that name as Host and Origin). On loopback: localhost,
 * 127.0.0.1 and [::1] with the server's port. Opened to the network (HOST=0.0.0.0 or an address):
 * also the machine's own addresses, and the entries of ALLOWED_HOSTS, separated by commas: a name
 * or an IP address (`clinic.local`, `192.168.1.20`, `2001:db8::1` or `[2001:db8::1]`) on the
 * server's port, or with a port of its own (`clinic.local:8080`, `[2001:db8::1]:8080`). Compared
 * without regard to case, IPv6 addresses in any of their forms. A Host without a port is on the
 * scheme's own port, which a browser leaves out: 80, or 443 behind a TLS proxy.
 */

const LOOPBACK = ['localhost', '127.0.0.1', '[::1]'];
const ANY = new Set(['0.0.0.0', '::', '[::]']);
/** The ports a browser leaves out of Host: http's and https's (TLS in front of the server). */
const DEFAULT_PORTS = [80, 443];

/** A name of letters, digits and inner hyphens in dot-separated labels (IPv4 addresses too). */
const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const NAME = new RegExp(`^(?=.{1,253}$)${LABEL}(?:\\.${LABEL})*$`);

/** A host read from an entry or a header: its name (an IPv6 address in brackets) and any port. */
type Host = { name: string; port?: number };

function readPort(text: string | undefined): number | null | undefined {
  if (text === undefined) return undefined;
  const port = /^\d{1,5}$/.test(text) ? Number(text) : 0;
  return port >= 1 && port <= 65535 ? port : null;
}

/** An IPv6 address as browsers write it in Host and Origin: bracketed, compressed, lower case. */
function ipv6(text: string): string | null {
  if (!/^[0-9a-f:.]+$/i.test(text)) return null;
  try {
    return new URL(`http://[${text}]/`).hostname;
  } catch {
    return null;
  }
}

/** `name`, `name:port`, `[v6]`, `[v6]:port`, or a bare IPv6 address (two colons or more). */
function readHost(text: string): Host | null {
  const bracketed = /^\[([^\]]*)\](?::([^:]*))?$/.exec(text);
  if (bracketed) {
    const name = ipv6(bracketed[1]!);
    const port = readPort(bracketed[2]);
    return name && port !== null ? { name, port } : null;
  }
  if ((text.match(/:/g) ?? []).length > 1) {
    const name = ipv6(text);
    return name ? { name } : null;
  }
  const [name = '', portText] = text.toLowerCase().split(':');
  const port = readPort(portText);
  return NAME.test(name) && port !== null ? { name, port } : null;
}

/**
 * The entries of ALLOWED_HOSTS; a malformed one is an error that names it, so a typing mistake
 * stops the server at start-up rather than refusing every request with 421.
 */
export function readHostList(list = ''): Host[] {
  return list
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const host = readHost(entry);
      if (!host)
        throw new Error(
          `ALLOWED_HOSTS: "${entry}" is not a host name or IP address, alone or with a port ` +
            '(clinic.local, clinic.local:8080, 192.168.1.20, 2001:db8::1, [2001:db8::1]:8080).',
        );
      return host;
    });
}

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

/** Every `name:port` the server answers to, in lower case, IPv6 addresses as browsers write them. */
export function allowedHosts({
  listen,
  port,
  extra = '',
  interfaces = ownAddresses,
}: HostSettings) {
  const entries = readHostList(extra);
  const names = new Set(LOOPBACK);
  const network = !LOOPBACK.includes(bracketed(listen)) && listen !== '::1';
  if (network) {
    if (ANY.has(listen)) for (const address of interfaces()) names.add(bracketed(address));
    else names.add(bracketed(listen));
  }
  const hosts = new Set<string>();
  for (const name of names) {
    const host = readHost(name.toLowerCase());
    if (host) hosts.add(`${host.name}:${port}`);
  }
  if (network) for (const entry of entries) hosts.add(`${entry.name}:${entry.port ?? port}`);
  return hosts;
}

/** Whether a Host header names the server (without a port: on port 80, or 443 behind TLS). */
export function isAllowedHost(header: string | undefined, allowed: ReadonlySet<string>): boolean {
  const host = header === undefined ? null : readHost(header);
  if (!host) return false;
  return (host.port ? [host.port] : DEFAULT_PORTS).some((port) =>
    allowed.has(`${host.name}:${port}`),
  );
}

/**
 * Whether an Origin header is this server: http:// and one of its names, or https:// on port
 * 443 (the server behind a TLS proxy).
 */
export function isOwnOrigin(origin: string, allowed: ReadonlySet<string>): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false; // 'null' (a sandboxed or file page) and anything unparsable
  }
  if (url.pathname !== '/') return false;
  if (url.protocol === 'http:') return allowed.has(`${url.hostname}:${url.port || 80}`);
  return url.protocol === 'https:' && url.port === '' && allowed.has(`${url.hostname}:443`);
}
