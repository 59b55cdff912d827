import { rssFeed } from '@/lib/seo/feed';
import { absoluteUrl, ogImagePath } from '@/lib/seo/metadata';
import { serializeJsonLd } from '@/lib/seo/structured-data';
import { makeArticle } from '../../fixtures/articles';

describe('JSON-LD', () => {
  it('escapes "<" so no text in the data can close the script element', () => {
    const json = serializeJsonLd({
      headline: '</script><script>alert(1)</script>',
      note: 'a\u2028b',
    });
    expect(json).not.toContain('<');
    expect(json).not.toContain('\u2028');
    expect(JSON.parse(json)).toEqual({
      headline: '</script><script>alert(1)</script>',
      note: 'a\u2028b',
    });
  });
});

describe('the RSS feed', () => {
  it('escapes titles and excerpts and dates items in RFC 822', () => {
    const xml = rssFeed([
      makeArticle('a', { title: 'Salt & <sugar>', excerpt: '"Less" is more', date: '2024-01-15' }),
    ]);
    expect(xml).toContain('<title>Salt &amp; &lt;sugar&gt;</title>');
    expect(xml).toContain('<description>&quot;Less&quot; is more</description>');
    expect(xml).toContain('<pubDate>Mon, 15 Jan 2024 00:00:00 GMT</pubDate>');
    expect(xml).toContain(`<link>${absoluteUrl('/blog/a')}</link>`);
  });
});

describe('social images', () => {
  it('have one path per article and a default', () => {
    expect(ogImagePath('heart')).toBe('/og/heart.png');
    expect(ogImagePath()).toBe('/og/default.png');
  });
});
