import fs from 'node:fs';
import path from 'node:path';
import SETTINGS from '../../e2e/settings.json';

// The sub-path build (`npm run test:build:base`): a site hosted under a base path must not link
// outside it. Every root-relative address in the markup of every exported page keeps to the base
// path: the links the framework writes, the files the site names, and the links written in
// markdown (`/contact`, `article:some-id`).
const { dir, basePath } = SETTINGS.basePathBuild;
const pages = fs
  .readdirSync(dir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.html'));

/** The root-relative addresses of attributes an HTML page holds (href, src, srcset, action). */
function addresses(html: string): string[] {
  const found: string[] = [];
  for (const [, value] of html.matchAll(/\s(?:href|src|action)="(\/[^"]*)"/g)) found.push(value!);
  for (const [, list] of html.matchAll(/\ssrcset="([^"]*)"/gi))
    for (const candidate of list!.split(','))
      if (candidate.trim().startsWith('/')) found.push(candidate.trim().split(/\s+/)[0]!);
  return found.filter((address) => !address.startsWith('//'));
}

describe('the sub-path build', () => {
  it('exported its pages', () => {
    expect(pages.length).toBeGreaterThan(30);
  });

  it('links only within its base path, from every page', () => {
    const outside = pages.flatMap((page) =>
      addresses(fs.readFileSync(path.join(dir, page), 'utf8'))
        // The path, without its query or fragment (`/health/hub?q=sleep` is the base path's home).
        .filter((address) => {
          const [route] = address.split(/[?#]/);
          return route !== basePath && !route!.startsWith(`${basePath}/`);
        })
        .map((address) => `${page}: ${address}`),
    );
    expect(outside).toEqual([]);
  });
});
