import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PAGE_TYPES, largestHtml, pageType } from '@/measure/html-sizes.mjs';

describe('the page type of an exported HTML file', () => {
  it.each([
    ['index.html', 'home'],
    ['blog/heart-healthy-diet-guide.html', 'article'],
    ['category/mental-health.html', 'category'],
    ['category/mental-health/page/2.html', 'category page n'],
    ['category/mental-health/page/120.html', 'category page n'],
    ['about.html', 'about'],
    ['contact.html', 'contact'],
    ['editorial-policy.html', 'editorial-policy'],
    ['privacy.html', 'privacy'],
    ['terms.html', 'terms'],
    ['404.html', '404'],
    ['_not-found.html', '404'],
    ['category\\mental-health\\page\\3.html', 'category page n'],
    ['blog\\a.html', 'article'],
  ])('%s is %s', (file, type) => {
    expect(pageType(file)).toBe(type);
  });

  it.each([
    'blog/index/extra.html',
    'category/mental-health/page/two.html',
    'category/mental-health/other/2.html',
    'about/index.html',
    'blog.html',
    'home.html',
  ])('%s is another page', (file) => {
    expect(pageType(file)).toBe('other');
  });
});

describe('the largest HTML file of each page type', () => {
  it('is found by raw size, listed in page-type order with its gzip size', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'html-sizes-'));
    const write = (file: string, bytes: number) => {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), 'x'.repeat(bytes));
    };
    write('404.html', 10);
    write('index.html', 30);
    write('blog/a.html', 50);
    write('blog/b.html', 70);
    write('category/c/page/2.html', 20);
    write('blog/not-html.txt', 900);
    try {
      const sizes = largestHtml(dir);
      expect(sizes.map(({ type, file, raw }) => [type, file, raw])).toEqual([
        ['home', 'index.html', 30],
        ['article', 'blog/b.html', 70],
        ['category page n', 'category/c/page/2.html', 20],
        ['404', '404.html', 10],
      ]);
      for (const { gzip } of sizes) expect(gzip).toBeGreaterThan(0);
      expect(sizes.map(({ type }) => PAGE_TYPES.indexOf(type))).toEqual([0, 1, 3, 9]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
