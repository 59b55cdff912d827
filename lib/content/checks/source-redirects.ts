// Addresses that send the reader on: shorteners, redirect services, another address carried inside.
import { decodedFully, pathSegments, referencesReplaced, unescapedFully } from './address-text';
import type { Unfit } from './source-addresses';
import { within } from './source-hosts';

/**
 * Link shorteners, redirect and referrer-hiding services, and the redirectors of social sites: the
 * page is somewhere they hide. Each name and every name under it (www.bit.ly, preview.tinyurl.com).
 */
const REDIRECTORS = [
  '1drv.ms', 'adf.ly', 'aka.ms', 'amzn.eu', 'amzn.to', 'anonym.to', 'apple.co', 'away.vk.com',
  '2u.pw', 'a.co', 'amzn.in', 'bbc.in', 'b.link', 'bit.do', 'bitly.ws', 'bit.ly', 'bitly.com', 'bitly.is', 'bl.ink', 'blankrefer.com', 'buff.ly',
  'clck.ru', 'cli.gs', 'cutt.ly', 'cutt.us', 'db.tt', 'dlvr.it', 'dub.sh', 'fb.me', 'flip.it',
  'forms.gle', 'g.co', 'gg.gg', 'git.io', 'goo.gle', 'han.gl', 'go.gov.sg', 'go.usa.gov', 'goo.gl', 'goo.su', 'hiderefer.com', 'href.li',
  'hubs.la', 'hubs.ly', 'ift.tt', 'is.gd', 'j.mp', 'kutt.it', 'l.linklyhq.com', 'lc.cx', 'lnk.bio', 'l.facebook.com', 'l.instagram.com',
  'l.messenger.com', 'linktr.ee', 'lm.facebook.com', 'lnk.to', 'lnkd.in', 'mcaf.ee', 'me2.do', 'msft.it',
  'n9.cl', 'nullrefer.com', 'nyti.ms', 'ouo.io', 'out.reddit.com', 'ow.ly', 'po.st', 'qr.ae', 'qrco.de', 'rb.gy',
  'rebrand.ly', 'redd.it', 's.id', 'safelinks.protection.outlook.com', 'short.gy', 'shorturl.at',
  'shor.by', 'shorturl.asia', 'shorturl.com', 'shrtco.de', 'snip.ly', 'soo.gd', 'spoo.me', 'surl.li', 't.co', 't.ly', 't2m.io', 'tinu.be', 'tiny.pl', 'tiny.cc', 'tiny.one',
  'tinyurl.com', 'tinyurl.is', 'tr.ee', 'tr.im', 'trib.al', 'u.to', 'urldefense.com',
  'urldefense.proofpoint.com', 'urlr.me', 'urlz.fr', 'vk.cc', 'v.gd', 'we.tl', 'wp.me', 'x.co', 'x.gd', 'y2u.be',
  'youtu.be', 'zpr.io',
]; // prettier-ignore

/** Pages of large sites that only send the reader on, by the path they have there. */
const REDIRECT_PAGES: readonly (readonly [string, RegExp, string?])[] = [
  ['facebook.com', /^l\.php$/i],
  ['go.microsoft.com', /^fwlink(?:\/|$)/i],
  ['google.com', /^(?:amp\/s|url)(?:\/|$)/i],
  ['linkedin.com', /^redir(?:\/|$)/i],
  ['translate.google.com', /^translate(?:\/|$)/i, 'u'],
];

/** Query keys that name where a page sends the reader next. */
const REDIRECT_KEYS = new Set([
  'callback', 'continue', 'dest', 'destination', 'forward', 'go', 'goto', 'link', 'next', 'out',
  'r', 'redir', 'redirect', 'redirect_to', 'redirect_uri', 'redirect_url', 'redirectto',
  'redirecturl', 'relaystate', 'return', 'return_path', 'return_to', 'returnpath', 'returnto',
  'returnuri', 'returnurl', 'service', 'success_url', 'target', 'to', 'u', 'url',
]); // prettier-ignore
/** Endings of page names that are not top-level domains: next=index.html is a page of the site. */
const PAGE_ENDINGS = new Set(['asp', 'aspx', 'cfm', 'htm', 'html', 'jsp', 'pdf', 'php', 'shtml']);

/**
 * Text that a browser or a server takes for another address: absolute (`https://`, or `https:`
 * alone, which a browser completes), scheme-relative (`//host`; `/\host` and `\\host`, as browsers
 * read a backslash as a slash), or a bare `www.` name.
 */
const ADDRESS_START = /^(?:[a-z][a-z\d+.-]*:[/\\]{2}|(?:https?|ftps?|wss?|file):|[/\\]{2}|www\.)/i;
/** An absolute address anywhere in the text: `next=/login?to=https://...`, `cache:https://...`. */
const ADDRESS_INSIDE = /(?:https?|ftps?):[/\\]{2}/i;
/** An address inside a path, as archives and proxies write it: /web/2020/https://... */
const PATH_ADDRESS = /https?:[/\\]/i;

