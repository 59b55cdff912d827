import { unfitAddress } from '@/lib/content/checks/source-addresses';
import { random } from '../../helpers/random';

/** Generated addresses: ordinary hosts and paths, and the file, API or search parts put in them. */
function generator(seed: number) {
  const next = random(seed);
  next();
  const int = (from: number, to: number) => from + Math.floor(next() * (to - from + 1));
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const upper = (text: string) => (next() < 0.3 ? text.toUpperCase() : text);
  const label = () => pick(['www', 'nhs', 'cdc', 'health', 'mohfw', 'portal', 'my', 'gov']);
  const tld = () => pick(['gov', 'gov.in', 'nhs.uk', 'org', 'com', 'scot', 'gov.uk']);
  const host = () => `${Array.from({ length: int(1, 2) }, label).join('.')}.${tld()}`;
  const dir = () => pick(['', 'conditions/', 'health-topics/diabetes/', 'a-z/heart/']);
  const tail = () => pick(['', '?a=1&b=2', '#top', '?lang=en']);
  return { next, int, pick, upper, host, dir, tail };
}

const kindOf = (url: string) => [url, unfitAddress(url)?.kind];

describe('a spreadsheet, a file in a drive, or a file-sharing site', () => {
  it('names shared spreadsheets, drive downloads, raw files, pastes and file transfers', () => {
    const g = generator(91);
    for (let round = 0; round < 200; round += 1) {
      const id = g.pick(['abc', '1XyZ_9', 'k-2']);
      const [rest, kind] = g.pick([
        [
          `docs.google.com/a/${g.pick(['nhs.net', 'example.org'])}/spreadsheets/d/${id}/edit`,
          'data file',
        ],
        [`docs.google.com/spreadsheet/ccc?key=${id}`, 'data file'],
        [`docs.google.com/spreadsheets/u/0/d/${id}/htmlview`, 'data file'],
        [`drive.google.com/u/${g.int(0, 3)}/uc?id=${id}&export=download`, 'data file'],
        [`drive.google.com/drive/folders/${id}`, 'data file'],
        [`raw.githubusercontent.com/owner/repo/main/${g.pick(['data.md', 'README'])}`, 'data file'],
        [`pastebin.com/raw/${id}`, 'data file'],
        [`drive.usercontent.google.com/download?id=${id}`, 'download'],
        [`mega.nz/file/${id}`, 'download'],
        [`wetransfer.com/downloads/${id}`, 'download'],
      ]);
      const url = `https://${rest}`;
      expect(kindOf(url)).toEqual([url, kind]);
    }
  });

  it('names data files and downloads by these extensions, in any case', () => {
    const g = generator(92);
    const data = ['xlsm', 'xlsb', 'xpt', 'db', 'mdb', 'kml', 'rss'];
    const downloads = ['docm', 'jar', 'bat', 'ps1', 'pkg', 'deb', 'torrent'];
    for (let round = 0; round < 300; round += 1) {
      const [ext, kind] =
        g.next() < 0.5 ? [g.pick(data), 'data file'] : [g.pick(downloads), 'download'];
      const url = `https://${g.host()}/${g.dir()}${g.pick(['report', 'nfhs5', 'feed'])}.${g.upper(ext)}${g.tail()}`;
      expect(kindOf(url)).toEqual([url, kind]);
    }
  });

  it('names a download script that is given a data file or a download in its query', () => {
    const g = generator(93);
    for (let round = 0; round < 200; round += 1) {
      const [ext, kind] = g.pick([
        ['csv', 'data file'],
        ['xlsx', 'data file'],
        ['json', 'data file'],
        ['zip', 'download'],
        ['exe', 'download'],
      ]);
      const file = `${g.pick(['data', 'files/2021/survey', 'x'])}.${g.upper(ext)}`;
      const url = `https://${g.host()}/${g.dir()}${g.pick(['download.php', 'getfile.aspx', 'dl'])}?${g.pick(['file', 'name', 'f', 'path'])}=${g.pick([file, encodeURIComponent(file)])}`;
      expect(kindOf(url)).toEqual([url, kind]);
    }
  });

  it('leaves guideline documents and pages named in a query or a path', () => {
    const g = generator(94);
    for (let round = 0; round < 200; round += 1) {
      const url = `https://${g.host()}/${g.dir()}${g.pick([
        'leaflet.pdf',
        'guideline.docx',
        'download.php?file=leaflet.pdf',
        'index.php?page=about.html',
        'database-of-services/',
        'feed-your-baby/',
        'rss-feeds',
        'api-guidance/',
        'debate.html',
      ])}`;
      expect(kindOf(url)).toEqual([url, undefined]);
    }
  });
});

describe('the disguised shapes of an API, a search and an archive', () => {
  it('names an API behind a path parameter or an encoded slash, and WordPress admin-ajax', () => {
    const g = generator(95);
    for (let round = 0; round < 200; round += 1) {
      const url = `https://${g.host()}/${g.dir()}${g.pick([
        `${g.upper('api')};v=${g.int(1, 3)}/items`,
        `api%2Fv${g.int(1, 3)}/items`,
        `API%252Fv1`,
        `wp-admin/admin-ajax.php?action=x`,
        `rest;x=1/v2/items`,
      ])}`;
      expect(kindOf(url)).toEqual([url, 'API endpoint']);
    }
  });

  it('names search results: ?s= on a folder, Google Scholar, Baidu, a search in the fragment', () => {
    const g = generator(96);
    for (let round = 0; round < 200; round += 1) {
      const term = encodeURIComponent(g.pick(['migraine', 'heart attack', 'दवा']));
      const url = g.pick([
        `https://${g.host()}/${g.pick(['category/health/', 'news/', 'page/2/', 'blog', 'index.php'])}?s=${term}`,
        `https://scholar.google.${g.pick(['com', 'co.uk', 'co.in'])}/scholar?${g.pick(['as_q', 'as_epq'])}=${term}`,
        `https://www.baidu.com/s?wd=${term}`,
        `https://${g.host()}/${g.dir()}#${g.pick(['q', 'query', 'search'])}=${term}`,
        `https://${g.host()}/${g.dir()}#/search?q=${term}`,
      ]);
      expect(kindOf(url)).toEqual([url, 'search results']);
    }
    const leaflet = 'https://www.qehkl.nhs.uk/DiabetesFeetWorried.asp?s=information&p=information';
    expect(kindOf(leaflet)).toEqual([leaflet, undefined]);
  });

  it('names the caches and archives of Yandex, Australia, Austria and FreezePage', () => {
    const g = generator(97);
    for (let round = 0; round < 100; round += 1) {
      const url = `https://${g.pick([
        'yandexwebcache.net/yandbtm?fmode=inject&url=x',
        'hghltd.yandexwebcache.net/yandbtm',
        'pandora.nla.gov.au/pan/12345/20200101-0000/www.health.gov.au/index.html',
        'webarchiv.onb.ac.at/web/20200101/x',
        'www.freezepage.com/1600000000ABCDEFGH',
      ])}`;
      expect(kindOf(url)).toEqual([url, 'archived copy']);
    }
  });
});
