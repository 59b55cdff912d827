// The preview server judges a request on the path it serves: a raw `#` cannot slip a host file
// or a not-found page past its rules, an encoded /admin/ path gets the editor's headers, and a
// request with two Host headers is refused as nginx refuses it.
import fs from 'node:fs';
import path from 'node:path';
import { adminHeaders } from '../../deploy/headers.mjs';
import { HOST_FILES } from '../../deploy/host-rules.mjs';
import { fixtureSite, send, sendRaw, startServer, type Server } from '../helpers/preview-server';
import { random } from '../helpers/random';

jest.setTimeout(60_000);

const NOT_FOUND_PAGES = ['/404', '/404.html', '/_not-found', '/_not-found.html'];
const ADMIN_PATHS = ['/admin', '/admin/', '/admin/config.yml', '/admin/index.html'];
const HOST_FILE_BODY = 'host configuration';

let site: string;
let server: Server;
let host: string;

beforeAll(async () => {
  site = fixtureSite();
  for (const file of HOST_FILES) fs.writeFileSync(path.join(site, file), `${HOST_FILE_BODY}\n`);
  fs.writeFileSync(path.join(site, '_not-found.html'), '<!doctype html><title>Not found</title>');
  fs.writeFileSync(path.join(site, 'admin', 'icons.yaml'), 'icons: []\n');
  server = await startServer({ OUT_DIR: site, DATA_DIR: path.join(site, '.leads') });
  host = new URL(server.base).host;
});
afterAll(async () => {
  await server.stop();
  fs.rmSync(site, { recursive: true, force: true });
});

/** A `#` in every place a request target can carry one: raw, after a query mark, encoded. */
function withHash(target: string, seed: number) {
  const next = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const word = () => pick(['', 'x', 'top', '/../about', '?a=1', '#', '%00', 'index.html']);
  const at = 1 + Math.floor(next() * (target.length - 1));
  return {
    raw: [
      `${target}#`,
      `${target}#${word()}`,
      `${target}/#${word()}`,
      `${target.slice(0, at)}#${target.slice(at)}`,
      `${target}#?${word()}`,
    ],
    query: [`${target}?#`, `${target}?${word()}#${word()}`],
    encoded: [
      `${target}%23`,
      `${target}%23${word()}`,
      `${target.slice(0, at)}%23${target.slice(at)}`,
    ],
  };
}

const securityOf = (answer: { headers: Record<string, unknown> }) =>
  Object.keys(adminHeaders).map((name) => answer.headers[name.toLowerCase()]);

