/** @jest-environment jsdom */
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { articles, byId } from '../../e2e/support/corpus';
import { formatLongDate } from '../../lib/format';
import { exportedPage, named, text } from '../helpers/exported-html';

// The review trail and citations of every article, and every review record page, read from the
// exported HTML of the test build (`npm run test:static`). That the template shows them at each
// width, and that a citation and its source lead to each other, is checked in the browser
// (e2e/pages/review-and-citations.spec.ts).

const page = (route: string) => exportedPage('out', route);

type Record = {
  id: string;
  data: { items: { kind: string; page: string; where?: string }[] };
};

/** The review records in a folder of content/reviews/, read straight from the files. */
const recordsIn = (folder: string): Record[] =>
  fs
    .readdirSync(folder)
    .filter((file) => file.endsWith('.yml'))
    .map((file) => ({
      id: path.basename(file, '.yml'),
      data: YAML.parse(fs.readFileSync(path.join(folder, file), 'utf8')) as Record['data'],
    }));

/** The articles' records, and the first-aid library's (content/reviews/emergencies/). */
const records = recordsIn(path.join('content', 'reviews'));
const emergencyRecords = recordsIn(path.join('content', 'reviews', 'emergencies'));

describe.each(articles.map((article) => [article.id, article] as const))('%s', (id, article) => {
  const doc = page(`blog/${id}`);
  const header = doc.querySelector('article header');
  const medical = article.category !== 'Web Design & SEO';

  it('has the review line: who reviewed it, when, when next, and the editorial policy', () => {
    expect(text(header)).toContain('Reviewed by the HealthHub editorial team');
    expect(text(header)).not.toMatch(/Medically reviewed/);
    expect(text(header)).toContain(`Last reviewed ${formatLongDate(article.lastReviewed)}`);
    expect(text(header)).toContain(`Next review due ${formatLongDate(article.nextReviewDue)}`);
    const policy = [...header!.querySelectorAll('a')].filter(
      (a) => text(a) === 'Our editorial policy',
    );
    expect(policy.map((a) => a.getAttribute('href'))).toEqual(['/editorial-policy']);
  });

  it(
    medical ? 'links to its review record' : 'has no review record (not a medical article)',
    () => {
      expect(records.some((r) => r.id === id)).toBe(medical);
      const links = [...header!.querySelectorAll('a')].filter((a) => text(a) === 'What we checked');
      expect(links.map((a) => a.getAttribute('href'))).toEqual(
        medical ? [`/blog/${id}/review`] : [],
      );
    },
  );

  it('numbers its citations by first use and lists every source once, with title and publisher', () => {
    // The region named Sources (a section named by its heading).
    const regions = named(doc, 'section', 'Sources');
    expect(regions).toHaveLength(1);
    const list = [...regions[0]!.querySelectorAll(':scope > ol > li')];
    expect(list).toHaveLength(article.sources.length);
    expect(list.map((item) => item.id)).toEqual(list.map((_, i) => `source-${i + 1}`));
    const targets = [...doc.querySelectorAll('.prose sup a')].map((a) =>
      Number(a.getAttribute('href')!.replace('#source-', '')),
    );
    expect(targets.length).toBeGreaterThanOrEqual(article.sources.length);
    const firsts = targets.filter((n, i) => targets.indexOf(n) === i);
    expect(firsts).toEqual(article.sources.map((_, i) => i + 1));
    for (const source of article.sources) {
      const items = list.filter((item) => item.querySelector(`a[href="${source.url}"]`));
      expect(items).toHaveLength(1);
      expect(text(items[0]!)).toContain(source.title);
      expect(text(items[0]!)).toContain(source.publisher);
    }
    expect(text(doc.querySelector('.prose'))).not.toContain(':cite');
  });
});

/** A record's page quotes each item and links each placed one to a place of its page that exists. */
function expectRecordPage(route: string, title: string, record: Record) {
  const doc = page(`${route}/review`);
  expect(text(doc.querySelector('h1'))).toBe(`What we checked: ${title}`);
  expect(text(doc.body)).toContain(
    route.startsWith('blog/')
      ? 'No doctor has signed off this version of the article.'
      : 'It is not a sign-off by a doctor.',
  );
  expect(doc.querySelectorAll('main section blockquote')).toHaveLength(record.data.items.length);
  // Each national page that gave items once, its items folded behind a summary of them, and the
  // pages of one service folded behind the service's.
  const giving = new Set(record.data.items.map((item) => item.page));
  expect(doc.querySelectorAll('main section details[data-page] > summary')).toHaveLength(
    giving.size,
  );
  for (const service of doc.querySelectorAll('main section details[data-service]'))
    expect(service.querySelectorAll('details[data-page]').length).toBeGreaterThan(1);
  const anchors = [...doc.querySelectorAll('main a')]
    .filter((a) => text(a).trim() !== '')
    .map((a) => a.getAttribute('href') ?? '')
    // The links into the page (the summary's links to its kinds stay on the record).
    .filter((href) => !href.startsWith('#') && href.includes('#'));
  expect(anchors).toHaveLength(record.data.items.filter((item) => item.where).length);
  const reviewed = page(route);
  for (const href of new Set(anchors)) {
    expect(href.startsWith(`/${route}#`)).toBe(true);
    expect([href, reviewed.querySelectorAll(`[id="${href.split('#')[1]}"]`).length]).toEqual([
      href,
      1,
    ]);
  }
}

describe.each(records.map((record) => [record.id, record] as const))(
  'the review record of %s',
  (id, record) => {
    it('quotes each item and links it to a place of the article that exists', () => {
      expectRecordPage(`blog/${id}`, byId(id).title, record);
      for (const item of record.data.items.filter((i) => i.kind === 'emergency' && i.where))
        // Its own emergency card, or the first-aid page it embeds (whose record checks that).
        expect(item.where).toMatch(/^(emergency card|::first-aid\[[a-z-]+\])$/);
    });

    it('says no doctor has signed it off, and gives the version a sign-off would name', () => {
      const body = text(page(`blog/${id}/review`).querySelector('main'));
      expect(body).toContain('No doctor has signed off this version of the article.');
      expect(body).toMatch(/Version [0-9a-f]{16} of the article and this record/);
    });
  },
);

describe.each(emergencyRecords.map((record) => [record.id, record] as const))(
  'the review record of the first-aid page %s',
  (id, record) => {
    it('quotes each item and links it to a place of the first-aid page that exists', () => {
      const title = text(page(`first-aid/${id}`).querySelector('h1'));
      expectRecordPage(`first-aid/${id}`, `First aid: ${title}`, record);
    });
  },
);
