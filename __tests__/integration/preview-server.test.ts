import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FIELD_RULES, LEAD_FIELDS } from '@/lib/forms/contact';
import { adminHeaders, securityHeaders } from '../../deploy/headers.mjs';
import { offSiteAnswers } from '../../deploy/off-site-redirects.mjs';
import { fixtureSite, postJson, send, startServer, type Server } from '../helpers/preview-server';

jest.setTimeout(60_000);

const lead = (name = 'Asha Rao') => ({
  name,
  phone: '+91 98765 43210',
  email: 'asha@example.com',
  city: 'Pune',
});
/** Characters that could forge a log line, drive a terminal or reorder what it shows. */
const UNSAFE = /[\p{Cc}\p{Cf}\u2028\u2029]/u;
/** Every invisible format character of Unicode (bidi marks and overrides, joiners, tags...). */
const FORMAT = Array.from({ length: 0x110000 }, (_, code) => code)
  .filter((code) => (code < 0xd800 || code > 0xdfff) && /\p{Cf}/u.test(String.fromCodePoint(code)))
  .map((code) => String.fromCodePoint(code));
const CONTROLS = [
  ...Array.from({ length: 32 }, (_, i) => String.fromCharCode(i)),
  ...Array.from({ length: 33 }, (_, i) => String.fromCharCode(0x7f + i)),
  '\u2028',
  '\u2029',
  '\u202e',
  '\u2066',
  '\u001b[31mred\u001b[0m',
  '\u009b2J',
  ...FORMAT.filter((_, i) => i % 7 === 0),
  '\u200e\u200f\u061c',
];

let site: string;
let data: string;
let server: Server;
const leadsFile = () => path.join(data, 'leads.jsonl');
const storedLines = () =>
  fs.existsSync(leadsFile()) ? fs.readFileSync(leadsFile(), 'utf8').split('\n').slice(0, -1) : [];
const json = (body: string) => JSON.parse(body) as { success: boolean; message: string };

beforeAll(async () => {
  site = fixtureSite();
  data = fs.mkdtempSync(path.join(os.tmpdir(), 'healthhub-data-'));
  server = await startServer({ OUT_DIR: site, DATA_DIR: data });
});
afterAll(async () => {
  await server.stop();
  for (const dir of [site, data]) fs.rmSync(dir, { recursive: true, force: true });
});

/** After each hostile request, a normal one is still served. */
async function expectServing() {
  expect((await send(server.base, { path: '/about' })).status).toBe(200);
}

