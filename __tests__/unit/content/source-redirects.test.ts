import { unfitAddress } from '@/lib/content/checks/source-addresses';
import { random } from '../../helpers/random';

/** Generated addresses: a page of an ordinary site, and the onward addresses hidden in it. */
function generator(seed: number) {
  const next = random(seed);
  next();
  const int = (from: number, to: number) => from + Math.floor(next() * (to - from + 1));
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const upper = (text: string) => (next() < 0.3 ? text.toUpperCase() : text);
  const label = () => pick(['www', 'nhs', 'cdc', 'health', 'mohfw', 'portal', 'my', 'go']);
  const tld = () => pick(['gov', 'gov.in', 'nhs.uk', 'org', 'com', 'scot', 'gov.uk']);
  const host = () => `${Array.from({ length: int(1, 2) }, label).join('.')}.${tld()}`;
  const path = () => pick(['', 'redirect', 'out', 'l.php', 'go/', 'conditions/asthma/', 'x.aspx']);
  return { next, int, pick, upper, host, path };
}
type Generator = ReturnType<typeof generator>;

const kindOf = (url: string) => [url, unfitAddress(url)?.kind];

/**
 * Another site's address as a page may carry it: absolute, scheme-relative, with backslashes
 * (which browsers read as slashes), or a bare www. name.
 */
const onward = (g: Generator) =>
  g.pick([
    `https://evil.org/page`,
    `http://evil.org`,
    `HTTPS://EVIL.ORG/x`,
    `https:evil.org/x`,
    `https:/evil.org/x`,
    `https:\\\\evil.org`,
    `ftp://evil.org/x`,
    `//evil.org/x`,
    `///evil.org/x`,
    `/\\evil.org/x`,
    `\\\\evil.org`,
    `\\/evil.org`,
    `www.evil.org/x`,
  ]);

/** A tab, line feed or carriage return inside the scheme: browsers drop them before reading it. */
function withBreak(g: Generator, address: string): string {
  const scheme = /^[a-z]+:/i.exec(address)?.[0].length ?? 0;
  if (scheme < 2 || g.next() < 0.4) return address;
  const at = g.int(1, scheme - 1);
  return `${address.slice(0, at)}${g.pick(['\t', '\n', '\r'])}${address.slice(at)}`;
}

/** Percent-encoded zero to three times; control characters always, as a URL must carry them. */
function encoded(g: Generator, address: string): string {
  let text = address;
  const times = g.int(0, 3);
  for (let i = 0; i < times; i += 1) text = encodeURIComponent(text);
  return text.replace(/[\t\n\r]/g, (ch) => encodeURIComponent(ch));
}

describe('a page that sends the reader on: another address carried in its query or fragment', () => {
  it('names an address in a query value or key, however written, broken or encoded', () => {
    const g = generator(71);
    for (let round = 0; round < 400; round += 1) {
      const carried = encoded(g, withBreak(g, onward(g)));
      const key = g.pick(['url', 'redirect', 'u', 'to', 'next', 'goto', 'dest', 'r', 'link', 'x']);
      const query = g.pick([
        `?${key}=${carried}`,
        `?lang=en&${g.upper(key)}=${carried}`,
        `?${carried}`,
        `?ref=home&${carried}`,
        `?${carried}=1`,
      ]);
      const url = `https://${g.host()}/${g.path()}${query}`;
      expect(kindOf(url)).toEqual([url, 'redirect']);
    }
  });

  it('names an address carried in the fragment', () => {
    const g = generator(72);
    for (let round = 0; round < 200; round += 1) {
      const carried = encoded(g, withBreak(g, onward(g)));
      const fragment = g.pick([
        `#${carried}`,
        `#url=${carried}`,
        `#!/go?to=${carried}`,
        `#/redirect?a=1&next=${carried}`,
      ]);
      const url = `https://${g.host()}/${g.path()}${fragment}`;
      expect(kindOf(url)).toEqual([url, 'redirect']);
    }
  });

  it('names the example addresses of each form', () => {
    for (const url of [
      'https://anonym.to/?https://evil.org/page',
      'https://nullrefer.com/?https://evil.org',
      'https://www.nhs.uk/out?redirect=h%09ttps://evil.org/x',
      'https://www.nhs.uk/out?redirect=/\\evil.org/x',
      'https://www.nhs.uk/out?url=%5C%5Cevil.org',
      'https://www.nhs.uk/out?url=https%253A%252F%252Fevil.org',
      'https://www.nhs.uk/out?url=https%25253A%25252F%25252Fevil.org',
      'https://www.nhs.uk/out?url=https:evil.org',
      'https://www.nhs.uk/conditions/#https://evil.org',
    ])
      expect(kindOf(url)).toEqual([url, 'redirect']);
  });

  it('leaves ordinary queries and fragments: ids, tabs, times, paths on the same site', () => {
    const g = generator(73);
    for (let round = 0; round < 300; round += 1) {
      const tail = g.pick([
        `?lang=${g.pick(['en', 'hi', 'cy'])}`,
        `?id=${g.int(1, 99999)}&tab=symptoms`,
        `?p=${g.int(1, 9999)}`,
        `?page=${g.int(1, 9)}&sort=date`,
        `?ref=home&utm_source=newsletter`,
        `?time=10%3A30`,
        `?next=/conditions/asthma/`,
        `?topic=https-explained`,
        `?tab=www-guide`,
        `?section=a%2Fb`,
        `#symptoms`,
        `#section-${g.int(1, 9)}`,
        `#:~:text=heart%20attack`,
        `?lang=1&level=3&sublinkid=1448&lid=797`,
      ]);
      const url = `https://${g.host()}/${g.pick(['', 'conditions/asthma/', 'index1.php', 'a.aspx'])}${tail}`;
      expect(kindOf(url)).toEqual([url, undefined]);
    }
  });
});

/** Shorteners and redirect services, each of which matches its subdomains too. */
const SHORTENERS = [
  '1drv.ms',
  'aka.ms',
  'amzn.to',
  'anonym.to',
  'bit.do',
  'bit.ly',
  'forms.gle',
  'go.usa.gov',
  'goo.gl',
  'is.gd',
  'nullrefer.com',
  'ow.ly',
  's.id',
  't.co',
  'tinyurl.com',
  'youtu.be',
];

describe('a shortener or a redirect service, and any subdomain of one', () => {
  it('names a listed host, its subdomains, in any case, with or without final dots', () => {
    const g = generator(74);
    for (let round = 0; round < 300; round += 1) {
      const sub = g.pick(['', 'www.', 'preview.', 'm.', 'a.b.']);
      const dots = g.pick(['', '.', '..']);
      const url = `https://${g.upper(`${sub}${g.pick(SHORTENERS)}`)}${dots}/${g.pick(['AbC12', 'x/y', ''])}`;
      expect(kindOf(url)).toEqual([url, 'redirect']);
    }
  });

  it('leaves a host that only ends in the same letters', () => {
    const g = generator(75);
    for (let round = 0; round < 100; round += 1) {
      const name = g.pick(SHORTENERS.filter((host) => host.split('.').length === 2));
      const url = `https://${g.pick(['my', 'nhs', 'habit', 'health'])}${name}/${g.pick(['', 'about'])}`;
      expect(kindOf(url)).toEqual([url, undefined]);
    }
  });
});
