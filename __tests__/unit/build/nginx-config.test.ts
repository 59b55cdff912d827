import fs from 'node:fs';
import path from 'node:path';
import {
  NGINX_DIR,
  PLACEHOLDERS,
  SNIPPET_INCLUDE,
  ADMIN_SNIPPET_INCLUDE,
  cacheRules,
  nginxConfig,
  securityHeaders,
} from '../../../deploy/write-nginx-conf.mjs';
import { offSite, offSitePaths } from '../../../deploy/off-site-redirects.mjs';
import { adminHeaders } from '../../../deploy/headers.mjs';

const generated = nginxConfig();
const read = (file: string) => fs.readFileSync(path.join(process.cwd(), file), 'utf8');

describe('deploy/nginx', () => {
  it.each(Object.keys(generated))(
    '%s is up to date (run: node deploy/write-nginx-conf.mjs)',
    (name) => {
      expect(read(path.join(NGINX_DIR, name))).toBe(generated[name as keyof typeof generated]);
    },
  );

  it('sends every security header, always, with its exact value', () => {
    for (const [name, value] of Object.entries(securityHeaders)) {
      expect(generated['security-headers.conf']).toContain(`add_header ${name} "${value}" always;`);
    }
  });

  it('repeats the headers in every location, since nginx drops inherited add_header', () => {
    const locations = generated['healthhub.conf'].split(/^\s*location /m).slice(1);
    expect(locations.length).toBeGreaterThan(cacheRules.length);
    for (const block of locations)
      expect(block).toContain(
        `include ${/^(= |\^~ )\/admin\b/.test(block) ? ADMIN_SNIPPET_INCLUDE : SNIPPET_INCLUDE};`,
      );
  });

  it('gives the editor (/admin and everything under /admin/) its own headers, and only the editor', () => {
    for (const [name, value] of Object.entries(adminHeaders))
      expect(generated['admin-headers.conf']).toContain(`add_header ${name} "${value}" always;`);
    const admin = generated['healthhub.conf']
      .split(/^\s*location /m)
      .slice(1)
      .filter((block) => block.includes(`include ${ADMIN_SNIPPET_INCLUDE};`))
      .map((block) => block.split(' {')[0]);
    expect(admin).toEqual(['= /admin', '^~ /admin/']);
    expect(adminHeaders['Cross-Origin-Opener-Policy']).toBe('same-origin-allow-popups');
    expect(securityHeaders['Cross-Origin-Opener-Policy']).toBe('same-origin');
  });

  it('applies each cache rule of deploy/headers.mjs', () => {
    for (const { prefix, cacheControl } of cacheRules) {
      const match = prefix === '/' ? 'location / {' : `location ^~ ${prefix} {`;
      const block = generated['healthhub.conf'].split(match)[1]?.split('}')[0] ?? '';
      expect(block).toContain(`add_header Cache-Control "${cacheControl}" always;`);
    }
  });

  it('has clean URLs, the 404 page, the feed type and the placeholders a host replaces', () => {
    const conf = generated['healthhub.conf'];
    expect(conf).toContain('try_files $uri $uri.html $uri/index.html =404;');
    expect(conf).toContain('error_page 404 /404.html;');
    expect(conf).toContain('default_type application/rss+xml;');
    expect(conf).toMatch(/^\s+gzip on;$/m);
    expect(conf).toMatch(new RegExp(`^\\s+${PLACEHOLDERS.listen}$`, 'm'));
    expect(conf).toContain(`    ${PLACEHOLDERS.root}\n`);
  });
});

describe('deploy/cloudfront/clean-urls.js', () => {
  type Result = { uri?: string; statusCode?: number; headers?: { location: { value: string } } };
  const handler = new Function(`${read('deploy/cloudfront/clean-urls.js')}\nreturn handler;`)() as (
    event: unknown,
  ) => Result;
  const run = (uri: string) => handler({ request: { uri, querystring: {} } });
  const safeDecode = (uri: string) => {
    try {
      return decodeURIComponent(uri);
    } catch {
      return uri;
    }
  };

  it.each([
    ['/', '/index.html'],
    ['/about', '/about.html'],
    ['/blog/heart-healthy-diet-guide', '/blog/heart-healthy-diet-guide.html'],
    ['/category/web-design-seo', '/category/web-design-seo.html'],
    ['/_next/static/chunks/app.js', '/_next/static/chunks/app.js'],
    ['/og/default.png', '/og/default.png'],
    ['/feed.xml', '/feed.xml'],
  ])('maps %s to %s', (uri, expected) => {
    expect(run(uri).uri).toBe(expected);
  });

  it('never redirects off the site, whatever the path (raw or decoded)', () => {
    for (const path of offSitePaths()) {
      for (const uri of [path, safeDecode(path)]) {
        const result = run(uri);
        if (result.statusCode)
          expect({ uri, why: offSite(result.headers!.location.value) }).toEqual({ uri, why: '' });
      }
    }
  });

  it('redirects a trailing slash once', () => {
    expect(run('/about/')).toMatchObject({
      statusCode: 301,
      headers: { location: { value: '/about' } },
    });
  });
});

describe('docs/DEPLOY.md', () => {
  it('lists every security header and cache value of deploy/headers.mjs', () => {
    const doc = read('docs/DEPLOY.md');
    for (const [name, value] of Object.entries(securityHeaders)) {
      expect(doc).toContain(name);
      expect(doc).toContain(value);
    }
    for (const { prefix, cacheControl } of cacheRules) {
      expect(doc).toContain(`\`${prefix}`);
      expect(doc).toContain(cacheControl);
    }
  });
});
