import { unfitAddress } from '@/lib/content/checks/source-addresses';
import { random } from '../../helpers/random';

/** Generated addresses around one unfit part: ordinary labels, paths, queries and letter case. */
function generator(seed: number) {
  const next = random(seed);
  next();
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const upper = (text: string) => (next() < 0.3 ? text.toUpperCase() : text);
  const label = () => pick(['www', 'nhs', 'cdc', 'health', 'portal', 'my']);
  const host = () => `${label()}.${pick(['gov', 'org', 'com', 'nhs.uk', 'gov.in'])}`;
  const segment = () => pick(['conditions', 'diabetes', 'heart', 'about', 'a-z']);
  const path = () => Array.from({ length: 1 + Math.floor(next() * 3) }, segment).join('/');
  const tail = () => pick(['', '?lang=en', '#top', '?a=1&b=2']);
  return { next, pick, upper, label, host, segment, path, tail };
}

type Gen = ReturnType<typeof generator>;
const kindOf = (url: string) => [url, unfitAddress(url)?.kind] as const;

function each(rounds: number, make: (g: Gen) => string, kinds: readonly (string | undefined)[]) {
  for (let seed = 1; seed <= rounds; seed += 1) {
    const url = make(generator(seed));
    const [, kind] = kindOf(url);
    expect([url, kinds.includes(kind) ? kinds[0] : kind]).toEqual([url, kinds[0]]);
  }
}

const FILE_KINDS = ['data file', 'download'];

describe('unfitAddress: shared documents, file stores and downloads', () => {
  it('names a shared document, slide deck, form, file store or raw file', () => {
    each(
      300,
      (g) =>
        g.pick([
          `https://docs.google.com/${g.pick(['presentation', 'document', 'forms'])}/d/1AbC/${g.pick(['edit', 'view', 'viewform', ''])}`,
          `https://forms.gle/${g.pick(['AbC12', 'x'])}`,
          `https://app.box.com/${g.pick(['s/abc', 'file/123', 'folder/9'])}`,
          `https://${g.pick(['nhs', 'cdc', 'acme'])}.box.com/s/abc123`,
          `https://${g.pick(['nhs', 'trust-my'])}.sharepoint.com/${g.path()}`,
          `https://www.icloud.com/iclouddrive/0abc#leaflet`,
          `https://github.com/${g.label()}/${g.segment()}/${g.pick(['raw/main/x.md', 'releases/download/v1/app'])}`,
          `https://gist.github.com/${g.label()}/abc123`,
          `https://pastebin.com/${g.pick(['AbCd1', 'u/x', 'raw/x'])}`,
          `https://${g.label()}.s3.amazonaws.com/${g.path()}`,
          `https://s3.${g.pick(['us-east-1', 'eu-west-2'])}.amazonaws.com/${g.label()}/${g.path()}`,
          `https://${g.pick(['storage.googleapis.com', 'storage.cloud.google.com'])}/${g.label()}/${g.path()}`,
          `https://${g.label()}.blob.core.windows.net/${g.path()}`,
        ]) + g.tail(),
      [...FILE_KINDS, 'redirect'],
    );
  });

  it('names a document, data or program file by its extension, in any case, before a query', () => {
    const extensions = [
      'pptx', 'ppt', 'odp', 'ods', 'txt', 'ris', 'nbib', 'sql', 'h5', 'jsonld', 'numbers',
      'xltx', 'fods', 'mp4', 'js', 'hta', 'scr', 'appimage', 'ipa', 'cab', 'img',
    ]; // prettier-ignore
    each(
      300,
      (g) =>
        `https://${g.host()}/${g.path()}/file.${g.upper(g.pick(extensions))}${g.pick(['', '%00.html', ';v=1'])}${g.tail()}`,
      FILE_KINDS,
    );
  });

  it('names a query that asks for a data or office format, however its value ends', () => {
    each(
      200,
      (g) =>
        `https://${g.host()}/${g.path()}?${g.pick(['format', 'output', 'FORMAT'])}=${g.upper(g.pick(['xlsx', 'csv', 'json', 'xml', 'docx', 'ods']))}${g.pick(['', '%00', '%2500', '%00.html'])}`,
      ['data file'],
    );
  });
});

