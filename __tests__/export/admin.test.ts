import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { adminCsp, adminHeaders, netlifyHeaders } from '../../deploy/headers.mjs';
import { exportedPages } from '../../e2e/support/corpus';

// The browser editor in the test build's export (out/admin/): self-hosted, its own policy, and
// nowhere a reader or a search engine meets it.
const OUT = 'out';
const ADMIN = path.join(OUT, 'admin');
const html = fs.readFileSync(path.join(ADMIN, 'index.html'), 'utf8');
const adminFiles = fs
  .readdirSync(ADMIN, { recursive: true, encoding: 'utf8' })
  .filter((name) => fs.statSync(path.join(ADMIN, name)).isFile());

describe('the editor at /admin/', () => {
  it('is a page of its own: noindex, its own CSP (not the CSP pass), no inline script', () => {
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow">/);
    const policies = [...html.matchAll(/http-equiv="Content-Security-Policy" content="([^"]*)"/g)];
    expect(policies.map(([, policy]) => policy)).toEqual([adminCsp()]);
    expect(adminCsp()).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
    expect(html.match(/<script(?![^>]*\ssrc=)[^>]*>/g)).toBeNull();
  });

  it('loads only files of its own folder, all of them there', () => {
    const named = [...html.matchAll(/\s(?:src|href)="([^"]+)"/g)].map(([, url]) => url!);
    expect(named.length).toBeGreaterThanOrEqual(3);
    for (const url of named) {
      expect(url).toMatch(/^\/admin\//);
      expect(fs.existsSync(path.join(OUT, url))).toBe(true);
    }
  });

  it('sends no request to a CDN: the CMS bundle names none of its fonts or files there', () => {
    const bundle = fs.readFileSync(path.join(ADMIN, 'sveltia-cms.js'), 'utf8');
    expect(bundle).not.toContain('cdn.jsdelivr.net');
    expect(bundle).not.toContain('https://unpkg.com/@sveltia/cms');
    expect(bundle).not.toContain('https://unpkg.com/${e}');
    for (const [, font] of bundle.matchAll(/url\((\/admin\/fonts\/[^)]+)\)/g))
      expect(fs.existsSync(path.join(OUT, font!))).toBe(true);
    expect(JSON.parse(fs.readFileSync(path.join(ADMIN, 'cms', 'package.json'), 'utf8'))).toEqual({
      version: JSON.parse(fs.readFileSync('node_modules/@sveltia/cms/package.json', 'utf8'))
        .version,
    });
  });

  it('has a configuration with the four kinds of content and the review records', () => {
    const config = YAML.parse(fs.readFileSync(path.join(ADMIN, 'config.yml'), 'utf8'));
    expect(config.collections.map((c: { name: string }) => c.name)).toEqual([
      'articles',
      'reviews',
      'pages',
      'registers',
    ]);
    // The test build sets no GitHub repository: the CMS's test backend, in the browser only.
    expect(config.backend).toEqual({ name: 'test-repo' });
  });

  it('is absent from the sitemap, the search index, the site crawl and the offline precache', () => {
    expect(fs.readFileSync(path.join(OUT, 'sitemap.xml'), 'utf8')).not.toMatch(/\/admin/);
    expect(exportedPages().filter((page) => page.startsWith('/admin'))).toEqual([]);
    const sw = fs.readFileSync(path.join(OUT, 'sw.js'), 'utf8');
    expect(sw).not.toMatch(/["']\/?admin\//);
    const indexFiles = fs.readdirSync(path.join(OUT, 'search-index'), {
      recursive: true,
      encoding: 'utf8',
    });
    const docs = indexFiles
      .filter((name) => name.endsWith('.json'))
      .map((name) => fs.readFileSync(path.join(OUT, 'search-index', name), 'utf8'))
      .join('\n');
    expect(docs).not.toMatch(/\/admin\b/);
  });

  it('gets its own headers from out/_headers: its full policy, popups for the GitHub sign-in, noindex', () => {
    const headers = fs.readFileSync(path.join(OUT, '_headers'), 'utf8');
    expect(headers).toBe(netlifyHeaders());
    const rule = headers.split(/\n(?=\/)/).find((block) => block.startsWith('/admin/*\n'))!;
    expect(rule).toContain(
      `Cross-Origin-Opener-Policy: ${adminHeaders['Cross-Origin-Opener-Policy']}`,
    );
    expect(rule).toContain(`Content-Security-Policy: ${adminHeaders['Content-Security-Policy']}`);
    expect(rule).toContain('X-Robots-Tag: noindex');
    // After the site's rule, whose values it replaces on Netlify (the last matching rule wins).
    expect(headers.indexOf('/admin/*\n')).toBeGreaterThan(headers.indexOf('/*\n'));
  });

  it('measures a few megabytes, none of which any page of the site loads', () => {
    const bytes = adminFiles.reduce(
      (sum, name) => sum + fs.statSync(path.join(ADMIN, name)).size,
      0,
    );
    expect(bytes).toBeLessThan(12 * 1024 * 1024);
    // No page names a file of the editor, and none of the site's scripts holds any of it.
    for (const page of exportedPages()) {
      const file = path.join(OUT, page === '/' ? 'index.html' : `${page}.html`);
      expect([page, /["'(]\/admin\//.test(fs.readFileSync(file, 'utf8'))]).toEqual([page, false]);
    }
    const scripts = fs
      .readdirSync(path.join(OUT, '_next', 'static'), { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(5);
    for (const name of scripts)
      expect(fs.readFileSync(path.join(OUT, '_next', 'static', name), 'utf8')).not.toMatch(
        /sveltia|registerEditorComponent|CMS_MANUAL_INIT/i,
      );
  });
});
