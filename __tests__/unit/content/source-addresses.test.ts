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
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const upper = (text: string) => (next() < 0.3 ? text.toUpperCase() : text);
  const label = () => pick(['www', 'nhs', 'cdc', 'health', 'ncd', 'mohfw', 'portal', 'my', 'gov']);
  const tld = () => pick(['gov', 'gov.in', 'nhs.uk', 'org', 'com', 'scot', 'gov.uk']);
  const segment = () =>
    pick(['conditions', 'health-topics', 'diabetes', 'heart', 'about', 'a-z', 'index.html']);
  const path = (n = 1 + Math.floor(next() * 3)) =>
    Array.from({ length: n }, segment).join('/') + (next() < 0.5 ? '/' : '');
  const host = (extra?: string) => {
    const labels = Array.from({ length: Math.floor(next() * 3) }, label);
    if (extra) labels.splice(Math.floor(next() * (labels.length + 1)), 0, extra);
    return [...labels, tld()].join('.');
  };
  return { next, pick, upper, label, tld, segment, path, host };
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