describe('unfitAddress: APIs', () => {
  it('names API hosts, REST paths, NCBI E-utilities, FastCGI scripts and data portals', () => {
    each(
      300,
      (g) =>
        g.pick([
          `https://${g.pick(['www', 'maps', 'sheets', 'youtube'])}.googleapis.com/${g.path()}`,
          `https://graph.microsoft.com/v1.0/${g.path()}`,
          `https://${g.pick(['fhir', 'FHIR', 'fhir-r4'])}.${g.host()}/${g.path()}`,
          `https://${g.host()}/${g.pick(['REST', 'rest'])}/${g.path()}`,
          `https://eutils.ncbi.nlm.nih.gov/${g.pick(['', 'entrez/eutils/esearch.fcgi?db=pubmed', 'x'])}`,
          `https://${g.host()}/${g.path()}/query.${g.upper('fcgi')}`,
          `https://data.cdc.gov/resource/${g.pick(['abcd-1234', 'x7y8-9z0q'])}${g.pick(['', '.json'])}`,
          `https://${g.host()}/resource/abcd-12${g.pick(['34', 'z9'])}.json`,
          `https://${g.host()}/arcgis/rest/services/${g.path()}`,
          `https://${g.host()}/${g.path()}/query?${g.pick(['f', 'F'])}=${g.pick(['json', 'pjson'])}`,
          `https://${g.host()}/${g.path()}?id=1&retmode=${g.pick(['xml', 'json', 'JSON'])}`,
        ]),
      ['API endpoint', 'data file'],
    );
  });
});

describe('unfitAddress: pages that send the reader on', () => {
  it('names redirect services and redirect pages of large sites', () => {
    each(
      300,
      (g) =>
        g.pick([
          `https://www.google.com/amp/s/${g.host()}/${g.path()}`,
          `https://translate.google.com/translate?sl=auto&tl=en&u=${g.host()}/${g.path()}`,
          `https://${g.label()}-${g.pick(['gov', 'org'])}.translate.goog/${g.path()}`,
          `https://go.microsoft.com/fwlink/?LinkId=${g.pick(['1', '2059'])}`,
          `https://urldefense.proofpoint.com/v2/url?u=x&d=y`,
          `https://${g.pick(['eur01', 'nam02'])}.safelinks.protection.outlook.com/?data=x`,
          `https://${g.pick(['l', 'lm'])}.facebook.com/l.php?h=x`,
          `https://www.facebook.com/l.php?h=x`,
          `https://www.linkedin.com/redir/redirect?x=1`,
          `https://away.vk.com/away.php?x=1`,
          `https://www.google.com/url?sa=t&source=web`,
          `https://${g.pick(['dub.sh', 'short.gy', 'x.gd', 'spoo.me', 'tinyurl.is', 'bitly.is'])}/${g.pick(['AbC', 'x1'])}`,
        ]),
      ['redirect', 'archived copy'],
    );
  });

  it('names a redirect-named key whose value is a bare host, however written or encoded', () => {
    const keys = [
      'url', 'u', 'to', 'next', 'redirect', 'redirect_uri', 'return', 'returnUrl', 'dest',
      'destination', 'target', 'goto', 'link', 'out', 'r',
    ]; // prettier-ignore
    const encode = (text: string, times: number) =>
      Array.from({ length: times }).reduce<string>((t) => encodeURIComponent(t), text);
    each(
      400,
      (g) => {
        const onward = g.pick([
          'evil.com',
          'evil.com/page',
          'evil.co.uk/x?y=1',
          '&#47;&#47;evil.com',
        ]);
        const value = onward.startsWith('&') ? onward : encode(onward, g.pick([0, 1, 2, 5, 20]));
        const sep = g.pick(['?', '?a=1&', '?a=1;']);
        return `https://${g.host()}/${g.path()}${sep}${g.upper(g.pick(keys))}=${value}`;
      },
      ['redirect'],
    );
  });

  it('leaves a redirect-named key whose value is a page name, a word or a number', () => {
    each(
      200,
      (g) =>
        `https://${g.host()}/${g.path()}?${g.pick(['next', 'return', 'link', 'target', 'r', 'to'])}=${g.pick(['index.html', 'page.php', 'home', '2', '_blank', 'step-3', 'v1.2'])}`,
      [undefined],
    );
  });
});