describe('a raw # in the request target', () => {
  it('is refused, or the request is judged exactly as the path before it', async () => {
    let seed = 100;
    for (const target of [...HOST_FILES, ...NOT_FOUND_PAGES, ...ADMIN_PATHS]) {
      const { raw, query } = withHash(target, (seed += 1));
      for (const sent of [...raw, ...query]) {
        const answer = await send(server.base, { path: sent });
        if (answer.status === 400) continue;
        const before = sent.slice(0, sent.search(/[?#]/));
        const plain = await send(server.base, { path: before });
        expect([sent, answer.status, securityOf(answer)]).toEqual([
          sent,
          plain.status,
          securityOf(plain),
        ]);
      }
    }
  });

  it('never serves a host file nor a not-found page with 200, raw, after a query or encoded', async () => {
    let seed = 200;
    for (const target of [...HOST_FILES, ...NOT_FOUND_PAGES]) {
      const { raw, query, encoded } = withHash(target, (seed += 1));
      for (const sent of [...raw, ...query, ...encoded]) {
        const answer = await send(server.base, { path: sent });
        expect([sent, [400, 404].includes(answer.status)]).toEqual([sent, true]);
        expect([sent, answer.body.includes(HOST_FILE_BODY)]).toEqual([sent, false]);
      }
    }
  });

  it("serves the editor's files only with the editor's headers, whatever follows a #", async () => {
    let seed = 300;
    for (const target of ADMIN_PATHS) {
      const { raw, query, encoded } = withHash(target, (seed += 1));
      for (const sent of [...raw, ...query, ...encoded]) {
        const answer = await send(server.base, { path: sent });
        if (answer.status === 200)
          expect([sent, securityOf(answer)]).toEqual([sent, Object.values(adminHeaders)]);
        else expect([sent, [301, 400, 404].includes(answer.status)]).toEqual([sent, true]);
      }
    }
  });
});

/** An /admin/ path as it may be written: letters and slashes percent-encoded, `%` encoded again, other case. */
function encodedAdmin(target: string, seed: number): string[] {
  const next = random(seed);
  const encodeSome = (text: string, chance: number) =>
    text.replace(/[a-z/]/gi, (c, i: number) => {
      if (i === 0 || next() > chance) return c;
      const hex = c.charCodeAt(0).toString(16).padStart(2, '0');
      return `%${next() > 0.5 ? hex.toUpperCase() : hex}`;
    });
  const once = encodeSome(target, 0.5);
  return [
    once,
    encodeSome(target, 1),
    once.replace(/%/g, '%25'),
    target.toUpperCase(),
    target.replace(/[a-z]/g, (c) => (next() > 0.5 ? c.toUpperCase() : c)),
  ];
}

describe('an encoded path', () => {
  it("gets the editor's headers when it serves a file of the editor, or is a 404", async () => {
    let seed = 400;
    for (const target of ['/admin/config.yml', '/admin/index.html', '/admin', '/admin/icons.yaml'])
      for (const sent of encodedAdmin(target, (seed += 1))) {
        const answer = await send(server.base, { path: sent });
        if (answer.status === 200)
          expect([sent, securityOf(answer)]).toEqual([sent, Object.values(adminHeaders)]);
        else expect([sent, [301, 404].includes(answer.status)]).toEqual([sent, true]);
      }
  });
});

describe('YAML files', () => {
  it.each(['/admin/config.yml', '/admin/icons.yaml'])(
    '%s is text/yaml in UTF-8',
    async (target) => {
      const answer = await send(server.base, { path: target });
      expect([answer.status, answer.headers['content-type']]).toEqual([
        200,
        'text/yaml; charset=utf-8',
      ]);
    },
  );
});

describe('two Host headers', () => {
  it('are refused with 400, whichever names they carry', async () => {
    const next = random(500);
    const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
    const names = [
      host,
      host.toUpperCase(),
      `localhost:${new URL(server.base).port}`,
      'evil.example',
    ];
    const spell = () => pick(['Host', 'host', 'HOST', 'hOsT']);
    for (let i = 0; i < 16; i += 1) {
      const headers = [`${spell()}: ${pick(names)}`, `${spell()}: ${pick(names)}`];
      const { status, head } = await sendRaw(
        server.base,
        `GET ${pick(['/', '/about', '/admin'])} HTTP/1.1\r\n${headers.join('\r\n')}\r\nConnection: close\r\n\r\n`,
      );
      expect([headers, status]).toEqual([headers, 400]);
      expect([headers, /^x-frame-options: DENY$/im.test(head)]).toEqual([headers, true]);
    }
    expect((await send(server.base, { path: '/about' })).status).toBe(200);
  });
});

describe("the server's own answers", () => {
  it('answer a request with no Host with 421 and the security headers, as any other unknown host', async () => {
    for (const target of ['/', '/about', '/admin/', '/api/lead']) {
      const { status, head } = await sendRaw(
        server.base,
        `GET ${target} HTTP/1.1\r\nConnection: close\r\n\r\n`,
      );
      expect([target, status]).toEqual([target, 421]);
      expect([target, /^x-frame-options: DENY$/im.test(head)]).toEqual([target, true]);
    }
  });

  it('carry the security headers when the request cannot be read (headers too large, malformed)', async () => {
    const next = random(501);
    const requests = [
      `GET / HTTP/1.1\r\nHost: ${host}\r\nX-Big: ${'a'.repeat(20_000 + Math.floor(next() * 40_000))}\r\n\r\n`,
      `GET / HTTP/1.1\r\nHost: ${host}\r\n folded: line\r\n\r\n`,
      `GET x HTTP/1.1\r\nHost: ${host}\r\n\r\n`,
      `GET / HTTP/9.9\r\nHost: ${host}\r\n\r\n`,
      // A proxy's tunnel, which a static site never opens.
      `CONNECT ${host} HTTP/1.1\r\nHost: ${host}\r\n\r\n`,
      `CONNECT example.org:443 HTTP/1.1\r\nHost: example.org:443\r\n\r\n`,
    ];
    for (const request of requests) {
      const { status, head } = await sendRaw(server.base, request);
      const label = request.slice(0, 40);
      expect([label, status >= 400]).toEqual([label, true]);
      expect([label, /^x-content-type-options: nosniff$/im.test(head)]).toEqual([label, true]);
      expect([label, /^content-security-policy: .*frame-ancestors 'none'/im.test(head)]).toEqual([
        label,
        true,
      ]);
    }
  });
});
