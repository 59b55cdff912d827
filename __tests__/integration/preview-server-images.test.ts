// An SVG (or any file) put in the image folders, opened as a document, runs no script: the
// preview server sends every image path a policy that sandboxes it and allows no script, beside
// the site's frame-ancestors 'none'.
import fs from 'node:fs';
import path from 'node:path';
import { forbidsFraming, runsNoScript } from '../../deploy/csp-policies.mjs';
import {
  fixtureSite,
  send,
  startServer,
  type Answer,
  type Server,
} from '../helpers/preview-server';
import { random } from '../helpers/random';

jest.setTimeout(60_000);

/** An SVG that would run script twice if it were allowed to: an inline script and an onload. */
const scriptedSvg = (n: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" onload="parent.ran=${n}"><script>parent.ran=${n}</script><rect width="9" height="9"/></svg>`;

/** Files the image folders could receive, and SVGs anywhere else: paths inside the site. */
function uploadedFiles(seed: number) {
  const next = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const word = () => pick(['cover', 'x', 'logo', 'chart', 'मधुमेह', 'a b', 'icon']);
  const imageFolders = ['images', 'images/covers', 'generated', 'generated/covers/1', 'og'];
  const svg = () => pick(['.svg', '.SVG', '.Svg']);
  return Array.from({ length: 24 }, (_, n) =>
    pick([
      () => `${pick(imageFolders)}/${word()}-${n}${pick([svg(), '.html', '.xml', '.png'])}`,
      () => `${pick(['', 'blog/', 'category/', 'admin/', 'first-aid/'])}${word()}-${n}${svg()}`,
    ])(),
  );
}

/** The path as a browser may send it: some letters percent-encoded, in either case of hex. */
function encodedVariants(file: string, seed: number): string[] {
  const next = random(seed);
  const segments = file.split('/').map(encodeURIComponent);
  const encodeSome = (segment: string) =>
    segment.replace(/%[0-9a-f]{2}|[a-z]/gi, (c) => {
      if (c.startsWith('%') || next() > 0.4) return c;
      const hex = c.charCodeAt(0).toString(16);
      return `%${next() > 0.5 ? hex.toUpperCase() : hex}`;
    });
  return [`/${segments.join('/')}`, `/${segments.map(encodeSome).join('/')}`];
}

/** The Content-Security-Policy header's value; several headers read as one, comma-joined. */
const policyOf = (answer: Answer) =>
  [answer.headers['content-security-policy'] ?? []].flat().join(', ');

let site: string;
let server: Server;
const files = [1, 2, 3].flatMap(uploadedFiles);

beforeAll(async () => {
  site = fixtureSite();
  files.forEach((file, n) => {
    fs.mkdirSync(path.join(site, path.dirname(file)), { recursive: true });
    fs.writeFileSync(path.join(site, file), scriptedSvg(n));
  });
  server = await startServer({ OUT_DIR: site, DATA_DIR: path.join(site, '.leads') });
});
afterAll(async () => {
  await server.stop();
  fs.rmSync(site, { recursive: true, force: true });
});

describe('the preview server runs no script in image paths', () => {
  it('sends every file under /images/, /generated/, /og/ and every .svg a sandbox without scripts, and no framing', async () => {
    let seed = 40;
    for (const file of files) {
      // A page is asked for by its clean address (the .html one redirects there).
      const address = file.replace(/\.html$/, '');
      for (const target of encodedVariants(address, (seed += 1))) {
        const answer = await send(server.base, { path: target });
        const csp = policyOf(answer);
        expect([target, answer.status]).toEqual([target, 200]);
        expect([target, csp, runsNoScript(csp)]).toEqual([target, csp, true]);
        expect([target, csp, forbidsFraming(csp)]).toEqual([target, csp, true]);
        expect([target, answer.headers['x-frame-options']]).toEqual([target, 'DENY']);
        expect([target, answer.headers['x-content-type-options']]).toEqual([target, 'nosniff']);
        if (/\.svg$/i.test(file))
          expect([target, answer.headers['content-type']]).toEqual([
            target,
            expect.stringMatching(/^image\/svg\+xml/),
          ]);
      }
    }
  });

  it('leaves the pages their own policy: scripts by hash from the page, not a sandbox', async () => {
    for (const target of ['/', '/about', '/blog/sleep-optimization-guide', '/admin']) {
      const csp = policyOf(await send(server.base, { path: target }));
      expect([target, runsNoScript(csp), forbidsFraming(csp)]).toEqual([target, false, true]);
    }
  });
});
