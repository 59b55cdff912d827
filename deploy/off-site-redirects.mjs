// Paths crafted to turn a host's trailing-slash redirect (/about/ -> /about) into a redirect to
// another host (/%5Cevil.example/ -> Location: /\evil.example, which browsers read as
// //evil.example), and the check that every redirect a host answers them with stays on the site.
// Used by e2e/harness/test-nginx.mjs, deploy/verify-deploy.mjs (through site-checks.mjs) and the
// preview server's tests.
import http from 'node:http';
import https from 'node:https';

/** What may follow the first slash: slashes, backslashes, whitespace and controls, raw or encoded. */
const LEADS = [
  '/',
  '\\',
  '%5C',
  '%5c',
  '%2F',
  '%2f',
  '%09',
  '%0A',
  '%0D',
  '%20',
  '%00',
  '%0B',
  '%0C',
  '%E3%80%80',
  '%C2%A0',
  '%E2%80%A8',
  '.%2F',
];

/** Every lead, alone and in pairs, before a host name, with and without a path after it. */
export function offSitePaths() {
  const starts = [...LEADS, ...LEADS.flatMap((a) => LEADS.map((b) => a + b))];
  const paths = starts.flatMap((lead) => [`/${lead}evil.example/`, `/${lead}evil.example/x/`]);
  paths.push(
    '/http:%2F%2Fevil.example/',
    '/https:evil.example/',
    '/@evil.example/',
    '/%40evil.example/',
    '/about/..%2F%2Fevil.example/',
    '/%2e%2e%2F%2Fevil.example/',
    '/about/%2F%2Fevil.example/',
    '/about/%5C%5Cevil.example/',
    '//evil.example.html',
    '/%2Fevil.example.html',
    '/%5Cevil.example.html',
  );
  return paths;
}

const SITE = 'http://site.invalid';

/**
 * Why a Location is not a path of this site, or '' when it is: it must be one slash followed by
 * printable ASCII that is neither a slash nor a backslash (browsers drop tabs and line breaks in
 * URLs and read a backslash as a slash), and must resolve to the same host.
 */
/** @param {string} location */
export function offSite(location) {
  if (!/^\/(?![/\\])[\x21-\x7e]*$/.test(location)) return `Location ${JSON.stringify(location)}`;
  if (new URL(location, `${SITE}/`).origin !== SITE) return `Location ${location} leaves the site`;
  return '';
}

/** One GET with the path sent exactly as given (fetch would normalise it). */
/**
 * @param {string} base
 * @param {string} rawPath
 * @returns {Promise<{ status: number, location: string | undefined }>}
 */
export function rawGet(base, rawPath) {
  const url = new URL(base);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      { host: url.hostname, port: url.port, path: `${url.pathname.replace(/\/$/, '')}${rawPath}` },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, location: res.headers.location }),
        );
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/** Requests every path of `offSitePaths()` and fails on a redirect off the site or a 5xx. */
/**
 * Requests every path of `offSitePaths()` at `base`; the ones answered wrongly (a redirect off the
 * site, a 5xx, or a response a client cannot parse), each with why. Empty when all is well.
 * @param {string} base
 * @returns {Promise<string[]>}
 */
export async function offSiteAnswers(base) {
  const wrong = [];
  for (const path of offSitePaths()) {
    // A response a client cannot parse (a line break in a header) is wrong too.
    const answer = await rawGet(base, path).catch((error) => ({ error }));
    const why =
      'error' in answer
        ? `no valid response (${answer.error.message})`
        : answer.status >= 500
          ? `status ${answer.status}`
          : answer.status >= 300 && answer.status < 400
            ? offSite(answer.location ?? '')
            : '';
    if (why) wrong.push(`${path}: ${why}`);
  }
  return wrong;
}

/**
 * @param {{ check(name: string, fn: () => Promise<unknown>): Promise<void> }} runner
 * @param {string} base
 */
export async function checkRedirectsStayOnSite(runner, base) {
  const count = offSitePaths().length;
  await runner.check(`${count} crafted paths never redirect off the site`, async () => {
    const wrong = await offSiteAnswers(base);
    if (wrong.length > 0)
      throw new Error(`${wrong.length} wrong, e.g. ${wrong.slice(0, 5).join('; ')}`);
  });
}
