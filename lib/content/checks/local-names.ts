// Names that lead to the machine the page is read on, or through a tunnel to someone's own computer.
import { spelledIpv4 } from './ip-addresses';
import { labelParts, within } from './source-hosts';

/**
 * Services whose names, and every name under them, answer with the asking machine's address
 * (`127.0.0.1.nip.io`, `localtest.me`, `1u.ms`) or pass through a tunnel into a computer of
 * someone's own (ngrok, Cloudflare's quick tunnels, localhost.run, VS Code's dev tunnels...).
 */
const LOCAL_AND_TUNNELS = [
  '1u.ms', 'bore.pub', 'devtunnels.ms', 'fuf.me', 'lacolhost.com', 'lhr.life', 'lhr.rocks',
  'loca.lt', 'local.gd', 'localh.st', 'localho.st', 'localhost.direct', 'localhost.run',
  'localtest.me', 'localtunnel.me', 'loclx.io', 'loophole.site', 'lvh.me', 'ngrok-free.app',
  'ngrok-free.dev', 'ngrok.app', 'ngrok.dev', 'ngrok.io', 'ngrok.pizza', 'nip.io', 'pagekite.me',
  'pinggy.link', 'pinggy.online', 'rbndr.us', 'serveo.net', 'serveousercontent.com',
  'share.zrok.io', 'smackaho.st', 'sslip.io', 'traefik.me', 'trycloudflare.com', 'ts.net',
  'tunnelmole.net', 'tunnelto.dev', 'vcap.me', 'xip.io',
]; // prettier-ignore

/**
 * Two IPv4 addresses as eight hex digits each, one label after the other (`7f000001.c0a80001.`):
 * DNS rebinding services answer such a name with one address and then the other.
 */
const REBINDING = /(?:^|\.)[\da-f]{8}\.[\da-f]{8}\./;

/** Why `host` (lower case, a name) leads to someone's own computer, or undefined. */
export function localName(host: string): string | undefined {
  const service = LOCAL_AND_TUNNELS.find((site) => within(host, site));
  if (service)
    return `${host} is under ${service}, which leads to someone's own computer, not a public site`;
  if (REBINDING.test(host))
    return `${host} names two addresses in hex, as DNS rebinding services do to reach a computer of their choosing`;
  const spelled = spelledIpv4(host);
  if (spelled)
    return `${host} spells the address ${spelled} in its name, as names that lead to one computer do; a public site is named`;
  if (host.split('.').some((label) => labelParts(label).includes('localhost')))
    return `${host} has localhost as a label, a name for the computer the page is read on`;
  return undefined;
}
