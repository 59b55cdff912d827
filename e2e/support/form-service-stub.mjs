// A local stand-in for the form service (Web3Forms-compatible), on its own port, for the e2e tests.
// It answers the CORS preflight like the real service. The scenario is the part of the submitted
// email before "+": ok, fail-message, fail-silent, error-success, html-500, drop, slow, hang.
// GET /received?email=... lists what was received for that email (body and headers); any other
// field works as well (?article=...). Form posts (urlencoded) are read as well as JSON.
import http from 'node:http';
import { SETTINGS } from '../harness/settings.mjs';

const port = Number(process.argv[2] ?? SETTINGS.ports.formStub);
const received = [];
const cors = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type, Accept',
  'Access-Control-Max-Age': '0',
};

function json(res, status, body) {
  res.writeHead(status, { ...cors, 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

const scenarios = {
  ok: (res) => json(res, 200, { success: true, message: 'Email sent successfully!' }),
  'fail-message': (res) =>
    json(res, 400, { success: false, message: 'Invalid access key. Please check your settings.' }),
  'fail-silent': (res) => json(res, 200, { success: false }),
  // An HTTP error whose body still claims success.
  'error-success': (res) =>
    json(res, 503, { success: true, message: 'The service is down for maintenance.' }),
  'html-500': (res) => {
    res.writeHead(500, { ...cors, 'Content-Type': 'text/html' });
    res.end('<!doctype html><title>500</title><h1>Internal Server Error</h1>');
  },
  drop: (res) => res.socket.destroy(),
  slow: (res) => setTimeout(() => scenarios.ok(res), 1500),
  hang: () => {},
};

http
  .createServer((req, res) => {
    const url = new URL(req.url, `http://localhost:${port}`);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors);
      return res.end();
    }
    if (req.method === 'GET' && url.pathname === '/received') {
      const wanted = [...url.searchParams];
      return json(
        res,
        200,
        received.filter((r) => wanted.every(([field, value]) => r.body[field] === value)),
      );
    }
    if (req.method === 'GET') return json(res, 200, { ok: true });
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      let body = {};
      try {
        body = req.headers['content-type']?.startsWith('application/x-www-form-urlencoded')
          ? Object.fromEntries(new URLSearchParams(raw))
          : JSON.parse(raw);
      } catch {
        return json(res, 400, { success: false, message: 'Invalid JSON' });
      }
      received.push({
        path: url.pathname,
        contentType: req.headers['content-type'],
        accept: req.headers.accept,
        body,
      });
      const scenario = String(body.email ?? '').split('+')[0];
      // Like the real service, a plain form post with a redirect field that succeeds is sent on
      // to that page (its path on the site that posted: the test build keeps the default URL).
      const origin = req.headers.origin;
      if (body.redirect && origin && (scenario === 'ok' || !scenarios[scenario])) {
        res.writeHead(303, { Location: new URL(new URL(body.redirect).pathname, origin).href });
        return res.end();
      }
      (scenarios[scenario] ?? scenarios.ok)(res);
    });
  })
  .listen(port, () => console.log(`Form service stub on http://localhost:${port}`));