const isAddress = (text: string) => ADDRESS_START.test(text) || ADDRESS_INSIDE.test(text);

/**
 * The keys and values of the query and the fragment, split at `&`, `;`, `?` and `#` once character
 * references are replaced (`?url=&#47;&#47;host` is cut at its `#` by a URL parser), each unescaped.
 */
function queryPairs(url: URL): (readonly [string, string])[] {
  const text = referencesReplaced(`${url.search}${url.hash}`);
  return text
    .split(/[?&;#]/)
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf('=');
      const [key, value] = at < 0 ? [pair, ''] : [pair.slice(0, at), pair.slice(at + 1)];
      return [unescapedFully(key.replace(/\+/g, ' ')), unescapedFully(value)] as const;
    });
}

/** An IPv4 address, with a port or a path after it: `1.2.3.4`, `1.2.3.4:8080/x`. */
const BARE_IP = /^[/\\]*\d{1,3}(?:\.\d{1,3}){3}(?::\d+)?(?:[/\\?#]|$)/;

/** An IPv4 address written as an integer or in hex ("2130706433", "0x7f.1"): 127.0.0.1. */
const NUMERIC_IP =
  /^[/\\]*(?:0x[\da-f]+|\d{8,})(?:\.(?:0x[\da-f]+|\d+)){0,3}(?::\d+)?(?:[/\\?#]|$)/i;

/**
 * Whether a value is a host a browser would go to: as the URL parser reads it (a user name before
 * `@`, dots before and after, letters of any script, an IP address however written), ending in a
 * top-level domain or an IP address; not a page name such as index.html.
 */
const isBareHost = (text: string) => {
  // The full stops of other scripts (。 ． ｡) are dots in a host name, as browsers read them.
  const dotted = text.replace(/[\u3002\uFF0E\uFF61]/g, '.');
  if (BARE_IP.test(dotted) || NUMERIC_IP.test(dotted)) return true;
  const written = dotted.replace(/^[/\\]*(?:[^@/\\?#]*@)?\.*/, '');
  if (!written.includes('.')) return false;
  let host: string;
  try {
    host = new URL(`http://${written}`).hostname.replace(/\.+$/, '');
  } catch {
    return false;
  }
  const ending = /\.([a-z]{2,24}|xn--[a-z\d-]+)$/i.exec(host)?.[1];
  return ending !== undefined && !PAGE_ENDINGS.has(ending.toLowerCase());
};

/** The first key or value of the query, or piece of the fragment, that is another address. */
function carriedAddress(url: URL): string | undefined {
  const query = [...url.searchParams].flat().map(decodedFully);
  const fragment = decodedFully(url.hash.slice(1));
  const pieces = [fragment, ...fragment.split(/[?&=#]/)];
  const pairs = queryPairs(url);
  return (
    [...query, ...pieces, ...pairs.flat()].find(isAddress) ??
    pairs.find(([key, value]) => REDIRECT_KEYS.has(key.toLowerCase()) && isBareHost(value))?.[1]
  );
}

/** Why `host` (as `hostOf` gives it) only sends the reader on, or undefined. */
export function redirectHost(host: string): Unfit | undefined {
  const service = REDIRECTORS.find((site) => within(host, site));
  if (service)
    return {
      kind: 'redirect',
      why: `${service === host ? host : `${host} is under ${service}, which`} only sends the reader on: cite the page it leads to`,
    };
  return undefined;
}

/** Why `url` is a page of a large site that only sends the reader on, or undefined. */
export function redirectPage(url: URL, host: string): Unfit | undefined {
  const path = pathSegments(url.pathname).join('/');
  const page = REDIRECT_PAGES.find(
    ([site, shape, key]) =>
      within(host, site) && shape.test(path) && (!key || url.searchParams.has(key)),
  );
  if (!page) return undefined;
  return {
    kind: 'redirect',
    why: `${host}/${path} only sends the reader on: cite the page it leads to`,
  };
}

/** Why `url` carries another address in its path (a copy of that page, or a way to it). */
export function addressInPath(url: URL, host: string): Unfit | undefined {
  if (!PATH_ADDRESS.test(decodedFully(url.pathname))) return undefined;
  return {
    kind: 'archived copy',
    why: `${host}${url.pathname} carries another address inside it: a copy of that page, or a way to it`,
  };
}

/** Why `url` sends the reader on to an address in its query or fragment, or undefined. */
export function addressInQuery(url: URL, host: string): Unfit | undefined {
  const onward = carriedAddress(url);
  if (onward === undefined) return undefined;
  return {
    kind: 'redirect',
    why: `${host}${url.pathname} sends the reader on to ${JSON.stringify(onward.slice(0, 80))}: cite that page itself`,
  };
}
