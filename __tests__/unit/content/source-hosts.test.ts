import { domainToASCII } from 'node:url';
import { unfitAddress } from '@/lib/content/checks/source-addresses';
import { random } from '../../helpers/random';

/** Generated hosts: ordinary labels and endings, and the parts each class puts among them. */
function generator(seed: number) {
  const next = random(seed);
  // Nearby seeds give nearly the same first draw: leave it, so each seed starts somewhere else.
  next();
  const int = (from: number, to: number) => from + Math.floor(next() * (to - from + 1));
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const upper = (text: string) => (next() < 0.3 ? text.toUpperCase() : text);
  const label = () => pick(['www', 'nhs', 'cdc', 'health', 'mohfw', 'portal', 'my', 'gov', '111']);
  const tld = () => pick(['gov', 'gov.in', 'nhs.uk', 'org', 'com', 'scot', 'gov.uk', 'ie']);
  const path = () =>
    pick(['', 'conditions/', 'health-topics/diabetes', 'a-z/heart/index.html', 'about?lang=1']);
  const port = () => (next() < 0.2 ? `:${pick([80, 443, 8080, 3000])}` : '');
  return { next, int, pick, upper, label, tld, path, port };
}

const kindOf = (url: string) => [url, unfitAddress(url)?.kind];

/** Letters of other scripts drawn like Latin ones: Cyrillic, Greek, Armenian. */
const LOOK_ALIKES: Record<string, string[]> = {
  a: ['\u0430', '\u03B1'],
  c: ['\u0441'],
  e: ['\u0435'],
  h: ['\u04BB', '\u0570'],
  i: ['\u0456', '\u03B9'],
  j: ['\u0458'],
  o: ['\u043E', '\u03BF', '\u0585'],
  p: ['\u0440', '\u03C1'],
  s: ['\u0455', '\u057D'],
  x: ['\u0445', '\u03C7'],
  y: ['\u0443'],
};

describe('a look-alike host: a label mixing letters of different scripts', () => {
  const words = ['nhs', 'nhsinform', 'cdc', 'who', 'nice', 'pubmed', 'medlineplus', 'hse', 'heart'];
  /** The word with one or more of its letters swapped for a look-alike of another script. */
  const spoofed = (g: ReturnType<typeof generator>, word: string) => {
    const letters = [...word];
    const places = letters.flatMap((ch, i) => (LOOK_ALIKES[ch] ? [i] : []));
    if (places.length === 0) return undefined;
    const count = g.int(1, Math.min(places.length, letters.length - 1));
    for (const i of places.slice(0, count)) letters[i] = g.pick(LOOK_ALIKES[letters[i]!]!);
    return letters.join('');
  };

  it('names any label, the ending too, that mixes a letter of another script with Latin ones', () => {
    let made = 0;
    for (let seed = 1; made < 300; seed += 1) {
      const g = generator(seed);
      const word = spoofed(g, g.pick(words));
      if (!word) continue;
      made += 1;
      const host = g.pick([
        `${word}.${g.tld()}`,
        `www.${word}.${g.tld()}`,
        `${g.label()}.${word}.${g.tld()}`,
        `${g.label()}.nh${g.pick(LOOK_ALIKES.s!)}.uk`,
        `${g.label()}.health.${g.pick(['u\u043A', '\u0441om', 'g\u03BFv'])}`,
      ]);
      const url = `https://${host}${g.port()}/${g.path()}`;
      expect(kindOf(url)).toEqual([url, 'look-alike host']);
      // The same address as the browser sends it, with its labels in punycode (xn--).
      const ascii = `https://${domainToASCII(host)}/${g.path()}`;
      expect([ascii.includes('xn--'), ...kindOf(ascii)]).toEqual([true, ascii, 'look-alike host']);
      const shouted = `HTTPS://${domainToASCII(host).toUpperCase()}/`;
      expect(kindOf(shouted)).toEqual([shouted, 'look-alike host']);
    }
  });

  it('names a label written wholly in letters drawn like Latin ones', () => {
    const spoofs = ['\u0430\u0440\u0440\u04CF\u0435', '\u0440\u0430\u0443', '\u0455\u0441\u043E'];
    for (let seed = 1; seed <= 60; seed += 1) {
      const g = generator(seed);
      const host = `${g.pick(spoofs)}.${g.pick(['com', 'org', 'nhs.uk'])}`;
      for (const url of [`https://${host}/${g.path()}`, `https://${domainToASCII(host)}/`])
        expect(kindOf(url)).toEqual([url, 'look-alike host']);
    }
  });

  it('names a host written in one other script, with accents, or in the scripts a language mixes', () => {
    const fine = [
      'b\u00FCcher.de',
      'sj\u00FAkratryggingar.is',
      '\u00E9sant\u00E9.gouv.fr',
      '\u043C\u0438\u043D\u0437\u0434\u0440\u0430\u0432.\u0440\u0444',
      '\u0437\u0434\u043E\u0440\u043E\u0432\u044C\u0435.\u043C\u043E\u0441\u043A\u0432\u0430',
      '\u03C5\u03B3\u03B5\u03AF\u03B1.gr',
      '\u092D\u093E\u0930\u0924.\u092D\u093E\u0930\u0924',
      '\u5065\u5EB7.\u4E2D\u56FD',
      '\u6771\u4EAC\u306E\u30AF\u30EA\u30CB\u30C3\u30AFtokyo.jp',
      '\uAC74\uAC15\u0037\u0037health.kr',
    ];
    for (let seed = 1; seed <= 100; seed += 1) {
      const g = generator(seed);
      const host = g.pick([g.pick(fine), `${g.label()}.${g.pick(fine)}`]);
      for (const url of [`https://${host}/${g.path()}`, `https://${domainToASCII(host)}/`]) {
        // The bodies sources come from use plain ASCII names: any other letter is refused.
        expect(kindOf(url)).toEqual([url, 'look-alike host']);
        expect(unfitAddress(url)?.why).toMatch(/ASCII/);
      }
    }
  });
});

