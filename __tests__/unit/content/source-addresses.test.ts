import fs from 'node:fs';
import path from 'node:path';
import { checkCorpus } from '@/lib/content';
import { sourceAddressFindings, unfitAddress } from '@/lib/content/checks/source-addresses';
import type { Source } from '@/lib/content/schema';
import { random } from '../../helpers/random';
import { VALID_CORPUS, validCorpusWith } from '../../helpers/valid-corpus';

/** Generated addresses: one unfit part placed among ordinary host labels, paths and queries. */
function generator(seed: number) {
  const next = random(seed);
  // Nearby seeds give nearly the same first draw: leave it, so each seed starts somewhere else.
  next();
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const upper = (text: string) => (next() < 0.3 ? text.toUpperCase() : text);
  const label = () => pick(['www', 'nhs', 'cdc', 'health', 'ncd', 'mohfw', 'portal', 'my', 'gov']);
  const tld = () => pick(['gov', 'gov.in', 'nhs.uk', 'org', 'com', 'scot', 'gov.uk']);
  const segment = () =>
    pick(['conditions', 'health-topics', 'diabetes', 'heart', 'about', 'a-z', 'index.html']);
  const path = (n = 1 + Math.floor(next() * 3)) =>
    Array.from({ length: n }, segment).join('/') + (next() < 0.5 ? '/' : '');
  /** A path of whole segments that ends in a slash, for a segment to follow. */
  const dir = () => path().replace(/\/?$/, '/');
  const host = (extra?: string) => {
    // At least one label before the ending: a name of one label is a local network's, not a site.
    const labels = Array.from({ length: 1 + Math.floor(next() * 2) }, label);
    if (extra) labels.splice(Math.floor(next() * (labels.length + 1)), 0, extra);
    return [...labels, tld()].join('.');
  };
  return { next, pick, upper, label, tld, segment, path, dir, host };
}

const NON_PRODUCTION = [
  'test',
  'staging',
  'stg',
  'dev',
  'development',
  'uat',
  'qa',
  'sandbox',
  'preprod',
];

