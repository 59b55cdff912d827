// The preview server of `npm start`: serves the exported site (out/) like a static host, with the
// headers of deploy/headers.mjs and compression like a CDN's, and takes the site's own posts (the
// contact form's leads) into files under DATA_DIR, so the form works on a fresh machine without a
// form-service key. It answers every request, however malformed, and keeps serving.
//   PORT (3000; 0 for any free port), HOST (127.0.0.1; 0.0.0.0 opens it to the network, where it
//   answers to the machine's addresses and the names in ALLOWED_HOSTS: server/allowed-hosts.ts),
//   OUT_DIR (out), DATA_DIR (.leads), NEXT_PUBLIC_BASE_PATH (a sub-path build, served under it)
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import path from 'node:path';
import zlib from 'node:zlib';
import compression from 'compression';
import { cacheControlFor, headersFor, securityHeaders } from '../deploy/headers.mjs';
import { BASE_PATH, stripBasePath } from '../lib/site/base-path.mjs';
import { allowedHosts, isAllowedHost, readHostList } from './allowed-hosts';
import { fail, rawFailure } from './answers';
import { escapeControls } from './leads-file';
import { createPostSink } from './post-sink';
import { POST_KINDS } from './post-kinds';
import { decodePath, hostHeaderCount, readTarget } from './request-target';
import { createStaticSite } from './static-site';

/** The longest request target answered (longer: 414); Node refuses headers past 16 KB (431). */
const MAX_URL_BYTES = 8 * 1024;

const root = path.resolve(process.env.OUT_DIR ?? 'out');
const dataDir = path.resolve(process.env.DATA_DIR ?? '.leads');
const portArg = process.argv.indexOf('--port');
const port = Number(portArg > -1 ? process.argv[portArg + 1] : (process.env.PORT ?? 3000));
const host = process.env.HOST || '127.0.0.1';

try {
  readHostList(process.env.ALLOWED_HOSTS);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

if (!fs.existsSync(path.join(root, 'index.html'))) {
  console.error(
    `No exported site in ${root}. Build it first: "npm run build" (out/), "npm run test:build:base" (.next-base/).`,
  );
  process.exit(1);
}

/** The names the server answers to, known once it listens (its port may be chosen then). */
let hosts: ReadonlySet<string> = new Set();
const posts = createPostSink(POST_KINDS, {
  dataDir,
  hosts: () => hosts,
  // An id is a slug (checked first), so it names a file inside blog/.
  site: { hasArticle: (id) => fs.existsSync(path.join(root, 'blog', `${id}.html`)) },
});
const site = createStaticSite(root, BASE_PATH);

/**
 * Brotli at a CDN's on-the-fly quality, else gzip; images and small files as they are. The
 * middleware only uses what Node's own request and response have (its types name Express's).
 */
const compress = compression({
  threshold: 256,
  brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
}) as unknown as (req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void;

function route(req: http.IncomingMessage, res: http.ServerResponse) {
  for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
  if (hostHeaderCount(req) > 1) return fail(res, 400, 'A request names one host, not two.');
  if (!isAllowedHost(req.headers.host, hosts))
    return fail(res, 421, 'This server does not answer to that host name (see ALLOWED_HOSTS).');
  if (Buffer.byteLength(req.url ?? '/') > MAX_URL_BYTES)
    return fail(res, 414, `The address is longer than ${MAX_URL_BYTES} bytes.`);
  // The target as sent: a path and a query string (never resolved against a host).
  const target = readTarget(req.url ?? '/');
  if ('refused' in target) return fail(res, 400, target.refused);
  const { rawPath, search } = target;
  const pathname = stripBasePath(rawPath);
  if (pathname === null) {
    // Outside the base path: the site's home is one redirect away from /, nothing else is served.
    if (rawPath === '/') res.writeHead(302, { Location: `${BASE_PATH}/` }).end();
    else fail(res, 404, `Not found: the site is served under ${BASE_PATH}/`);
    return;
  }
  // Judged on the path that chooses the file: /%61dmin/config.yml is the editor's.
  const judged = decodePath(pathname) ?? pathname;
  for (const [name, value] of Object.entries(headersFor(judged))) res.setHeader(name, value);
  res.setHeader('Cache-Control', cacheControlFor(judged));
  if (posts.handle(req, res, pathname)) return;
  site(req, res, pathname, search);
}

// A request without Host reaches the host check (421, with the site's headers) rather than
// Node's own bare 400.
const server = http.createServer({ requireHostHeader: false }, (req, res) => {
  req.on('error', () => res.destroy());
  compress(req, res, () => {
    try {
      route(req, res);
    } catch (error) {
      console.error(
        escapeControls(
          `Could not answer ${req.method} ${JSON.stringify(req.url)}: ${String(error)}`,
        ),
      );
      if (res.headersSent) res.destroy();
      else fail(res, 500, 'Something went wrong. Please try again later.');
    }
  });
});

// An Expect header other than 100-continue: Node's own 417 would carry none of the site's headers.
server.on('checkExpectation', (_req, res: http.ServerResponse) =>
  fail(res, 417, 'The request expects something this server does not do.', securityHeaders),
);

// A proxy's tunnel (CONNECT), which Node hands over without an answer: refused, with the headers.
server.on('connect', (_req: http.IncomingMessage, socket: Duplex) => {
  socket.end(rawFailure(405, 'Method Not Allowed', 'This server opens no tunnels.'));
});

// Requests Node cannot parse: headers over its limit (431), anything else malformed (400).
server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
  if (!socket.writable) return socket.destroy();
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  socket.end(
    tooLarge
      ? rawFailure(431, 'Request Header Fields Too Large', 'The request headers are too large.')
      : rawFailure(400, 'Bad Request', 'The request could not be read.'),
  );
});

server.listen(port, host, () => {
  const { port: bound } = server.address() as AddressInfo;
  hosts = allowedHosts({ listen: host, port: bound, extra: process.env.ALLOWED_HOSTS });
  const shown = host.includes(':') ? `[${host}]` : host;
  console.log(
    `HealthHub is served from ${path.relative(process.cwd(), root) || root} at http://${shown}:${bound}${BASE_PATH}/`,
  );
  console.log(
    `Posts (contact-form leads, article feedback) are stored in ${posts.files.map((f) => path.relative(process.cwd(), f)).join(', ')}`,
  );
});