describe('unfitAddress: names that lead to the computer the page is read on', () => {
  it('names loopback domains and DNS rebinding services', () => {
    each(
      200,
      (g) =>
        `https://${g.pick(['', 'app.', 'x.'])}${g.pick([
          'localho.st',
          'local.gd',
          'fuf.me',
          'lacolhost.com',
          'smackaho.st',
          '7f000001.c0a80001.rbndr.us',
          'a.1u.ms',
          '7f000001.0a000001.rebind.io',
        ])}/${g.path()}`,
      ['non-production host'],
    );
  });
});

describe('unfitAddress: preview, test and request-capture hosts', () => {
  it('names them', () => {
    each(
      300,
      (g) =>
        `https://${g.pick([
          `${g.label()}.herokuapp.com`,
          `${g.label()}-pr-${Math.floor(g.next() * 99)}.onrender.com`,
          `pr-${Math.floor(g.next() * 99)}.d1abc2.amplifyapp.com`,
          `${g.label()}.glitch.me`,
          `${g.label()}.${g.label()}.repl.co`,
          `${g.label()}.replit.dev`,
          `8080-${g.label()}.ws-eu1.gitpod.io`,
          'webhook.site',
          `abc.oastify.com`,
          `abc.${g.pick(['interact.sh', 'burpcollaborator.net'])}`,
          `${g.label()}-${g.pick(['abc123xyz', '9k2m4n6p8', 'a1b2c3d4e'])}.vercel.app`,
        ])}/${g.path()}`,
      ['non-production host'],
    );
  });

  it('leaves live sites on those services and Vercel names ending in a word', () => {
    each(
      100,
      (g) =>
        `https://${g.pick([
          `${g.label()}-resources.vercel.app`,
          `${g.label()}.vercel.app`,
          `${g.label()}.onrender.com`,
          `main.d1abc2.amplifyapp.com`,
        ])}/${g.path()}`,
      [undefined],
    );
  });
});

describe('unfitAddress: search results', () => {
  it('names search pages by their path, keys and fragment', () => {
    each(
      300,
      (g) =>
        g.pick([
          `https://m.baidu.com/s?word=${g.segment()}`,
          `https://${g.pick(['yandex.ru', 'yandex.com', 'www.yandex.kz'])}/yandsearch?text=${g.segment()}`,
          `https://www.cochranelibrary.com/en/search/${g.segment()}`,
          `https://${g.host()}/${g.path()}/${g.upper('search')}/${g.segment()}`,
          `https://${g.host()}/${g.path()}?${g.pick(['kw', 'terms', 'q[]', 'KW'])}=${g.segment()}`,
          `https://${g.host()}/${g.pick(['', 'app/'])}#/search/${g.segment()}`,
          // Google Scholar is a search engine, whatever its page: results, citations, a lookup.
          `https://scholar.google.${g.pick(['com', 'co.in', 'co.uk', 'de'])}/${g.pick(['scholar', 'scholar_lookup', 'citations'])}?${g.pick(['cites', 'cluster', 'title', 'user', 'hl'])}=${g.segment()}`,
          // A page named for searching, asked with any key: /search-page?term=, /action/doSearch?AllField=.
          `https://${g.host()}/${g.path()}/${g.pick(['search-page', 'doSearch', 'searchResults', 'advanced-search', 'search_form', 'Search.aspx'])}?${g.pick(['term', 'AllField', 'cond', 'x', 'text'])}=${g.segment()}`,
          // Results asked for with a query: clinicaltrials.gov/ct2/results?cond=.
          `https://${g.host()}/${g.path()}/${g.pick(['results', 'Results', 'result'])}?${g.pick(['cond', 'term', 'x', 'intr'])}=${g.segment()}`,
          // An advanced search or a field search written as a path: /search/advanced/title%3Ax.
          `https://${g.host()}/${g.upper('search')}/${g.pick(['advanced', `title%3A${g.segment()}`, `author:${g.segment()}`])}/${g.segment()}`,
        ]),
      ['search results'],
    );
  });

  it('leaves documentation about search and a section named search', () => {
    each(
      100,
      (g) =>
        g.pick([
          `https://developers.google.com/search/docs/${g.path()}`,
          `https://developers.google.com/search/docs/advanced/${g.path()}`,
          `https://${g.host()}/${g.path()}#search`,
          `https://${g.host()}/${g.path()}?word=${g.segment()}`,
          // A page about research, or a trial's own results page.
          `https://${g.host()}/${g.path()}/research?${g.pick(['lang', 'page'])}=${g.segment()}`,
          `https://clinicaltrials.gov/study/NCT0${g.segment()}?tab=results`,
          `https://www.nhs.uk/conditions/${g.segment()}/results/`,
        ]),
      [undefined],
    );
  });
});