describe('unfitAddress: a source address a reader cannot rely on', () => {
  it('names a test, staging or development host, judged by whole parts of its labels', () => {
    for (let seed = 1; seed <= 200; seed += 1) {
      const g = generator(seed);
      const word = g.upper(g.pick(NON_PRODUCTION));
      const labelled = g.pick([word, `${g.label()}-${word}`, `${word}-${g.label()}`, `${word}2`]);
      const url = `https://${g.host(labelled)}/${g.path()}`;
      expect([url, unfitAddress(url)?.kind]).toEqual([url, 'non-production host']);
    }
  });

  it('leaves a top-level domain alone: .dev and .test-like endings are names, not stages', () => {
    for (let seed = 1; seed <= 100; seed += 1) {
      const g = generator(seed);
      const url = `https://${g.host().replace(/\.[^.]+(?:\.[^.]+)?$/, '')}.${g.pick(['dev', 'app', 'qa'])}/${g.path()}`;
      expect([url, unfitAddress(url)]).toEqual([url, undefined]);
    }
  });

  it('leaves hosts and paths that only contain those letters inside a word', () => {
    const words = [
      'devon',
      'testicular',
      'latest',
      'contest',
      'stagecoach',
      'developers',
      'qatar',
      'devices',
      'protest',
      'attestation',
    ];
    for (let seed = 1; seed <= 200; seed += 1) {
      const g = generator(seed);
      const word = g.pick(words);
      const url = g.pick([
        `https://${g.host(word)}/${g.path()}`,
        `https://${g.host()}/${g.path()}${word}-cancer/`,
        `https://${g.host()}/${word}/${g.path()}?lang=1&level=3`,
        `https://${g.host()}/${g.path()}#${word}`,
      ]);
      expect([url, unfitAddress(url)]).toEqual([url, undefined]);
    }
  });

  it('names an API endpoint: an api host label or an /api/ path', () => {
    for (let seed = 1; seed <= 100; seed += 1) {
      const g = generator(seed);
      const url = g.pick([
        `https://${g.host(g.upper('api'))}/${g.path()}`,
        `https://${g.host()}/${g.upper('api')}/${g.path()}`,
        `https://${g.host()}/${g.path(1)}/${g.upper('api')}/v${1 + Math.floor(g.next() * 3)}/items`,
      ]);
      expect([url, unfitAddress(url)?.kind]).toEqual([url, 'API endpoint']);
    }
  });

  it('names a data file by its extension, whatever its case, query or fragment', () => {
    for (let seed = 1; seed <= 100; seed += 1) {
      const g = generator(seed);
      const ext = g.upper(g.pick(['json', 'xml', 'csv', 'yaml', 'yml', 'rdf']));
      const tail = g.pick(['', '?search=x', '#top', '?a=1&b=2']);
      const url = `https://${g.host()}/${g.path(2).replace(/\/$/, '')}/data.${ext}${tail}`;
      expect([url, unfitAddress(url)?.kind]).toEqual([url, 'data file']);
    }
  });

  it('names a copy kept by an archive service', () => {
    const archives = [
      'web.archive.org/web/2020/https://www.cdc.gov/x',
      'archive.org/details/x',
      'archive.ph/AbCd1',
      'archive.today/AbCd1',
      'archive.is/AbCd1',
      'archive.cdc.gov/www_cdc_gov/arthritis/basics/index.html',
      'webarchive.nationalarchives.gov.uk/ukgwa/2020/https://www.nhs.uk/',
      'wayback.archive-it.org/1/2/x',
      'www.webcitation.org/6abc',
      'perma.cc/ABC-DEF',
      'ghostarchive.org/archive/abc',
    ];
    for (const rest of archives) {
      for (const scheme of ['https://', 'https://WWW.'.toLowerCase()]) {
        const url = `${scheme}${rest}`;
        expect([url, unfitAddress(url)?.kind]).toEqual([url, 'archived copy']);
      }
    }
  });

  it("names a site's search results page", () => {
    for (let seed = 1; seed <= 100; seed += 1) {
      const g = generator(seed);
      const term = encodeURIComponent(g.pick(['migraine', 'heart attack', 'दवा']));
      const url = g.pick([
        `https://${g.host()}/${g.upper('search')}?${g.pick(['q', 'query', 'searchTerm', 'keywords', 'term', 's'])}=${term}`,
        `https://${g.host()}/${g.path(1)}/search/${g.pick(['', 'results'])}`,
        `https://${g.host()}/${g.path(1)}/search-results?x=${term}`,
        `https://${g.host()}/${g.path(2)}?${g.pick(['q', 'query', 'search'])}=${term}`,
      ]);
      expect([url, unfitAddress(url)?.kind]).toEqual([url, 'search results']);
    }
  });

  it('leaves the ordinary pages the articles cite', () => {
    const fine = [
      'https://www.nhs.uk/conditions/dehydration/',
      'https://www.nhsinform.scot/illnesses-and-conditions/nutritional/dehydration/',
      'https://nhm.gov.in/index1.php?lang=1&level=3&sublinkid=1448&lid=797',
      'https://www.shropshiretelfordandwrekin.nhs.uk/news/testicular-cancer-be-aware-of-the-symptoms-and-how-to-check-yourself/',
      'https://www.devon.gov.uk/public-health/',
      'https://developers.google.com/search/docs/fundamentals/seo-starter-guide',
      'https://medlineplus.gov/druginfo/meds/a601234.html',
      'https://www.cdc.gov/diabetes/testing/index.html',
      'https://www.hiv.gov/hiv-basics/hiv-testing/learn-about-hiv-testing/who-should-get-tested',
      'https://www.heart.org/en/health-topics/cholesterol/how-to-get-your-cholesterol-tested',
      'https://www.who.int/news-room/fact-sheets/detail/anaemia',
      'https://pib.gov.in/PressReleasePage.aspx?PRID=1910377',
      'https://web.dev/articles/vitals',
      'https://pkg.go.dev/net/http',
    ];
    for (const url of fine) expect([url, unfitAddress(url)]).toEqual([url, undefined]);
  });
});

