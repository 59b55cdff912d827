// out/_headers as Netlify and Cloudflare Pages read it, over generated paths: Netlify applies the
// last matching rule's value of a header, Cloudflare Pages joins the values of every matching
// rule with a comma. Either way an image path runs no script and nothing frames the site.
import escapeStringRegexp from 'escape-string-regexp';
import { forbidsFraming, runsNoScript } from '../../../deploy/csp-policies.mjs';
import { netlifyHeaders } from '../../../deploy/headers.mjs';
import { random } from '../../helpers/random';

type Rule = { pattern: RegExp; headers: [string, string][] };

function rules(file: string): Rule[] {
  const list: Rule[] = [];
  for (const line of file.split('\n')) {
    if (line.startsWith('/')) {
      const pattern = new RegExp(`^${escapeStringRegexp(line).replace(/\\\*/g, '.*')}$`);
      list.push({ pattern, headers: [] });
    } else if (line.trim()) {
      const [, name, value] = /^\s+([^:]+):\s*(.*)$/.exec(line)!;
      list.at(-1)!.headers.push([name!.toLowerCase(), value!]);
    }
  }
  return list;
}

/** The headers one host sends for a path, by its way of combining matching rules. */
function served(file: string, pathname: string, host: 'netlify' | 'cloudflare') {
  const headers = new Map<string, string>();
  for (const rule of rules(file).filter((r) => r.pattern.test(pathname)))
    for (const [name, value] of rule.headers)
      headers.set(
        name,
        host === 'cloudflare' && headers.has(name) ? `${headers.get(name)}, ${value}` : value,
      );
  return headers;
}

function imagePaths(seed: number): string[] {
  const next = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const name = () => `${pick(['cover', 'x', 'logo', 'a-b'])}${Math.floor(next() * 100)}`;
  return Array.from({ length: 30 }, () =>
    pick([
      () =>
        `/${pick(['images', 'generated', 'og'])}/${pick(['', 'covers/', 'icons/'])}${name()}${pick(['.svg', '.png', '.html', '.webp'])}`,
      () => `/${pick(['', 'blog/', 'admin/', '_next/static/media/', 'category/x/'])}${name()}.svg`,
    ])(),
  );
}

describe.each(['', '/health/hub'])('out/_headers (base path "%s")', (basePath) => {
  const file = netlifyHeaders(basePath);

  it.each(['netlify', 'cloudflare'] as const)(
    'on %s, sandboxes every image path without scripts and forbids framing it',
    (host) => {
      for (const pathname of [1, 2, 3].flatMap(imagePaths)) {
        const headers = served(file, `${basePath}${pathname}`, host);
        const csp = headers.get('content-security-policy');
        expect([pathname, csp, runsNoScript(csp), forbidsFraming(csp)]).toEqual([
          pathname,
          csp,
          true,
          true,
        ]);
        expect([pathname, headers.get('x-frame-options')]).toEqual([pathname, 'DENY']);
      }
    },
  );

  it.each(['netlify', 'cloudflare'] as const)(
    'on %s, keeps the editor unframeable and the pages free of the image sandbox',
    (host) => {
      for (const pathname of ['/admin', '/admin/', '/admin/index.html', '/admin/config.yml']) {
        const headers = served(file, `${basePath}${pathname}`, host);
        expect([pathname, headers.get('x-frame-options')]).toEqual([pathname, 'DENY']);
        expect([pathname, forbidsFraming(headers.get('content-security-policy'))]).toEqual([
          pathname,
          true,
        ]);
      }
      for (const pathname of ['/', '/about', '/blog/x', '/admin', '/sw.js']) {
        const csp = served(file, `${basePath}${pathname}`, host).get('content-security-policy');
        expect([pathname, runsNoScript(csp)]).toEqual([pathname, false]);
      }
    },
  );

  it('types .yml and .yaml files as text/yaml in UTF-8, once', () => {
    for (const pathname of ['/admin/config.yml', '/admin/x.yaml', '/a.yml'])
      for (const host of ['netlify', 'cloudflare'] as const)
        expect([
          pathname,
          host,
          served(file, `${basePath}${pathname}`, host).get('content-type'),
        ]).toEqual([pathname, host, 'text/yaml; charset=utf-8']);
  });
});