describe('the preview server', () => {
  it('listens on the loopback address unless HOST says otherwise', () => {
    expect(server.base).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('stores a valid lead, trimmed, in a file only its owner can read', async () => {
    const answer = await postJson(server.base, { ...lead('  Asha Rao '), access_key: '' });
    expect(answer.status).toBe(200);
    expect(json(answer.body).success).toBe(true);
    expect(JSON.parse(storedLines().at(-1)!)).toMatchObject(lead());
    expect(fs.statSync(leadsFile()).mode & 0o777).toBe(0o600);
  });

  it('takes the form posted natively, and drops a filled honeypot without storing it', async () => {
    const form = (extra: Record<string, string>) =>
      send(server.base, {
        method: 'POST',
        path: '/api/leads',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ ...lead('Native Post'), ...extra }).toString(),
      });
    const stored = await form({});
    expect(stored.status).toBe(200);
    const before = storedLines().length;
    const bot = await form({ botcheck: 'on', name: 'Honeypot Bot' });
    // The same answer as a stored lead, so a bot cannot tell.
    expect([bot.status, bot.body]).toEqual([200, stored.body]);
    expect(storedLines()).toHaveLength(before);
    expect(storedLines().join('\n')).not.toContain('Honeypot Bot');
  });

  it.each([
    ['null', 400],
    ['[]', 400],
    ['1', 400],
    ['"text"', 400],
    ['true', 400],
    ['{', 400],
    ['', 400],
    ['{"name": 1, "phone": [], "email": {}, "city": null}', 400],
    ['{"__proto__": {"name": "x"}}', 400],
  ])('answers the body %j with %i and a JSON error, and keeps serving', async (body, status) => {
    const answer = await postJson(server.base, body);
    expect(answer.status).toBe(status);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(json(answer.body).success).toBe(false);
    await expectServing();
  });

  it('applies the form rules to every field: required, length, format', async () => {
    const before = storedLines().length;
    const bad: [string, unknown][] = [];
    for (const field of LEAD_FIELDS) {
      const { maxLength } = FIELD_RULES[field];
      bad.push(
        [field, undefined],
        [field, ''],
        [field, ' \t\n '],
        [field, 'x'.repeat(maxLength + 1)],
      );
      bad.push([field, 42], [field, null], [field, ['a']]);
    }
    for (const email of ['asha', 'asha@', '@example.com', 'a b@example.com', 'asha@example..com'])
      bad.push(['email', email]);
    for (const phone of ['123', 'phone', '+91 98765 4321O', '1'.repeat(16), '++919876543210'])
      bad.push(['phone', phone]);
    for (const [field, value] of bad) {
      const answer = await postJson(server.base, { ...lead(), [field]: value });
      expect({ field, value, status: answer.status }).toEqual({ field, value, status: 400 });
      expect(JSON.parse(answer.body).errors[field]).toEqual(expect.any(String));
    }
    expect(storedLines()).toHaveLength(before);
  });

  it('answers 405 with Allow to other methods, on the sink and on pages', async () => {
    for (const method of ['GET', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const answer = await send(server.base, { method, path: '/api/leads' });
      expect([method, answer.status, answer.headers.allow]).toEqual([method, 405, 'POST']);
    }
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'PROPFIND']) {
      const answer = await send(server.base, { method, path: '/about' });
      expect([method, answer.status, answer.headers.allow]).toEqual([method, 405, 'GET, HEAD']);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
    }
    await expectServing();
  });

  it('answers 415 to any content type but JSON and a form post', async () => {
    for (const type of [
      'text/plain',
      'multipart/form-data; boundary=x',
      'application/xml',
      'application/jsonx',
      '',
    ]) {
      const answer = await postJson(server.base, lead(), { 'Content-Type': type });
      expect([type, answer.status]).toEqual([type, 415]);
    }
  });

  it('answers 413 to a body over 64 KiB in bytes, however few characters', async () => {
    const big = { ...lead(), city: 'पुणे'.repeat(6000) }; // 24,000 characters, 72,000 bytes
    expect(JSON.stringify(big).length).toBeLessThan(64 * 1024);
    expect((await postJson(server.base, big)).status).toBe(413);
    const declared = await send(server.base, {
      method: 'POST',
      path: '/api/leads',
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(10 ** 9) },
    }).catch(() => ({ status: 413 }));
    expect(declared.status).toBe(413);
    await expectServing();
  });

  it('answers 414 to a long address and 431 to long headers, in JSON', async () => {
    const long = await send(server.base, { path: `/${'a'.repeat(9000)}` });
    expect([long.status, json(long.body).success]).toEqual([414, false]);
    const headers = await send(server.base, {
      path: '/',
      headers: { 'X-Long': 'a'.repeat(20_000) },
    });
    expect([headers.status, json(headers.body).success]).toEqual([431, false]);
    await expectServing();
  });

  it("answers an expectation it cannot meet with 417 and the site's headers, whatever it is", async () => {
    for (const expectation of ['foo', '200-ok', 'x'.repeat(50), '100-wait']) {
      const answer = await send(server.base, { path: '/', headers: { Expect: expectation } });
      expect([expectation, answer.status, json(answer.body).success]).toEqual([
        expectation,
        417,
        false,
      ]);
      for (const [name, value] of Object.entries(securityHeaders))
        expect([expectation, answer.headers[name.toLowerCase()]]).toEqual([expectation, value]);
    }
    await expectServing();
  });

  it('refuses posts from pages of other sites (a post without Origin is allowed)', async () => {
    const own = server.base;
    for (const origin of ['http://evil.example', 'null', 'http://127.0.0.1:1', 'not a url']) {
      const answer = await postJson(server.base, lead('Cross Site'), { Origin: origin });
      expect([origin, answer.status]).toEqual([origin, 403]);
    }
    expect((await postJson(server.base, lead('Same Site'), { Origin: own })).status).toBe(200);
    expect(storedLines().join('\n')).not.toContain('Cross Site');
  });

  it('writes one line per lead with every control character escaped, in the file and the log', async () => {
    const before = storedLines().length;
    for (const control of CONTROLS) {
      expect((await postJson(server.base, lead(`Ctl${control}End`))).status).toBe(200);
    }
    const lines = storedLines().slice(before);
    expect(lines).toHaveLength(CONTROLS.length);
    lines.forEach((line, i) => {
      expect(line).not.toMatch(UNSAFE);
      expect(JSON.parse(line).name).toBe(`Ctl${CONTROLS[i]}End`);
    });
    const log = server.output().split('\n');
    expect(log.filter((l) => l.startsWith('New lead: Ctl'))).toHaveLength(CONTROLS.length);
    expect(log.join('')).not.toMatch(UNSAFE);
  });

  it('answers 404, never 500, to paths no file can have, and does not serve host files', async () => {
    const paths = [
      '/%00',
      '/about%00',
      '/a%00b/c',
      `/${'a'.repeat(300)}`,
      '/%E0%A4%A',
      '/%',
      '/_headers',
      '/%5F%68eaders',
    ];
    for (const target of paths) {
      const answer = await send(server.base, { path: target });
      expect([target, answer.status]).toEqual([target, 404]);
    }
    await expectServing();
  });

  it('answers 404, not 500, to a path longer than a file system takes, however it is cut into segments', async () => {
    for (const [segment, count] of [
      ['a', 2_100],
      ['ab', 1_500],
      ['abcd', 900],
      ['x'.repeat(200), 20],
    ] as const) {
      const answer = await send(server.base, { path: `/${Array(count).fill(segment).join('/')}` });
      expect([segment.length, count, answer.status]).toEqual([segment.length, count, 404]);
      for (const [name, value] of Object.entries(securityHeaders))
        expect(answer.headers[name.toLowerCase()]).toBe(value);
    }
    await expectServing();
  });

  it('refuses every path with a dot segment, raw or encoded, so none reaches a host file', async () => {
    const dots = ['.', '..', '%2e', '%2E', '%2e%2e', '.%2E', '%2E.', '%2e%2E'];
    const inner = ['images', 'blog', 'category', 'about', 'a'];
    const ends = ['_headers', 'about', 'index.html', 'images/x.svg', ''];
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
    const targets = [
      '/./_headers',
      '/%2e/_headers',
      '/images/../_headers',
      ...Array.from({ length: 40 }, () => {
        const before = Array.from({ length: Math.floor(next() * 3) }, () => pick(inner));
        return `/${[...before, pick(dots), pick(ends)].join('/')}`;
      }),
    ];
    for (const target of targets) {
      const answer = await send(server.base, { path: target });
      expect([target, answer.status]).toEqual([target, 404]);
      expect(answer.body).not.toContain('X-Frame-Options: DENY');
    }
    await expectServing();
  });

  it('answers the 404 page at its own addresses with 404, and sends duplicates of a page to its address', async () => {
    for (const target of ['/404', '/404.html', '/_not-found', '/_not-found.html', '/404?x=1']) {
      const answer = await send(server.base, { path: target });
      expect([target, answer.status]).toEqual([target, 404]);
    }
    for (const [target, location] of [
      ['/about.html', '/about'],
      ['/index', '/'],
      ['/index.html', '/'],
    ]) {
      const answer = await send(server.base, { path: target });
      expect([target, answer.status, answer.headers.location]).toEqual([target, 301, location]);
    }
  });

  it("serves the editor at /admin with its own headers, and every other path with the site's", async () => {
    for (const target of ['/admin', '/admin/config.yml']) {
      const answer = await send(server.base, { path: target });
      expect([target, answer.status]).toEqual([target, 200]);
      for (const [name, value] of Object.entries(adminHeaders))
        expect([target, name, answer.headers[name.toLowerCase()]]).toEqual([target, name, value]);
    }
    const slash = await send(server.base, { path: '/admin/' });
    expect([slash.status, slash.headers.location]).toEqual([301, '/admin']);
    for (const target of ['/about', '/administration', '/blog/sleep-optimization-guide']) {
      const answer = await send(server.base, { path: target });
      for (const [name, value] of Object.entries(securityHeaders))
        expect([target, name, answer.headers[name.toLowerCase()]]).toEqual([target, name, value]);
    }
  });

  it('answers a plain form post from a browser with a page, never JSON', async () => {
    const browserPost = (target: string, fields: Record<string, string>, headers = {}) =>
      send(server.base, {
        method: 'POST',
        path: target,
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
          ...headers,
        },
        body: new URLSearchParams(fields).toString(),
      });
    const before = storedLines().length;
    const sent = await browserPost('/api/leads', lead('Plain Post'));
    expect([sent.status, sent.headers.location]).toEqual([303, '/form/request-sent']);
    expect(storedLines()).toHaveLength(before + 1);
    const invalid = [
      { ...lead('No Email'), email: '' },
      { ...lead('Bad Phone'), phone: 'call me' },
      { ...lead('\u200b\u200e'), city: 'Pune' },
      { name: 'Only a name' },
    ];
    for (const fields of invalid) {
      const refused = await browserPost('/api/leads', fields);
      expect([fields.name, refused.status, refused.headers.location]).toEqual([
        fields.name,
        303,
        '/form/request-not-sent',
      ]);
    }
    const crossSite = await browserPost('/api/leads', lead('Cross Plain'), {
      Origin: 'http://evil.example',
    });
    expect([crossSite.status, crossSite.headers.location]).toEqual([303, '/form/request-not-sent']);
    expect(storedLines()).toHaveLength(before + 1);
    const thanks = await browserPost('/api/feedback', {
      article: 'sleep-optimization-guide',
      helpful: 'yes',
    });
    expect([thanks.status, thanks.headers.location]).toEqual([303, '/form/feedback-sent']);
    const unknown = await browserPost('/api/feedback', {
      article: 'no-such-article',
      helpful: 'yes',
    });
    expect([unknown.status, unknown.headers.location]).toEqual([303, '/form/feedback-not-sent']);
    // A script's plain form post (no HTML accepted) still gets JSON.
    const scripted = await send(server.base, {
      method: 'POST',
      path: '/api/leads',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: new URLSearchParams(lead('Scripted')).toString(),
    });
    expect([scripted.status, json(scripted.body).success]).toEqual([200, true]);
  });

  it('never redirects off the site, whatever the path', async () => {
    expect(await offSiteAnswers(server.base)).toEqual([]);
    expect((await send(server.base, { path: '/about/?x=1' })).headers.location).toBe('/about?x=1');
  });

  it('stores exactly 500 concurrent leads among 100 hostile requests, and keeps answering', async () => {
    const before = storedLines().length;
    const hostile = [
      () => postJson(server.base, 'null'),
      () => postJson(server.base, lead('Hostile Origin'), { Origin: 'http://evil.example' }),
      () => postJson(server.base, lead('Hostile Type'), { 'Content-Type': 'text/plain' }),
      () =>
        postJson(server.base, { ...lead('Hostile Big'), city: 'x'.repeat(70_000) }).catch(
          () => null,
        ),
      () => postJson(server.base, { ...lead('Hostile Bot'), botcheck: 'on' }),
      () => postJson(server.base, { ...lead('Hostile Email'), email: 'nope' }),
      () => send(server.base, { method: 'DELETE', path: '/api/leads' }),
      () => send(server.base, { path: '/%00' }),
    ];
    const requests = Array.from({ length: 600 }, (_, i) =>
      i % 6 === 5
        ? hostile[i % hostile.length]!()
        : postJson(server.base, lead(`Load ${i}`)).then((a) => expect(a.status).toBe(200)),
    );
    await Promise.all(requests);
    const lines = storedLines()
      .slice(before)
      .map((line) => JSON.parse(line).name as string);
    expect(lines).toHaveLength(500);
    expect(new Set(lines).size).toBe(500);
    expect(lines.every((name) => name.startsWith('Load '))).toBe(true);
    await expectServing();
  });
});