describe('a reserved or special-use domain, or a name that is not a public site', () => {
  const reserved = ['test', 'example', 'invalid', 'localhost', 'local', 'internal', 'home.arpa'];

  it('names a host under a reserved ending or example.com/.net/.org, in any case', () => {
    for (let seed = 1; seed <= 300; seed += 1) {
      const g = generator(seed);
      const labels = Array.from({ length: g.int(0, 2) }, g.label);
      const ending = g.pick([
        g.pick(reserved),
        `example.${g.pick(['com', 'net', 'org'])}`,
        `${g.label()}.${g.pick(reserved)}`,
      ]);
      const dot = g.next() < 0.2 ? '.' : '';
      const url = `${g.pick(['https', 'http'])}://${g.upper([...labels, ending].join('.'))}${dot}${g.port()}/${g.path()}`;
      expect(kindOf(url)).toEqual([url, 'reserved domain']);
    }
  });

  it('names a host of one label (a name only a local network knows)', () => {
    for (let seed = 1; seed <= 60; seed += 1) {
      const g = generator(seed);
      const url = `http://${g.upper(g.pick(['intranet', 'localhost', 'nhs', 'server', 'wiki']))}${g.port()}/${g.path()}`;
      expect(kindOf(url)).toEqual([url, 'reserved domain']);
    }
  });

  it('leaves endings and labels that only contain those words', () => {
    const fine = [
      'www.local.gov.uk',
      'localhealthwatch.org',
      'examples.com',
      'example-clinic.org',
      'www.testicularcancer.org.uk',
      'contest.health',
      'www.myexample.net',
      'web.dev',
      'nhs.uk.',
      'web.dev.',
    ];
    for (let seed = 1; seed <= 100; seed += 1) {
      const g = generator(seed);
      const url = `https://${g.upper(g.pick(fine))}/${g.path()}`;
      expect(kindOf(url)).toEqual([url, undefined]);
    }
  });
});

describe('an IP address in place of a named site', () => {
  const byte = (g: ReturnType<typeof generator>) => g.int(0, 255);
  /** An IPv4 address of each kind: loopback, private, link-local, this network, or public. */
  const ipv4 = (g: ReturnType<typeof generator>): number[] =>
    g.pick([
      () => [127, byte(g), byte(g), byte(g)],
      () => [10, byte(g), byte(g), byte(g)],
      () => [172, g.int(16, 31), byte(g), byte(g)],
      () => [192, 168, byte(g), byte(g)],
      () => [169, 254, byte(g), byte(g)],
      () => [0, 0, 0, 0],
      () => [g.int(1, 223), byte(g), byte(g), byte(g)],
    ])();
  /** The same address written as a dotted quad, one number, hex or octal, as URL parsing allows. */
  const written = (g: ReturnType<typeof generator>, parts: number[]) => {
    const whole = parts.reduce((sum, part) => sum * 256 + part, 0);
    return g.pick([
      parts.join('.'),
      String(whole),
      `0x${whole.toString(16)}`,
      parts.map((p) => `0${p.toString(8)}`).join('.'),
      `0x${parts[0]!.toString(16)}.${parts.slice(1).join('.')}`,
    ]);
  };
  const hex = (g: ReturnType<typeof generator>) => g.int(0, 0xffff).toString(16);

  it('names an IPv4 address however it is written', () => {
    for (let seed = 1; seed <= 300; seed += 1) {
      const g = generator(seed);
      const url = `${g.pick(['http', 'https'])}://${written(g, ipv4(g))}${g.port()}/${g.path()}`;
      expect(kindOf(url)).toEqual([url, 'IP address']);
    }
  });

  it('names an IPv6 address: loopback, unique local, link-local, IPv4-mapped or public', () => {
    for (let seed = 1; seed <= 300; seed += 1) {
      const g = generator(seed);
      const address = g.pick([
        '::1',
        '::',
        `f${g.pick(['c', 'd'])}${hex(g).padStart(2, '0').slice(0, 2)}::${hex(g)}`,
        `fe${g.pick(['8', '9', 'a', 'b'])}${g.int(0, 15).toString(16)}::${hex(g)}:${hex(g)}`,
        `::ffff:${ipv4(g).join('.')}`,
        `2001:db8:${hex(g)}::${hex(g)}`,
        `2a00:${hex(g)}:${hex(g)}::${hex(g)}`,
      ]);
      const url = `https://[${g.upper(address)}]${g.port()}/${g.path()}`;
      expect(kindOf(url)).toEqual([url, 'IP address']);
    }
  });

  it('says which kind of address it is', () => {
    expect(unfitAddress('http://2130706433/')?.why).toContain('loopback');
    expect(unfitAddress('http://192.168.1.20/x')?.why).toContain('private');
    expect(unfitAddress('http://[fe80::1]/')?.why).toContain('link-local');
    expect(unfitAddress('http://[::ffff:10.0.0.1]/')?.why).toContain('private');
  });

  it('leaves named hosts whose labels are numbers', () => {
    for (let seed = 1; seed <= 100; seed += 1) {
      const g = generator(seed);
      const host = g.pick([
        `111.wales.nhs.uk`,
        `${g.int(1, 999)}.${g.label()}.${g.tld()}`,
        `what0-18.nhs.uk`,
        `${g.int(1, 255)}.${g.int(1, 255)}.${g.label()}.${g.tld()}`,
      ]);
      const url = `https://${host}/${g.path()}`;
      expect(kindOf(url)).toEqual([url, undefined]);
    }
  });
});
