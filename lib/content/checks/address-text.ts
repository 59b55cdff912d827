// The text of a part of an address as a browser or a server finally reads it.

/** Percent-decoding is undone at most this many times: enough for any address a page carries. */
const MOST_ROUNDS = 32;

function decodeOnce(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    // A lone % or a broken UTF-8 sequence: decode the escapes that are whole, byte by byte.
    return text.replace(/%([0-9a-f]{2})/gi, (_, hex: string) =>
      String.fromCharCode(parseInt(hex, 16)),
    );
  }
}

function skipLeadingControls(text: string): string {
  let start = 0;
  while (start < text.length && text.charCodeAt(start) <= 0x20) start += 1;
  return text.slice(start);
}

/**
 * `text` percent-decoded again and again until nothing changes (a server or a redirect may decode
 * it more than once), with the tabs and line breaks browsers drop from an address taken out and
 * the leading spaces and control characters they skip taken off.
 */
export function decodedFully(text: string): string {
  let current = text;
  for (let round = 0; round < MOST_ROUNDS; round += 1) {
    const next = skipLeadingControls(decodeOnce(current).replace(/[\t\n\r]/g, ''));
    if (next === current) break;
    current = next;
  }
  return current;
}

/** The segments of a path once fully decoded: an encoded slash or a backslash divides them too. */
export const pathSegments = (pathname: string) =>
  decodedFully(pathname).split(/[/\\]/).filter(Boolean);

/**
 * A segment without its path parameters, or what follows a decoded `?`, `#` or NUL, which servers
 * cut the name at: `x.json;jsessionid=1` and `x.csv%00.html` name the files x.json and x.csv.
 */
export const withoutParameters = (segment: string) => segment.replace(/[;?#\0].*$/s, '');

/** Character references a page's HTML may leave in an address: &#47;, &#x2F;, &sol;, &amp;... */
const REFERENCE = /&(?:#(\d{1,7})|#x([\da-f]{1,6})|(sol|amp|colon|quest|equals|num|period));?/gi;
const NAMED: Record<string, string> = {
  amp: '&',
  colon: ':',
  equals: '=',
  num: '#',
  period: '.',
  quest: '?',
  sol: '/',
};

/** `text` with its character references replaced by the characters they stand for. */
export const referencesReplaced = (text: string) =>
  text.replace(REFERENCE, (whole, dec?: string, hex?: string, name?: string) => {
    if (name) return NAMED[name.toLowerCase()] ?? whole;
    const code = dec ? Number(dec) : parseInt(hex!, 16);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });

/** `text` with its character references replaced and percent-decoded, again and again. */
export function unescapedFully(text: string): string {
  let current = text;
  for (let round = 0; round < MOST_ROUNDS; round += 1) {
    const next = decodedFully(referencesReplaced(current));
    if (next === current) break;
    current = next;
  }
  return current;
}