describe("the preview server's feedback sink", () => {
  const feedbackFile = () => path.join(data, 'feedback.jsonl');
  const storedFeedback = () =>
    fs.existsSync(feedbackFile())
      ? fs
          .readFileSync(feedbackFile(), 'utf8')
          .split('\n')
          .slice(0, -1)
          .map((line) => JSON.parse(line) as Record<string, string>)
      : [];
  const post = (body: unknown, type = 'application/json') =>
    send(server.base, {
      method: 'POST',
      path: '/api/feedback',
      headers: { 'Content-Type': type },
      body:
        type === 'application/json'
          ? JSON.stringify(body)
          : new URLSearchParams(body as Record<string, string>).toString(),
    });
  const answer = (extra: Record<string, unknown> = {}) => ({
    access_key: '',
    subject: 'Feedback on "Sleep Better"',
    article: 'sleep-optimization-guide',
    helpful: 'no',
    comment: '  More on shift work, please. ',
    ...extra,
  });

  it('stores an answer, its comment trimmed, in its own file, and takes a plain form post', async () => {
    expect((await post(answer())).status).toBe(200);
    expect(storedFeedback().at(-1)).toMatchObject({
      article: 'sleep-optimization-guide',
      helpful: 'no',
      comment: 'More on shift work, please.',
      subject: 'Feedback on "Sleep Better"',
    });
    const native = await post(
      { article: 'sleep-optimization-guide', helpful: 'yes', subject: 'Feedback' },
      'application/x-www-form-urlencoded',
    );
    expect(native.status).toBe(200);
    expect(storedFeedback().at(-1)).toMatchObject({ helpful: 'yes', comment: '' });
    expect(fs.statSync(feedbackFile()).mode & 0o777).toBe(0o600);
  });

  it('drops a filled honeypot with the answer of a stored one', async () => {
    const before = storedFeedback().length;
    const bot = await post(answer({ botcheck: 'on', comment: 'Honeypot Bot' }));
    expect(bot.status).toBe(200);
    expect(json(bot.body).success).toBe(true);
    expect(storedFeedback()).toHaveLength(before);
  });

  // Every field's class of bad input: each is refused with a JSON 400, nothing stored, and the
  // server keeps serving.
  const bad: [string, Record<string, unknown>][] = [
    ...['', 'YES', 'maybe', 'true', '1'].map((helpful): [string, Record<string, unknown>] => [
      `helpful ${JSON.stringify(helpful)}`,
      { helpful },
    ]),
    ...[true, 1, null, ['yes'], { yes: 1 }].map((helpful): [string, Record<string, unknown>] => [
      `helpful ${JSON.stringify(helpful)}`,
      { helpful },
    ]),
    ...['', ' ', '../etc/passwd', 'Sleep', 'a b', 'a--b', '-a', 'a-', 'a'.repeat(201), 'ärzte'].map(
      (article): [string, Record<string, unknown>] => [
        `article ${JSON.stringify(article.slice(0, 20))}`,
        { article },
      ],
    ),
    ['a comment of 501 characters', { comment: 'x'.repeat(501) }],
    ['a comment that is a number', { comment: 5 }],
    ['a comment that is a list', { comment: ['a'] }],
    ['a subject of 301 characters', { subject: 's'.repeat(301) }],
  ];
  it.each(bad)('refuses %s', async (_, extra) => {
    const before = storedFeedback().length;
    const refused = await post(answer(extra));
    expect(refused.status).toBe(400);
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
    expect(json(refused.body).success).toBe(false);
    expect(storedFeedback()).toHaveLength(before);
    await expectServing();
  });

  it('refuses an answer about an article the site does not have', async () => {
    const before = storedFeedback().length;
    let seed = 11;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const word = () =>
      ['sleep', 'guide', 'optimization', 'x', 'heart', '2024'][Math.floor(next() * 6)];
    const ids = [
      'sleep-optimization',
      'sleep-optimization-guide-2',
      ...Array.from({ length: 20 }, () =>
        Array.from({ length: 1 + Math.floor(next() * 4) }, word).join('-'),
      ),
    ].filter((id) => id !== 'sleep-optimization-guide');
    for (const article of ids) {
      const refused = await post(answer({ article }));
      expect([article, refused.status]).toEqual([article, 400]);
    }
    expect(storedFeedback()).toHaveLength(before);
  });

  it('takes a comment of exactly 500 characters after trimming', async () => {
    expect((await post(answer({ comment: ` ${'y'.repeat(500)} ` }))).status).toBe(200);
    expect(storedFeedback().at(-1)!.comment).toHaveLength(500);
  });
});

describe('the preview server when leads cannot be stored', () => {
  it.each([
    ['the data folder is a file', (dir: string) => fs.writeFileSync(path.join(dir, 'data'), '')],
    [
      'the leads file is a folder',
      (dir: string) => fs.mkdirSync(path.join(dir, 'data', 'leads.jsonl'), { recursive: true }),
    ],
  ])('answers 500 in JSON when %s, and keeps serving', async (_case, breakIt) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'healthhub-broken-'));
    breakIt(dir);
    const broken = await startServer({ OUT_DIR: site, DATA_DIR: path.join(dir, 'data') });
    try {
      const answer = await postJson(broken.base, lead());
      expect(answer.status).toBe(500);
      expect(json(answer.body)).toEqual({
        success: false,
        message: expect.stringContaining('could not be stored'),
      });
      expect((await send(broken.base, { path: '/about' })).status).toBe(200);
    } finally {
      await broken.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