it('leaves a published document, a REST page and a resource page', () => {
  for (const url of [
    'https://docs.google.com/document/d/e/2PACX-1v/pub',
    'https://www.nhs.uk/live-well/rest/',
    'https://www.nhs.uk/resource/sleep-well/',
    'https://www.nhs.uk/conditions/guideline.docx',
  ])
    expect(kindOf(url)).toEqual([url, undefined]);
});

describe('unfitAddress: the members of each class an editor meets in practice', () => {
  /** Each address is unfit, of one of the kinds. */
  const all = (urls: readonly string[], kind: string | readonly string[]) => {
    const accepted: readonly string[] = typeof kind === 'string' ? [kind] : kind;
    for (const url of urls) {
      const found = unfitAddress(url)?.kind;
      expect([url, found && accepted.includes(found) ? 'unfit' : found]).toEqual([url, 'unfit']);
    }
  };

  it('previews in every form a host names them: Vercel team deployments too', () => {
    all(
      [
        'https://site-abc123xyz-team.vercel.app/guide',
        'https://health-9x8y7z6w5-clinic-team.vercel.app/',
        'https://www-stage.nhs.uk/conditions/',
        'https://stage.cdc.gov/x',
        'https://pre-prod.nhs.uk/x',
        'https://preproduction.health.gov/x',
        'https://testing.nhs.uk/x',
        'https://tst.who.int/x',
        'https://nonprod.nice.org.uk/x',
      ],
      'non-production host',
    );
  });

  it('videos, slide decks, reference files, plain text and programs, by their ending', () => {
    const endings = ['mov', 'webm', 'avi', 'mkv', 'm4v', 'wmv', 'key', 'pps', 'ppsx', 'potx', 'bib', 'enw', 'ciw', 'md', 'text', 'log', 'py', 'dll', 'bin']; // prettier-ignore
    all(
      endings.map((ending) => `https://www.nhs.uk/files/leaflet.${ending}`),
      FILE_KINDS,
    );
  });

  it('a redirect-named key of any usual spelling, carrying a host, an IP address or a full stop of another script', () => {
    const keys = ['continue', 'returnTo', 'return_to', 'redirectUrl', 'redirect_url', 'redir', 'redirectTo', 'callback', 'forward', 'RelayState']; // prettier-ignore
    all(
      [
        ...keys.map((key) => `https://www.nhs.uk/login?${key}=evil.com`),
        'https://www.nhs.uk/go?url=1.2.3.4',
        'https://www.nhs.uk/go?url=1.2.3.4/page',
        'https://www.nhs.uk/go?url=evil%E3%80%82com',
        'https://www.nhs.uk/go?url=evil%EF%BC%8Ecom',
        'https://www.nhs.uk/x?url=evil.com.',
        'https://www.nhs.uk/x?next=evil.xn--p1ai',
        'https://www.nhs.uk/x?goto=%D0%B5%D0%B2%D0%B8%D0%BB.%D1%80%D1%84',
        'https://www.nhs.uk/x?redirect=user@evil.com',
        'https://www.nhs.uk/x?return=.evil.com',
        'https://www.nhs.uk/x?url=2130706433',
        'https://www.nhs.uk/x?url=0x7f.1',
      ],
      'redirect',
    );
  });

  it('searches by their usual keys and paths', () => {
    all(
      [
        'https://www.nhs.uk/x?keys=asthma',
        'https://www.nhs.uk/x?search_api_fulltext=asthma',
        'https://www.nhs.uk/x?searchTerms=asthma',
        'https://www.nhs.uk/x?searchword=asthma',
        'https://www.nhs.uk/x?lookfor=asthma',
        'https://search.yahoo.com/?p=asthma',
        'https://search.yahoo.com/search?p=asthma',
        'https://www.nhs.uk/site-search/?term=asthma',
        'https://www.nhs.uk/find?term=asthma',
      ],
      'search results',
    );
  });

  it('shorteners and shared files of the common services', () => {
    all(
      [
        'goo.gle',
        'git.io',
        'tr.im',
        'gg.gg',
        'kutt.it',
        'shorturl.com',
        'a.co',
        'amzn.in',
        'nyti.ms',
        'bbc.in',
      ].map((host) => `https://${host}/AbC12`),
      'redirect',
    );
    all(
      [
        'https://docs.google.com/file/d/1AbC/view',
        'https://docs.google.com/open?id=1AbC',
        'https://docs.google.com/drawings/d/1AbC/edit',
        'https://doc-0s-bk-docs.googleusercontent.com/docs/securesc/abc',
        'https://www.icloud.com/keynote/0abc#deck',
        'https://www.icloud.com/numbers/0abc',
        'https://www.icloud.com/pages/0abc',
        'https://gitlab.com/clinic/site/-/raw/main/leaflet.md',
        'https://bitbucket.org/clinic/site/raw/main/leaflet',
        'https://codeload.github.com/clinic/site/zip/refs/heads/main',
        'https://hastebin.com/abc',
        'https://paste.ee/p/abc',
        'https://rentry.co/abc',
        'https://rentry.org/abc',
      ],
      FILE_KINDS,
    );
  });

  it('request catchers, more shorteners and redirect keys, e-books and calendar files, downloads by their query', () => {
    all(
      [
        'requestcatcher.com',
        'pipedream.net',
        'beeceptor.com',
        'x.free.beeceptor.com',
        'requestbin.net',
        'oast.fun',
        'oast.pro',
        'oast.live',
        'oast.site',
        'oast.online',
        'oast.me',
        'canarytokens.com',
      ].map((host) => `https://${host}/abc`),
      'non-production host',
    );
    all(
      [
        'tiny.pl',
        'n9.cl',
        'shorturl.asia',
        'urlr.me',
        'bitly.ws',
        'shor.by',
        't2m.io',
        '2u.pw',
        'tinu.be',
        'l.linklyhq.com',
        'zpr.io',
        'han.gl',
        'me2.do',
        'vk.cc',
        'lc.cx',
        'lnk.bio',
      ].map((host) => `https://${host}/AbC12`),
      'redirect',
    );
    all(
      ['redirect_to', 'go', 'returnPath', 'return_path', 'returnUri', 'success_url', 'service'].map(
        (key) => `https://www.nhs.uk/login?${key}=evil.com`,
      ),
      'redirect',
    );
    all(
      [
        'https://www.nhs.uk/leaflet.epub',
        'https://www.nhs.uk/clinic.ics',
        'https://www.nhs.uk/leaflet?download=1',
        'https://www.nhs.uk/leaflet?download=true',
        'https://files.clinic.org/v0/b/x/o/leaflet?alt=media',
        'https://www.nhs.uk/files/leaflet?alt=media',
      ],
      FILE_KINDS,
    );
  });

  it('leaves the pages of those sites and ordinary words', () => {
    for (const url of [
      'https://www.nhs.uk/conditions/asthma/',
      'https://www.nhs.uk/login?continue=true',
      'https://www.nhs.uk/x?callback=1',
      'https://www.nhs.uk/x?next=2',
      'https://www.nhs.uk/x?next=1.5',
      'https://www.nhs.uk/x?next=index.html',
      'https://www.nhs.uk/x?return=true',
      'https://www.nhs.uk/find-a-pharmacy/',
      'https://www.cdc.gov/stages-of-life/',
      'https://www.nhs.uk/testing-for-covid/',
      'https://vercel.com/docs',
      'https://clinic-site.vercel.app/',
      'https://www.nhs.uk/x.html',
    ])
      expect([url, unfitAddress(url)]).toEqual([url, undefined]);
  });
});