describe('unfitAddress: the shapes of API, data, search and archive addresses', () => {
  const kindOf = (url: string) => [url, unfitAddress(url)?.kind];
  const term = (g: ReturnType<typeof generator>) =>
    encodeURIComponent(g.pick(['migraine', 'heart attack', 'दवा', 'salt intake']));

  it('names PubMed and NCBI search results, whatever else the query holds', () => {
    const g = generator(41);
    for (let round = 0; round < 200; round += 1) {
      const extra = g.pick(['', '&sort=date', '&filter=simsearch1.fha', '&page=2']);
      const url = g.pick([
        `https://${g.upper('pubmed')}.ncbi.nlm.nih.gov/?${g.pick(['term', 'TERM', 'linkname', 'from_uid', 'cauthor_id'])}=${term(g)}${extra}`,
        `https://pubmed.ncbi.nlm.nih.gov/?${extra.slice(1) || 'size=20'}&term=${term(g)}`,
        `https://www.ncbi.nlm.nih.gov/${g.pick(['pubmed', 'pmc', 'books', 'mesh'])}/?term=${term(g)}`,
      ]);
      expect(kindOf(url)).toEqual([url, 'search results']);
    }
  });

  it("names a site's own search: ?s=, ?k=, ?term=, ?text= on its home page, and search keys anywhere", () => {
    const g = generator(42);
    for (let round = 0; round < 200; round += 1) {
      const url = g.pick([
        `https://${g.host()}/?${g.upper(g.pick(['s', 'k', 'term', 'text']))}=${term(g)}`,
        `https://${g.host()}?${g.pick(['s', 'term'])}=${term(g)}&lang=en`,
        `https://${g.host()}/${g.path()}?${g.pick(['keyword', 'searchText', 'search_term', 'searchString'])}=${term(g)}`,
      ]);
      expect(kindOf(url)).toEqual([url, 'search results']);
    }
  });

  it('leaves the queries of ordinary pages: a post id, a page id, s= on a page, a PubMed article', () => {
    const g = generator(43);
    const fine = () =>
      g.pick([
        `https://${g.host()}/?p=${g.next().toString().slice(2, 7)}`,
        `https://${g.host()}/?page_id=${g.next().toString().slice(2, 5)}`,
        `https://${g.host()}/DiabetesFeetWorried.asp?s=information&p=information`,
        `https://${g.host()}/${g.dir()}glossary?term=${term(g)}`,
        `https://pubmed.ncbi.nlm.nih.gov/${Math.floor(1e7 + g.next() * 3e7)}/`,
        `https://www.ncbi.nlm.nih.gov/books/NBK${Math.floor(1e5 + g.next() * 5e5)}/`,
        `https://${g.host()}/index1.php?lang=1&level=3&sublinkid=1448&lid=797`,
        `https://support.google.com/business/answer/7091?hl=en&topic=1656748&ctx=topic`,
      ]);
    for (let round = 0; round < 200; round += 1) {
      const url = fine();
      expect(kindOf(url)).toEqual([url, undefined]);
    }
  });

  it('names the shapes of an API: wp-json, GraphQL, OData, SharePoint, web services, versioned REST', () => {
    const g = generator(44);
    const version = () => g.pick(['v1', 'v2', 'V3', '1.0', 'v2.1']);
    for (let round = 0; round < 300; round += 1) {
      const url = g.pick([
        `https://${g.host()}/${g.upper('wp-json')}/wp/v2/${g.pick(['posts', 'pages'])}/${g.dir()}`,
        `https://${g.host()}/?rest_route=/wp/v2/posts/${round}`,
        `https://${g.host()}/${g.dir()}${g.upper('graphql')}${g.pick(['', '?query=%7Bx%7D'])}`,
        `https://${g.host()}/${g.pick(['odata', 'OData'])}/${g.pick(['Indicators', 'Facts'])}`,
        `https://${g.host()}/${g.dir()}_api/web/lists`,
        `https://${g.host()}/${g.dir()}jsonapi/node/article`,
        `https://${g.host()}/${g.dir()}${g.pick(['Data.svc', 'Service.SVC', 'lookup.asmx'])}/${g.pick(['Items', 'GetAll', ''])}`,
        `https://${g.host()}/${g.pick(['rest', 'REST', 'services'])}/${version()}/${g.dir()}`,
        `https://${g.host()}/${g.dir()}xmlrpc.php`,
      ]);
      expect(kindOf(url)).toEqual([url, 'API endpoint']);
    }
  });

  it('leaves pages whose paths hold those words or a version as a page', () => {
    const g = generator(45);
    for (let round = 0; round < 200; round += 1) {
      const url = g.pick([
        `https://${g.host()}/live-well/${g.pick(['rest', 'sleep-and-rest', 'rest-and-recovery'])}/`,
        `https://${g.host()}/${g.dir()}rest/`,
        `https://${g.host()}/guidance/${g.pick(['v2', 'version-2', '2.0'])}/${g.dir()}`,
        `https://${g.host()}/services/${g.dir()}`,
        `https://${g.host()}/${g.pick(['learn-graphql', 'odata-explained', 'apis-of-the-body'])}/`,
      ]);
      expect(kindOf(url)).toEqual([url, undefined]);
    }
  });

  it('names data files, spreadsheets and downloads by extension, and a query asking for data', () => {
    const g = generator(46);
    const data = ['jsonl', 'ndjson', 'geojson', 'tsv', 'parquet', 'xlsx', 'xls', 'ods', 'sav'];
    const downloads = ['zip', 'gz', 'tar', 'tgz', '7z', 'rar', 'bz2', 'exe', 'apk'];
    for (let round = 0; round < 300; round += 1) {
      const tail = g.pick(['', '?download=1', '#sheet2', '?a=1&b=2']);
      const file = `${g.pick(['data', 'survey-2021', 'nfhs5'])}${g.pick(['', '.csv'])}`;
      const [ext, kind] =
        g.next() < 0.5 ? [g.pick(data), 'data file'] : [g.pick(downloads), 'download'];
      const url = `https://${g.host()}/${g.path(2).replace(/\/$/, '')}/${file}.${g.upper(ext)}${tail}`;
      expect(kindOf(url)).toEqual([url, kind]);
      const asked = `https://${g.host()}/${g.dir()}?${g.pick(['format', '_format', 'output', 'alt'])}=${g.upper(g.pick(['json', 'xml', 'csv', 'tsv']))}`;
      expect(kindOf(asked)).toEqual([asked, 'data file']);
    }
  });

  it('leaves guideline documents and pages: PDF, Word, HTML, and words like zip or data in a path', () => {
    const g = generator(47);
    for (let round = 0; round < 200; round += 1) {
      const url = g.pick([
        `https://${g.host()}/${g.path(2).replace(/\/$/, '')}/guideline.${g.upper(g.pick(['pdf', 'docx', 'html', 'aspx', 'php']))}`,
        `https://${g.host()}/${g.pick(['zip-code-finder', 'data-and-statistics', 'tar-and-nicotine', 'gz'])}/`,
        `https://${g.host()}/${g.dir()}?format=${g.pick(['print', 'html', 'large-print'])}`,
      ]);
      expect(kindOf(url)).toEqual([url, undefined]);
    }
  });

  it('names a copy kept by a web archive or cache, and an address carried inside another', () => {
    const g = generator(48);
    const services = [
      'archive.today',
      'archive.ph',
      'archive.is',
      'archive.li',
      'archive.vn',
      'archive.md',
      'archive.fo',
      'webcache.googleusercontent.com',
      'cachedview.com',
      'cachedview.nl',
      'timetravel.mementoweb.org',
      'arquivo.pt',
      'www.webarchive.org.uk',
      'webarchive.nla.gov.au',
      'web.archive.bibalex.org',
      'megalodon.jp',
      'vefsafn.is',
      'webharvest.gov',
      'cc.bingj.com',
      'www-nhs-uk.translate.goog',
    ];
    for (let round = 0; round < 200; round += 1) {
      const original = `https://${g.host()}/${g.path()}`;
      const url = g.pick([
        `https://${g.upper(g.pick(services))}/${g.pick(['', 'wayback/2019/', 'o/', 'search?q=cache:'])}${g.pick(['AbCd1', original])}`,
        `https://${g.host()}/${g.dir()}${g.pick(['', 'id_/'])}${original}`,
        `https://${g.host()}/${g.dir()}${encodeURIComponent(original)}`,
      ]);
      expect(kindOf(url)).toEqual([url, 'archived copy']);
    }
  });

  it('leaves national archives and news archives of a live site', () => {
    const g = generator(49);
    for (let round = 0; round < 100; round += 1) {
      const url = g.pick([
        `https://www.archives.gov/${g.path()}`,
        `https://www.nationalarchives.gov.uk/${g.path()}`,
        `https://${g.host()}/news/${g.pick(['archive', 'archives', 'archived-news'])}/${g.path()}`,
      ]);
      expect(kindOf(url)).toEqual([url, undefined]);
    }
  });
});

