// Addresses that send the reader on: shorteners, redirect services, another address carried inside.
import { decodedFully } from './address-text';
import type { Unfit } from './source-addresses';
import { within } from './source-hosts';

/**
 * Link shorteners, redirect and referrer-hiding services, and the redirectors of social sites: the
 * page is somewhere they hide. Each name and every name under it (www.bit.ly, preview.tinyurl.com).
 */
const REDIRECTORS = [
  '1drv.ms', 'adf.ly', 'aka.ms', 'amzn.eu', 'amzn.to', 'anonym.to', 'apple.co', 'b.link',
  'bit.do', 'bit.ly', 'bitly.com', 'bl.ink', 'blankrefer.com', 'buff.ly', 'clck.ru', 'cli.gs',
  'cutt.ly', 'cutt.us', 'db.tt', 'dlvr.it', 'fb.me', 'flip.it', 'forms.gle', 'g.co', 'go.gov.sg',
  'go.usa.gov', 'goo.gl', 'goo.su', 'hiderefer.com', 'href.li', 'hubs.la', 'hubs.ly', 'ift.tt',
  'is.gd', 'j.mp', 'l.facebook.com', 'l.instagram.com', 'l.messenger.com', 'linktr.ee',
  'lm.facebook.com', 'lnk.to', 'lnkd.in', 'mcaf.ee', 'msft.it', 'nullrefer.com', 'ouo.io',
  'out.reddit.com', 'ow.ly', 'po.st', 'qr.ae', 'qrco.de', 'rb.gy', 'rebrand.ly', 'redd.it', 's.id',
  'shorturl.at', 'shrtco.de', 'snip.ly', 'soo.gd', 'surl.li', 't.co', 't.ly', 'tiny.cc',
  'tiny.one', 'tinyurl.com', 'tr.ee', 'trib.al', 'u.to', 'urlz.fr', 'v.gd', 'we.tl', 'wp.me',
  'x.co', 'y2u.be', 'youtu.be',
]; // prettier-ignore

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

/** The first key or value of the query, or piece of the fragment, that is another address. */
function carriedAddress(url: URL): string | undefined {
  const query = [...url.searchParams].flat().map(decodedFully);
  const fragment = decodedFully(url.hash.slice(1));
  const pieces = [fragment, ...fragment.split(/[?&=#]/)];
  return [...query, ...pieces].find(isAddress);
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
