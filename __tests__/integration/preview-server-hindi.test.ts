// A plain form post (no JavaScript) from a Hindi page lands on the Hindi page that says what
// happened; from any other page, or another site, on the English one.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fixtureSite, send, startServer, type Server } from '../helpers/preview-server';

let site: string;
let data: string;
let server: Server;

beforeAll(async () => {
  site = fixtureSite();
  data = fs.mkdtempSync(path.join(os.tmpdir(), 'healthhub-data-'));
  server = await startServer({ OUT_DIR: site, DATA_DIR: data });
});
afterAll(async () => {
  await server.stop();
  for (const dir of [site, data]) fs.rmSync(dir, { recursive: true, force: true });
});

const lead = { name: 'आशा राव', phone: '+91 98765 43210', email: 'asha@example.com', city: 'पुणे' };

const post = (target: string, fields: Record<string, string>, referer?: string) =>
  send(server.base, {
    method: 'POST',
    path: target,
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Accept: 'text/html',
      ...(referer && { Referer: referer }),
    },
    body: new URLSearchParams(fields).toString(),
  });

it.each([
  ['/hi/contact', '/hi/form/request-sent', '/hi/form/request-not-sent'],
  ['/hi', '/hi/form/request-sent', '/hi/form/request-not-sent'],
  ['/contact', '/form/request-sent', '/form/request-not-sent'],
  ['/history', '/form/request-sent', '/form/request-not-sent'],
])('from %s: sent and refused posts land on %s and %s', async (from, sent, refused) => {
  const ok = await post('/api/leads', lead, `${server.base}${from}`);
  expect([ok.status, ok.headers.location]).toEqual([303, sent]);
  const bad = await post('/api/leads', { ...lead, email: '' }, `${server.base}${from}`);
  expect([bad.status, bad.headers.location]).toEqual([303, refused]);
});

it('a post from another site, or with no Referer, lands on the English page', async () => {
  for (const referer of ['http://evil.example/hi/contact', undefined, 'not a url']) {
    const answer = await post('/api/leads', { ...lead, email: '' }, referer);
    expect([referer, answer.headers.location]).toEqual([referer, '/form/request-not-sent']);
  }
});
