import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fixtureSite, postJson, send, startServer, type Server } from '../helpers/preview-server';
import { random } from '../helpers/random';

jest.setTimeout(60_000);

/**
 * DNS rebinding: a page of another site whose name is made to point at this machine sends its own
 * name as Host (and as Origin). The server answers only the names it is served under.
 */
const lead = (name: string) => ({
  name,
  phone: '+91 98765 43210',
  email: 'a@example.com',
  city: 'Pune',
});

let site: string;
let data: string;
let server: Server;
let port: string;
const stored = () => {
  const file = path.join(data, 'leads.jsonl');
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
};

beforeAll(async () => {
  site = fixtureSite();
  data = fs.mkdtempSync(path.join(os.tmpdir(), 'healthhub-hosts-'));
  server = await startServer({ OUT_DIR: site, DATA_DIR: data });
  port = new URL(server.base).port;
});
afterAll(async () => {
  await server.stop();
  for (const dir of [site, data]) fs.rmSync(dir, { recursive: true, force: true });
});

/** Names a rebinding page could send: other sites, look-alikes of the loopback names, other ports. */
function foreignHosts(seed: number): string[] {
  const next = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const word = () => pick(['evil', 'attacker', 'clinic', 'rebind', 'x', 'localhost', '127']);
  return Array.from({ length: 12 }, () =>
    pick([
      () => `${word()}.${pick(['example', 'com', 'test'])}:${port}`,
      () => `localhost.${word()}.example:${port}`,
      () => `127.0.0.1.${word()}.example:${port}`,
      () => `${pick(['localhost', '127.0.0.1', '[::1]'])}:${Number(port) + 1}`,
      () => `${word()}-localhost:${port}`,
      () => `${pick(['localhost', '127.0.0.1'])}`,
      () => `10.${Math.floor(next() * 255)}.0.1:${port}`,
    ])(),
  );
}

describe('the preview server answers only the hosts it is served under', () => {
  it('refuses pages and posts for any other Host, even with a matching Origin, and stores nothing', async () => {
    for (let seed = 1; seed <= 8; seed += 1) {
      for (const host of foreignHosts(seed)) {
        const page = await send(server.base, { path: '/about', headers: { Host: host } });
        expect([host, page.status]).toEqual([host, 421]);
        const posted = await postJson(server.base, lead(`Rebound ${host}`), {
          Host: host,
          Origin: `http://${host}`,
        });
        expect([host, posted.status]).toEqual([host, 421]);
      }
    }
    expect(stored()).not.toContain('Rebound');
  });

  it('takes its loopback names in any case, and an Origin only with the scheme and host it is served at', async () => {
    for (const host of [
      `localhost:${port}`,
      `LOCALHOST:${port}`,
      `127.0.0.1:${port}`,
      `LocalHost:${port}`,
    ]) {
      expect((await send(server.base, { path: '/about', headers: { Host: host } })).status).toBe(
        200,
      );
      const same = await postJson(server.base, lead('Same Host'), {
        Host: host,
        Origin: `http://${host.toLowerCase()}`,
      });
      expect([host, same.status]).toEqual([host, 200]);
    }
    for (const origin of [
      `https://127.0.0.1:${port}`,
      `http://127.0.0.1:${Number(port) + 1}`,
      `http://evil.example:${port}`,
      'null',
    ]) {
      const answer = await postJson(server.base, lead('Cross Origin'), { Origin: origin });
      expect([origin, answer.status]).toEqual([origin, 403]);
    }
    expect(stored()).not.toContain('Cross Origin');
  });
});

describe('opened to the network (HOST=0.0.0.0)', () => {
  let open: Server;
  let openPort: string;
  beforeAll(async () => {
    open = await startServer({
      OUT_DIR: site,
      DATA_DIR: data,
      HOST: '0.0.0.0',
      ALLOWED_HOSTS: 'clinic.example, Reception.Local:8080',
    });
    openPort = /:(\d+)$/.exec(open.base)![1]!;
  });
  afterAll(() => open.stop());

  it("takes the machine's own addresses and ALLOWED_HOSTS, and nothing else", async () => {
    const own = Object.values(os.networkInterfaces())
      .flat()
      .filter((a) => a && a.family === 'IPv4')
      .map((a) => `${a!.address}:${openPort}`);
    for (const host of [
      ...own,
      `clinic.example:${openPort}`,
      'reception.local:8080',
      `localhost:${openPort}`,
    ]) {
      const answer = await send(`http://127.0.0.1:${openPort}`, {
        path: '/about',
        headers: { Host: host },
      });
      expect([host, answer.status]).toEqual([host, 200]);
    }
    for (const host of [
      `evil.example:${openPort}`,
      `clinic.example.evil.example:${openPort}`,
      `reception.local:${openPort}`,
    ]) {
      const answer = await send(`http://127.0.0.1:${openPort}`, {
        path: '/about',
        headers: { Host: host },
      });
      expect([host, answer.status]).toEqual([host, 421]);
    }
  });
});

describe('ALLOWED_HOSTS as written by hand', () => {
  it('takes an IPv6 address without brackets, with or without a port', async () => {
    const open = await startServer({
      OUT_DIR: site,
      DATA_DIR: data,
      HOST: '0.0.0.0',
      ALLOWED_HOSTS: '2001:db8::1, [2001:DB8:0:0::2]:8080, fe80::1',
    });
    try {
      const openPort = /:(\d+)$/.exec(open.base)![1]!;
      for (const [host, status] of [
        [`[2001:db8::1]:${openPort}`, 200],
        ['[2001:db8::2]:8080', 200],
        [`[fe80::1]:${openPort}`, 200],
        [`[2001:db8::2]:${openPort}`, 421],
        [`[2001:db8::1]:${Number(openPort) + 1}`, 421],
      ] as const) {
        const answer = await send(`http://127.0.0.1:${openPort}`, {
          path: '/about',
          headers: { Host: host },
        });
        expect([host, answer.status]).toEqual([host, status]);
      }
    } finally {
      await open.stop();
    }
  });

  it.each(['http://clinic.local', 'clinic.local:', '[2001:db8::1', 'clinic.local/admin'])(
    'refuses to start with %s, naming it',
    async (entry) => {
      const outcome = await startServer({
        OUT_DIR: site,
        DATA_DIR: data,
        HOST: '0.0.0.0',
        ALLOWED_HOSTS: `clinic.example, ${entry}`,
      }).then(
        async (started) => {
          await started.stop();
          return 'it started';
        },
        (error: Error) => error.message,
      );
      expect(outcome).toContain(`ALLOWED_HOSTS: "${entry}"`);
    },
  );
});
