import { domainToASCII } from 'node:url';
import { unfitAddress } from '@/lib/content/checks/source-addresses';
import { random } from '../../helpers/random';

/** Generated hosts: ordinary labels and endings, and the parts each class puts among them. */
function generator(seed: number) {
  const next = random(seed);
  next();
  const int = (from: number, to: number) => from + Math.floor(next() * (to - from + 1));
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const upper = (text: string) => (next() < 0.3 ? text.toUpperCase() : text);
  const label = () => pick(['www', 'nhs', 'cdc', 'health', 'mohfw', 'portal', 'my', 'gov', '111']);
  const tld = () => pick(['gov', 'gov.in', 'nhs.uk', 'org', 'com', 'scot', 'gov.uk', 'ie']);
  const host = () => `${Array.from({ length: int(1, 2) }, label).join('.')}.${tld()}`;
  const path = () => pick(['', 'conditions/', 'health-topics/diabetes', 'about?lang=1']);
  return { next, int, pick, upper, label, tld, host, path };
}

const kindOf = (url: string) => [url, unfitAddress(url)?.kind];

/**
 * Letters outside ASCII that a reader can take for Latin ones or pass over: Latin letters with a
 * dot or an accent, dotless i, script g, small capitals, Cyrillic, Greek, Cherokee, Hangul.
 */
const NOT_ASCII = [
  '\u0131',
  '\u1E63',
  '\u0261',
  '\u1E25',
  '\u1ECD',
  '\u0117',
  '\u00ED',
  '\u00FC',
  '\u00DF',
  '\u0251',
  '\u029C',
  '\u1D20',
  '\u043A',
  '\u0435',
  '\u043E',
  '\u04CF',
  '\u03BF',
  '\u03BD',
  '\u03C2',
  '\uABAA',
  '\u3147',
];

describe('a host label with any letter outside ASCII', () => {
  const words = ['nice', 'nhs', 'gov', 'cdc', 'who', 'key', 'hse', 'icmr', 'mohfw', 'uk', 'org'];

  it('names a label with one or more letters swapped for letters outside ASCII, also in xn-- form', () => {
    const g = generator(81);
    for (let round = 0; round < 300; round += 1) {
      const letters = [...g.pick(words)];
      const count = g.int(1, letters.length);
      for (let i = 0; i < count; i += 1) letters[g.int(0, letters.length - 1)] = g.pick(NOT_ASCII);
      const word = letters.join('');
      const host = g.pick([`${word}.${g.tld()}`, `www.${word}.${g.tld()}`, `${g.host()}.${word}`]);
      for (const url of [
        `https://${host}/${g.path()}`,
        `https://${domainToASCII(host)}/${g.path()}`,
        `HTTPS://${domainToASCII(host).toUpperCase()}/`,
      ]) {
        expect(kindOf(url)).toEqual([url, 'look-alike host']);
        expect(unfitAddress(url)?.why).toMatch(/ASCII/);
      }
    }
  });

  it('names the example hosts: dotless i, a dot below, script g, Cyrillic, Hangul', () => {
    for (const host of [
      'n\u0131ce.org.uk',
      'nh\u1E63.uk',
      '\u0261ov.uk',
      '\u043A\u0435\u0443.uk',
      'g\u3147v.uk',
    ])
      for (const url of [`https://${host}/`, `https://${domainToASCII(host)}/`])
        expect(kindOf(url)).toEqual([url, 'look-alike host']);
    expect(kindOf('https://xn--nce-jua.org.uk/')[1]).toBe('look-alike host');
  });
});

/** Names that lead to the asking machine, or to a tunnel into someone's own computer. */
const TUNNELS = [
  '127-0-0-1.traefik.me',
  'localh.st',
  'x.localh.st',
  '1u.ms',
  'a.1u.ms',
  'abc123.lhr.life',
  'abc-8080.euw.devtunnels.ms',
  'abc.loophole.site',
  'me.pagekite.me',
  'abc.localtunnel.me',
  'bore.pub',
  'abc.a.pinggy.link',
  'abc.tunnelto.dev',
  'abc.ngrok.pizza',
  'abc.ngrok-free.app',
  'abc.ngrok.app',
  'abc.trycloudflare.com',
  'abc.loca.lt',
  'abc.serveo.net',
  'abc.localhost.run',
];

