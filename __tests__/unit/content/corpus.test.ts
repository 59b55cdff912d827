import fs from 'node:fs';
import path from 'node:path';
import { checkCorpus, featured, getCorpus, inListOrder, loadPage } from '@/lib/content';
import { readingGrade } from '../../../content-cli/reading-grade';
import { median } from '../../../measure/median.mjs';

/** The real content in content/: the articles, categories and featured ones of docs/PRODUCT.md, and the content bar. */
const { articles, categories } = getCorpus();

const expected: [string, string][] = [
  ['heart-healthy-diet-guide', 'Nutrition'],
  ['mental-health-workplace', 'Mental Health'],
  ['diabetes-prevention-guide', 'Preventive Care'],
  ['womens-hormonal-health', "Women's Health"],
  ['sleep-optimization-guide', 'Mental Health'],
  ['pediatric-nutrition-basics', "Children's Health"],
  ['mens-preventive-health', "Men's Health"],
  ['arthritis-management', 'Chronic Conditions'],
  ['migraine-triggers-treatment-india', 'Neurology'],
  ['web-design-seo-visibility', 'Web Design & SEO'],
];

describe('the published corpus', () => {
  it('has exactly the ten articles, in list order, in their categories', () => {
    expect(inListOrder(articles).map((a) => [a.id, a.category])).toEqual(expected);
  });

  it('features the heart, migraine and web-design articles, heart first', () => {
    expect(featured(articles).map((a) => a.id)).toEqual([
      'heart-healthy-diet-guide',
      'migraine-triggers-treatment-india',
      'web-design-seo-visibility',
    ]);
  });

  it('has two Mental Health articles', () => {
    expect(articles.filter((a) => a.category === 'Mental Health')).toHaveLength(2);
  });

  it('gives every article a different date', () => {
    expect(new Set(articles.map((a) => a.date)).size).toBe(articles.length);
  });

  it.each(expected.map(([id]) => id))(
    '%s has 900 to 4,000 words, 3+ https sources, alt text and its image',
    (id) => {
      const article = articles.find((a) => a.id === id)!;
      expect(article.wordCount).toBeGreaterThanOrEqual(900);
      // Every sign, first-aid step and medicine rule of its review record makes the longest (the
      // migraine article: every dose in mg, what not to take together, and the red flags of
      // adults, pregnancy and children) about 3,700 words; past 4,000 an article should be split.
      expect(article.wordCount).toBeLessThanOrEqual(4000);
      expect(article.sources.length).toBeGreaterThanOrEqual(3);
      for (const source of article.sources) expect(source.url).toMatch(/^https:\/\//);
      expect(article.imageAlt.length).toBeGreaterThan(10);
      expect(fs.existsSync(path.join('public', article.image))).toBe(true);
      expect(article.excerpt.length).toBeLessThanOrEqual(160);
    },
  );

  it.each(expected.filter(([id]) => id !== 'web-design-seo-visibility').map(([id]) => id))(
    '%s tells the reader when to see a doctor, in care cards, and lists its key takeaways',
    (id) => {
      const article = articles.find((a) => a.id === id)!;
      const section = article.content.split(/^## When to see a doctor$/m)[1];
      expect(section).toBeDefined();
      const beforeNext = section!.split(/^## /m)[0]!;
      expect(beforeNext).toMatch(/^:::(emergency|urgent|routine)\b/m);
      expect(article.takeaways?.length).toBeGreaterThanOrEqual(3);
    },
  );

  it('reads at a median grade of 9 or lower (Flesch-Kincaid)', () => {
    expect(median(articles.map((a) => readingGrade(a.content)))).toBeLessThanOrEqual(9);
  });

  it('cites every source, no home page, and a source for every figure', () => {
    const citationProblems = checkCorpus().problems.filter(
      (p) => p.field.startsWith('sources') || p.field === 'content',
    );
    expect(citationProblems).toEqual([]);
    for (const article of articles) expect(article.content).toMatch(/:cite\[/);
  });

  it('claims no review by a person: every article is reviewed by the editorial team', () => {
    for (const article of articles) {
      expect(article.reviewer).toEqual({
        kind: 'editorial-team',
        name: 'HealthHub Editorial Team',
      });
    }
  });

  it('registers the ten categories of docs/PRODUCT.md', () => {
    expect(categories.map((c) => c.name)).toEqual([
      'Nutrition',
      'Fitness',
      'Mental Health',
      'Preventive Care',
      "Women's Health",
      "Children's Health",
      "Men's Health",
      'Chronic Conditions',
      'Neurology',
      'Web Design & SEO',
    ]);
  });

  it('has three sample team members and the about, privacy, terms and editorial policy texts', () => {
    expect(getCorpus().team.map((m) => m.sample)).toEqual([true, true, true]);
    for (const name of ['about', 'privacy', 'terms', 'editorial-policy'])
      expect(loadPage(name).content.length).toBeGreaterThan(300);
  });
});
