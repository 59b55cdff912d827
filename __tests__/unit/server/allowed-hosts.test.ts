// The names the preview server answers to, over generated names, ports and IPv6 addresses: a
// browser leaves the port out of Host on the scheme's own port (80, or 443 behind TLS), an IPv6
// address may be written with or without brackets and in any of its forms.
import { allowedHosts, isAllowedHost, isOwnOrigin } from '../../../server/allowed-hosts';
import { random } from '../../helpers/random';

const NETWORK = { listen: '0.0.0.0', interfaces: () => [] };

function generator(seed: number) {
  const next = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const label = () =>
    Array.from({ length: 1 + Math.floor(next() * 8) }, () =>
      pick([...'abcdefghijklmnopqrstuvwxyz0123456789']),
    ).join('') + pick(['', '-x', '1']);
  const name = () =>
    Array.from({ length: 1 + Math.floor(next() * 3) }, label).join('.') +
    pick(['', '.local', '.example', '.lan']);
  const port = () => pick([81, 3000, 8080, 8443, 1 + Math.floor(next() * 65535)]);
  /** An IPv6 address in full, with random groups of zeros (compressible). */
  const ipv6 = () =>
    Array.from({ length: 8 }, () =>
      next() < 0.4 ? '0' : Math.floor(next() * 0x10000).toString(16),
    ).join(':');
  /** The same address written another valid way: compressed, zero-padded, upper case. */
  const rewritten = (address: string) => {
    const form = pick(['compressed', 'padded', 'upper', 'as is']);
    if (form === 'padded')
      return address
        .split(':')
        .map((g) => g.padStart(4, '0'))
        .join(':');
    if (form === 'upper') return address.toUpperCase();
    if (form === 'compressed') return canonical(address).slice(1, -1);
    return address;
  };
  return { next, pick, name, port, ipv6, rewritten };
}

/** How a browser writes an IPv6 address in Host and Origin: bracketed, compressed, lower case. */
const canonical = (address: string) => new URL(`http://[${address}]/`).hostname;

describe('names in ALLOWED_HOSTS', () => {
  it('match a Host without a port on port 80, as a browser sends it there', () => {
    const { name } = generator(1);
    for (let i = 0; i < 40; i += 1) {
      const entry = name();
      const hosts = allowedHosts({ ...NETWORK, port: 80, extra: `other.example, ${entry}` });
      for (const host of [entry, `${entry}:80`, entry.toUpperCase()])
        expect([entry, host, isAllowedHost(host, hosts)]).toEqual([entry, host, true]);
      for (const host of [
        `${entry}:8080`,
        `${entry}.evil.example`,
        `evil.${entry}`,
        `${entry}:443`,
      ])
        expect([entry, host, isAllowedHost(host, hosts)]).toEqual([entry, host, false]);
      expect([entry, isOwnOrigin(`http://${entry}`, hosts)]).toEqual([entry, true]);
    }
  });

  it('match a Host without a port when the entry names port 443 (behind TLS) or 80', () => {
    const { name, port, pick } = generator(2);
    for (let i = 0; i < 40; i += 1) {
      const entry = name();
      const defaultPort = pick([80, 443]);
      const hosts = allowedHosts({ ...NETWORK, port: port(), extra: `${entry}:${defaultPort}` });
      for (const host of [entry, `${entry}:${defaultPort}`])
        expect([entry, host, isAllowedHost(host, hosts)]).toEqual([entry, host, true]);
    }
  });

  it("match a name without a port on the server's own port only", () => {
    const { name, port } = generator(3);
    for (let i = 0; i < 40; i += 1) {
      const entry = name();
      const own = port();
      const hosts = allowedHosts({ ...NETWORK, port: own, extra: entry });
      expect([entry, isAllowedHost(`${entry}:${own}`, hosts)]).toEqual([entry, true]);
      for (const host of [entry, `${entry}:${own + 1}`, `${entry}:80`])
        expect([entry, host, isAllowedHost(host, hosts)]).toEqual([entry, host, false]);
    }
  });

  it('read an IPv6 address with or without brackets, in any of its forms, with or without a port', () => {
    const { ipv6, port, rewritten } = generator(4);
    for (let i = 0; i < 60; i += 1) {
      const address = ipv6();
      const own = port();
      const other = own === 65535 ? 1 : own + 1;
      for (const [entry, at] of [
        [rewritten(address), own],
        [`[${rewritten(address)}]`, own],
        [`[${rewritten(address)}]:${other}`, other],
      ] as const) {
        const hosts = allowedHosts({ ...NETWORK, port: own, extra: entry });
        const host = `${canonical(address)}:${at}`;
        expect([entry, host, isAllowedHost(host, hosts)]).toEqual([entry, host, true]);
        expect([entry, isOwnOrigin(`http://${host}`, hosts)]).toEqual([entry, true]);
        const elsewhere = `${canonical(address)}:${at === own ? other : own}`;
        expect([entry, elsewhere, isAllowedHost(elsewhere, hosts)]).toEqual([
          entry,
          elsewhere,
          false,
        ]);
      }
    }
    for (const entry of ['fe80::1', '2001:db8::1', '::ffff:10.0.0.1'])
      expect(
        isAllowedHost(
          `${canonical(entry)}:8080`,
          allowedHosts({ ...NETWORK, port: 8080, extra: entry }),
        ),
      ).toBe(true);
  });

  it('stop the server with an error naming any entry that is not a host name, address or port', () => {
    const { name, pick } = generator(5);
    const malformed = () =>
      pick([
        () => `http://${name()}`,
        () => `${name()}:`,
        () => `${name()}:0`,
        () => `${name()}:65536`,
        () => `${name()}:80x`,
        () => `${name()}/admin`,
        () => `user@${name()}`,
        () => `${name()} ${name()}`,
        () => `[2001:db8::1`,
        () => `2001:db8::g1`,
        () => `[2001:db8::1]:`,
        () => `[2001:db8::1]x`,
        () => `1:2:3:4:5:6:7:8:9`,
        () => `:8080`,
        () => `*.${name()}`,
        () => `${name()}..example`,
        () => `-${name()}`,
      ])();
    for (let i = 0; i < 60; i += 1) {
      const entry = malformed();
      expect(() => allowedHosts({ ...NETWORK, port: 3000, extra: `ok.example, ${entry}` })).toThrow(
        entry,
      );
    }
  });
});
