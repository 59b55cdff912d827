// Serves the exported site (out/) like a static host: clean URLs (/blog/x -> blog/x.html),
// 404.html with status 404 for unknown paths, and correct content types. It also hosts the local
// lead sink: POST /api/leads stores each contact-form lead in .leads/leads.jsonl and prints it,
// so the form works on a fresh machine without a form-service key. A build with
// NEXT_PUBLIC_BASE_PATH=/sub is served under /sub/ (the same variable, read at start), as a host
// serving the site from a sub-path would; / then redirects to /sub/. Text responses are
// compressed (brotli or gzip, as the browser accepts) like a CDN's.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import compression from 'compression';
import handler from 'serve-handler';
import { cacheControlFor, securityHeaders } from '../deploy/headers.mjs';
import { BASE_PATH, stripBasePath } from '../lib/base-path.mjs';

const root = path.resolve(process.env.OUT_DIR ?? 'out');
const leadsFile = path.resolve(process.env.LEADS_FILE ?? '.leads/leads.jsonl');
const portArg = process.argv.indexOf('--port');
const port = Number(portArg > -1 ? process.argv[portArg + 1] : (process.env.PORT ?? 3000));
const LEAD_FIELDS = ['name', 'phone', 'email', 'city'];
const MAX_BODY = 64 * 1024;

function sendJson(res, status, body) {
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
  });
  res.end(JSON.stringify(body));
}

function receiveLead(req, res) {
  let raw = '';
  req.setEncoding('utf8');
  req.on('data', (chunk) => {
    raw += chunk;
    if (raw.length > MAX_BODY) req.destroy();
  });
  req.on('end', () => {
    let body;
    try {
      // JSON from the page's script; a plain form post before the script has loaded.
      const form = req.headers['content-type']?.startsWith('application/x-www-form-urlencoded');
      body = form ? Object.fromEntries(new URLSearchParams(raw)) : JSON.parse(raw);
    } catch {
      return sendJson(res, 400, { success: false, message: 'The request body is not valid JSON.' });
    }
    const missing = LEAD_FIELDS.filter(
      (field) => typeof body[field] !== 'string' || !body[field].trim(),
    );
    if (missing.length > 0)
      return sendJson(res, 400, { success: false, message: `Missing: ${missing.join(', ')}.` });
    const lead = {
      receivedAt: new Date().toISOString(),
      ...Object.fromEntries(LEAD_FIELDS.map((f) => [f, body[f].trim()])),
    };
    fs.mkdirSync(path.dirname(leadsFile), { recursive: true });
    fs.appendFileSync(leadsFile, `${JSON.stringify(lead)}\n`);
    console.log(`New lead: ${lead.name} <${lead.email}> ${lead.phone}, ${lead.city}`);
    sendJson(res, 200, { success: true, message: 'Lead stored by the local preview server.' });
  });
}

if (!fs.existsSync(path.join(root, 'index.html'))) {
  console.error(
    `No exported site in ${root}. Build it first: "npm run build" (out/), "npm run test:build:base" (.next-base/).`,
  );
  process.exit(1);
}

/** Brotli at a CDN's on-the-fly quality, else gzip; images and small files as they are. */
const compress = compression({
  threshold: 256,
  brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
});

const server = http.createServer((req, res) => compress(req, res, () => serve(req, res)));

/** serve-handler's redirects (/about/ -> /about) name paths inside the site: add the base path. */
function redirectsUnderBasePath(res) {
  const writeHead = res.writeHead.bind(res);
  res.writeHead = (status, headers, ...rest) => {
    if (typeof headers?.Location === 'string' && headers.Location.startsWith('/'))
      headers.Location = `${BASE_PATH}${headers.Location}`;
    return writeHead(status, headers, ...rest);
  };
}

function serve(req, res) {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const pathname = stripBasePath(url.pathname);
  for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
  if (pathname === null) {
    // Outside the base path: the site's home is one redirect away from /, nothing else is served.
    if (url.pathname === '/') res.writeHead(302, { Location: `${BASE_PATH}/` });
    else res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
    return res.end(url.pathname === '/' ? '' : `Not found: the site is served under ${BASE_PATH}/`);
  }
  res.setHeader('Cache-Control', cacheControlFor(pathname));
  req.url = `${pathname}${url.search}`;
  if (BASE_PATH) redirectsUnderBasePath(res);
  if (pathname === '/api/leads') {
    if (req.method === 'POST') return receiveLead(req, res);
    res.writeHead(405, { Allow: 'POST' });
    return res.end();
  }
  return handler(req, res, {
    public: root,
    cleanUrls: true,
    trailingSlash: false,
    directoryListing: false,
    headers: [
      {
        source: 'feed.xml',
        headers: [{ key: 'Content-Type', value: 'application/rss+xml; charset=utf-8' }],
      },
    ],
  });
}

server.listen(port, () => {
  console.log(
    `HealthHub is served from ${path.relative(process.cwd(), root) || root} at http://localhost:${port}${BASE_PATH}/`,
  );
  console.log(`Contact-form leads are stored in ${path.relative(process.cwd(), leadsFile)}`);
});