describe('sourceAddressFindings', () => {
  const source = (id: string, url: string): Source => ({ id, url, title: 'T', publisher: 'P' });

  it('reports each unfit source as an error on its url, naming its id, unless it is an exception', () => {
    const sources = [
      source('nhs-ok', 'https://www.nhs.uk/conditions/migraine/'),
      source('ncd-test', 'https://ncd-test.mohfw.gov.in/ncdlandingassets/aboutus.html'),
      source(
        'fda-label',
        'https://api.fda.gov/drug/label.json?search=openfda.brand_name%3A%22X%22',
      ),
      source('cdc-archive', 'https://archive.cdc.gov/www_cdc_gov/arthritis/index.html'),
    ];
    const exceptions = new Map([
      ['https://archive.cdc.gov/www_cdc_gov/arthritis/index.html', 'the page was withdrawn'],
    ]);
    const findings = sourceAddressFindings(sources, exceptions);
    expect(findings.map((f) => [f.severity, f.field])).toEqual([
      ['error', 'sources.1.url'],
      ['error', 'sources.2.url'],
    ]);
    expect(findings[0]!.message).toContain('"ncd-test"');
    expect(findings[0]!.message).toContain('ncd-test.mohfw.gov.in');
    expect(findings[0]!.message).toContain('test');
    expect(findings[1]!.message).toContain('"fda-label"');
    expect(findings[1]!.fix).toContain('content/source-exceptions.yml');
  });
});

