/** @jest-environment jsdom */
import { articles, categorySlug } from '../../e2e/support/corpus';
import { exportedPage, named, text } from '../helpers/exported-html';

// What every medical article's page holds, read from the exported HTML of the test build
// (`npm run test:static`): breadcrumbs, takeaways, both copies of the contents list, and care cards
// after "When to see a doctor", each named by its heading, the emergency ones with tap-to-call
// numbers. That the template shows them at each width (the contents list collapsed on phones) is
// checked in the browser (e2e/pages/article-page.spec.ts).

const medical = articles.filter((a) => a.category !== 'Web Design & SEO');
describe.each(medical.map((article) => [article.id, article] as const))('%s', (id, article) => {
  const doc = exportedPage('out', `blog/${id}`);

  it('has breadcrumbs: home, its category, itself', () => {
    const [nav] = named(doc, 'nav', 'Breadcrumb');
    const items = [...nav!.querySelectorAll('li')];
    expect(items.map(text)).toEqual(['Home', article.category, article.title]);
    expect(items[1]!.querySelector('a')?.getAttribute('href')).toBe(
      `/category/${categorySlug(article.category)}`,
    );
    expect(text(items[2]!.querySelector('[aria-current="page"]'))).toBe(article.title);
  });

  it('lists its takeaways', () => {
    const regions = named(doc, 'section', 'Key takeaways');
    expect(regions).toHaveLength(1);
    expect([...regions[0]!.querySelectorAll('li')].map(text)).toEqual(article.takeaways);
  });

  it("lists its sections in both copies of the contents list (phones' and wide screens')", () => {
    const headings = [...doc.querySelectorAll('.prose .heading-wrapper > :is(h2, h3)')].map((h) => [
      text(h),
      `#${h.id}`,
    ]);
    expect(headings.length).toBeGreaterThan(2);
    for (const name of ['Contents', 'On this page']) {
      const navs = named(doc, 'nav[data-contents]', name);
      expect(navs).toHaveLength(1);
      const links = [...navs[0]!.querySelectorAll('a')].map((a) => [
        text(a),
        a.getAttribute('href'),
      ]);
      expect({ name, links }).toEqual({ name, links: headings });
    }
  });

  it('has care cards after "When to see a doctor", each named by its heading; emergency ones call 112 and 911', () => {
    const cards = [...doc.querySelectorAll('section.care-card')];
    expect(cards.length).toBeGreaterThan(0);
    const doctor = doc.getElementById('when-to-see-a-doctor')?.closest('.heading-wrapper');
    expect(doctor).toBeTruthy();
    const afterDoctor: Element[] = [];
    for (let next = doctor!.nextElementSibling; next; next = next.nextElementSibling)
      if (next.matches('section.care-card')) afterDoctor.push(next);
    expect(afterDoctor.length).toBeGreaterThan(0);
    for (const card of cards) {
      const headings = card.querySelectorAll('h1, h2, h3, h4, h5, h6');
      // An embedded first-aid card is named by its title and holds the emergency's own parts.
      if (!card.matches('.first-aid-card')) expect(headings).toHaveLength(1);
      expect(card.getAttribute('aria-labelledby')).toBe(headings[0]!.id);
    }
    for (const card of doc.querySelectorAll('section.care-card-emergency')) {
      const calls = (number: string) =>
        [...card.querySelectorAll('a')]
          .filter((a) => text(a).startsWith(`${number} `))
          .map((a) => a.getAttribute('href'));
      expect(calls('112')).toContain('tel:112');
      expect(calls('911')).toContain('tel:911');
    }
  });
});
