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
import { runsNoScript } from '../../../deploy/csp-policies.mjs';

const generated = nginxConfig();
const read = (file: string) => fs.readFileSync(path.join(process.cwd(), file), 'utf8');
const IMAGE_INCLUDE = 'include snippets/healthhub-image-headers.conf;';

type Location = { match: string; lines: string[]; inner: Location[] };
/** The location blocks of a server block, each with its own lines and the locations inside it. */
function locations(conf: string): Location[] {
  const top: Location[] = [];
  const open: Location[] = [];
  for (const line of conf.split('\n')) {
    const start = /^\s*location (.+) \{$/.exec(line);
    if (start) {
      const block = { match: start[1]!, lines: [], inner: [] };
      (open.at(-1)?.inner ?? top).push(block);
      open.push(block);
    } else if (open.length > 0 && /^\s*\}$/.test(line)) open.pop();
    else open.at(-1)?.lines.push(line.trim());
  }
  return top;
}

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

  /** Every location at any depth, with the top-level location it sits in. */
  const everyLocation = (list: Location[], top?: Location): [Location, Location][] =>
    list.flatMap((block) => [
      [block, top ?? block] as [Location, Location],
      ...everyLocation(block.inner, top ?? block),
    ]);
  const isAdmin = (top: Location) => /^(= |\^~ )\/admin\b/.test(top.match);

  it('repeats the headers in every location, nested ones too, since nginx drops inherited add_header', () => {
    const all = everyLocation(locations(generated['healthhub.conf']));
    expect(all.length).toBeGreaterThan(cacheRules.length);
    for (const [block, top] of all)
      expect([block.match, block.lines]).toEqual([
        block.match,
        expect.arrayContaining([
          `include ${isAdmin(top) ? ADMIN_SNIPPET_INCLUDE : SNIPPET_INCLUDE};`,
        ]),
      ]);
  });

  it('gives the editor (/admin and everything under /admin/) its own headers, and only the editor', () => {
    for (const [name, value] of Object.entries(adminHeaders))
      expect(generated['admin-headers.conf']).toContain(`add_header ${name} "${value}" always;`);
    const admin = everyLocation(locations(generated['healthhub.conf']))
      .filter(([block]) => block.lines.includes(`include ${ADMIN_SNIPPET_INCLUDE};`))
      .map(([, top]) => top.match);
    expect(new Set(admin)).toEqual(new Set(['= /admin', '^~ /admin/']));
    expect(adminHeaders['Cross-Origin-Opener-Policy']).toBe('same-origin-allow-popups');
    expect(securityHeaders['Cross-Origin-Opener-Policy']).toBe('same-origin');
  });

  it('sends a sandbox without scripts beside the site policy for image folders and .svg files, at any depth', () => {
    const snippet = (generated as Record<string, string>)['image-headers.conf'] ?? '';
    const csp = /^add_header Content-Security-Policy "([^"]*)" always;$/m.exec(snippet)?.[1];
    expect([csp, runsNoScript(csp)]).toEqual([csp, true]);
    const all = locations(generated['healthhub.conf']);
    const svg = (list: Location[]) => list.find((l) => l.match === '~* \\.svgz?$');
    expect(svg(all)?.lines).toContain(IMAGE_INCLUDE);
    for (const block of all.filter((l) => l.match.startsWith('^~ '))) {
      const image = /^\^~ \/(images|generated|og)\/$/.test(block.match);
      if (image)
        expect([block.match, block.lines]).toEqual([
          block.match,
          expect.arrayContaining([IMAGE_INCLUDE]),
        ]);
      else
        expect([block.match, svg(block.inner)?.lines]).toEqual([
          block.match,
          expect.arrayContaining([IMAGE_INCLUDE]),
        ]);
    }
  });

  it('serves .yml and .yaml as text/yaml in UTF-8, under /admin/ too', () => {
    const conf = generated['healthhub.conf'];
    expect(conf).toMatch(/charset_types [^;]*\btext\/yaml\b/);
    const all = locations(conf);
    const yaml = (list: Location[]) => list.find((l) => l.match === '~* \\.ya?ml$');
    const admin = all.find((l) => l.match === '^~ /admin/')!;
    for (const block of [yaml(all), yaml(admin.inner)])
      expect(block?.lines).toEqual(
        expect.arrayContaining(['types { }', 'default_type text/yaml;']),
      );
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