describe('check:content on a corpus', () => {
  const alpha = fs.readFileSync(path.join(VALID_CORPUS, 'articles', 'alpha.md'), 'utf8');
  const WHO = 'https://www.who.int/news-room/fact-sheets/detail/healthy-diet';
  const withSource = (url: string) => validCorpusWith('alpha.md', alpha.replace(WHO, url));

  it('names the file, the line of the url and the source id of each unfit address', () => {
    for (const url of [
      'https://ncd-test.mohfw.gov.in/ncdlandingassets/aboutus.html',
      'https://api.fda.gov/drug/label.json?search=x',
      'https://web.archive.org/web/2020/https://www.who.int/x',
      'https://www.who.int/search?q=salt',
      'https://2130706433/guidance.html',
      'https://nh\u0455.uk/conditions/salt/',
      'https://www.who.example/news-room/',
      'https://pubmed.ncbi.nlm.nih.gov/?term=salt',
      'https://www.who.int/wp-json/wp/v2/pages/1',
      'https://www.who.int/data/salt-survey.xlsx',
    ]) {
      const problems = checkCorpus(withSource(url)).problems.filter((p) => p.severity === 'error');
      expect(problems.map((p) => [path.basename(p.file), p.line, p.field])).toEqual([
        ['alpha.md', 16, 'sources.0.url'],
      ]);
      expect(problems[0]!.message).toContain('source "who-healthy-diet"');
    }
  });

  it('takes an exception listed with its reason in source-exceptions.yml', () => {
    const url = 'https://web.archive.org/web/2020/https://www.who.int/x';
    const paths = withSource(url);
    fs.writeFileSync(
      path.join(paths.contentDir, 'source-exceptions.yml'),
      `- url: "${url}"\n  reason: "The page was withdrawn; the article discusses its last text."\n`,
    );
    expect(checkCorpus(paths).problems.filter((p) => p.severity === 'error')).toEqual([]);
  });
});

