import { isSlug, slugify } from '@/lib/content/slug';

describe('the category slug rule', () => {
  it.each([
    ['Nutrition', 'nutrition'],
    ['Mental Health', 'mental-health'],
    ["Women's Health", 'women-s-health'],
    ["Children's Health", 'children-s-health'],
    ['Web Design & SEO', 'web-design-seo'],
    ['  Leading and trailing  ', 'leading-and-trailing'],
    ['--Dashes--inside--', 'dashes-inside'],
    ['A   B', 'a-b'],
    ['COVID-19 & You!', 'covid-19-you'],
    ['Café Culture', 'caf-culture'],
    ['!!!', ''],
    ['', ''],
  ])('turns %j into %j', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it('recognises text that is already a slug', () => {
    expect(isSlug('heart-healthy-diet-guide')).toBe(true);
    expect(isSlug('Heart-Guide')).toBe(false);
    expect(isSlug('double--hyphen')).toBe(false);
    expect(isSlug('-leading')).toBe(false);
    expect(isSlug('')).toBe(false);
  });
});