describe('a name that leads to this machine or to a tunnel', () => {
  it('names the tunnel and loopback services, and their subdomains', () => {
    const g = generator(82);
    for (let round = 0; round < 200; round += 1) {
      const url = `https://${g.upper(`${g.pick(['', 'x.'])}${g.pick(TUNNELS)}`)}${g.pick(['', '.', '..'])}/${g.path()}`;
      expect(kindOf(url)).toEqual([url, 'non-production host']);
    }
  });

  it('names a label that spells an IPv4 address with dashes or dots, and localhost as any label', () => {
    const g = generator(83);
    const byte = () => g.int(0, 255);
    for (let round = 0; round < 300; round += 1) {
      const quad = [byte(), byte(), byte(), byte()];
      const url = `https://${g.pick([
        `${quad.join('-')}.${g.host()}`,
        `ip-${quad.join('-')}.${g.host()}`,
        `${g.label()}.${quad.join('-')}.${g.host()}`,
        `${quad.join('.')}.${g.host()}`,
        `${g.label()}.${quad.join('.')}.${g.host()}`,
        `${g.upper('localhost')}.${g.host()}`,
        `${g.label()}.localhost.${g.host()}`,
        `localhost-${g.int(1, 9)}.${g.host()}`,
      ])}/${g.path()}`;
      expect(kindOf(url)).toEqual([url, 'non-production host']);
    }
  });

  it('leaves labels of numbers that are not an address, and words holding "local"', () => {
    const g = generator(84);
    for (let round = 0; round < 200; round += 1) {
      const url = `https://${g.pick([
        `111.wales.nhs.uk`,
        `covid-19.${g.host()}`,
        `24-7.${g.host()}`,
        `${g.int(1, 255)}-${g.int(1, 255)}-${g.int(1, 255)}.${g.host()}`,
        `${g.int(256, 999)}-${g.int(1, 255)}-${g.int(1, 255)}-${g.int(1, 255)}.${g.host()}`,
        `${g.int(1, 255)}.${g.int(1, 255)}.${g.label()}.${g.tld()}`,
        `www.local.gov.uk`,
        `localhealthwatch.org`,
        `www.what0-18.nhs.uk`,
      ])}/${g.path()}`;
      expect(kindOf(url)).toEqual([url, undefined]);
    }
  });
});

describe('final dots after a host', () => {
  it('are taken off before the host is judged: localhost.., 127.0.0.1.., bit.ly..', () => {
    const g = generator(85);
    const unfit: [string, string][] = [
      ['localhost', 'reserved domain'],
      ['127.0.0.1', 'IP address'],
      ['0x7f.1', 'IP address'],
      ['10.1.2.3', 'IP address'],
      ['bit.ly', 'redirect'],
      ['www.nhs.test', 'reserved domain'],
      ['abc.ngrok.app', 'non-production host'],
      ['staging.nhs.uk', 'non-production host'],
    ];
    for (let round = 0; round < 100; round += 1) {
      const [host, kind] = g.pick(unfit);
      const url = `https://${g.upper(host)}${'.'.repeat(g.int(1, 4))}/${g.path()}`;
      expect(kindOf(url)).toEqual([url, kind]);
    }
    expect(kindOf('https://www.nhs.uk../conditions/')[1]).toBeUndefined();
  });
});

describe('a preview or staging copy on a hosting service', () => {
  it('names Azure app hosts, Netlify deploy previews and branch deploys, Vercel branch previews', () => {
    const g = generator(86);
    for (let round = 0; round < 200; round += 1) {
      const site = g.pick(['nhs-guide', 'healthhub', 'clinic']);
      const url = `https://${g.pick([
        `${site}.azurewebsites.net`,
        `${site}-${g.pick(['prod', 'app'])}.scm.azurewebsites.net`,
        `deploy-preview-${g.int(1, 999)}--${site}.netlify.app`,
        `${g.pick(['main', 'feature-x', '5f1a2b'])}--${site}.netlify.app`,
        `${site}-git-${g.pick(['main', 'feature-x'])}-${g.pick(['team', 'me'])}.vercel.app`,
      ])}/${g.path()}`;
      expect(kindOf(url)).toEqual([url, 'non-production host']);
    }
  });
});