const kindOf = (url: string) => [url, unfitAddress(url)?.kind];

describe('unfitAddress: an address that is not where the page is', () => {
  it('names a user name before the host (https://www.nice.org.uk@evil.example.com/), however written', () => {
    const g = generator(61);
    for (let round = 0; round < 100; round += 1) {
      const disguise = g.pick([
        'www.nice.org.uk',
        'nhs.uk',
        'www.cdc.gov',
        'user',
        'a:b',
        '%6ehs.uk',
      ]);
      const url = `https://${disguise}@${g.host()}/${g.path()}`;
      expect(kindOf(url)).toEqual([url, 'look-alike host']);
    }
  });

  it('names a page that sends the reader on: shorteners, social redirectors, an address as a query value', () => {
    const g = generator(62);
    const onward = ['https://evil.example.com/', 'http://nhs.uk/x', '//cdc.gov/y', 'www.who.int/z'];
    for (let round = 0; round < 100; round += 1) {
      const url = g.pick([
        `https://${g.pick(['t.co', 'bit.ly', 'tinyurl.com', 'l.facebook.com', 'lnkd.in', 'youtu.be'])}/${g.pick(['AbC12', 'l.php?u=x'])}`,
        `https://${g.host()}/${g.pick(['redirect', 'out', 'share', 'translate', 'l.php'])}?${g.pick(['url', 'u', 'to', 'target', 'next', 'q'])}=${encodeURIComponent(g.pick(onward))}`,
      ]);
      expect(kindOf(url)).toEqual([url, 'redirect']);
    }
  });

  it('names a name that leads to this machine or to a tunnel, and a port of its own', () => {
    const g = generator(63);
    for (let round = 0; round < 100; round += 1) {
      const url = g.pick([
        `https://${g.pick(['127.0.0.1.nip.io', 'app.10.0.0.1.sslip.io', 'localtest.me', 'x.lvh.me', 'abc.ngrok-free.app', 'abc.ngrok.dev', 'x.trycloudflare.com'])}/${g.path()}`,
        `https://${g.host()}:${g.pick([8443, 8080, 3000, 4173, 81])}/${g.path()}`,
      ]);
      expect(kindOf(url)[1]).toBe('non-production host');
    }
  });

  it('leaves the usual ports, queries that are not addresses, and a path parameter on a page', () => {
    const g = generator(64);
    for (let round = 0; round < 100; round += 1) {
      const url = g.pick([
        `https://${g.host()}:443/${g.path()}`,
        `http://${g.host()}:80/${g.path()}`,
        `https://${g.host()}/page?${g.pick(['lang=en', 'id=42', 'tab=symptoms', 'ref=home'])}`,
        `https://${g.host()}/conditions/asthma;jsessionid=A1B2`,
      ]);
      expect(kindOf(url)).toEqual([url, undefined]);
    }
    expect(kindOf('https://nhs.uk/data/x.json;jsessionid=1')[1]).toBe('data file');
  });
});

it('names a shared spreadsheet or a file in a drive as data, not a page', () => {
  const g = generator(65);
  for (let round = 0; round < 50; round += 1) {
    const url = g.pick([
      `https://docs.google.com/spreadsheets/d/${g.pick(['abc', '1XyZ'])}/${g.pick(['edit', 'view', ''])}`,
      `https://drive.google.com/${g.pick(['file/d/abc/view', 'uc?id=abc', 'open?id=abc'])}`,
    ]);
    expect(kindOf(url)).toEqual([url, 'data file']);
  }
  expect(kindOf('https://docs.google.com/document/d/abc/pub')[1]).toBeUndefined();
});
