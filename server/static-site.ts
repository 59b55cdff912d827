import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import handler from 'serve-handler';
import { YAML_TYPE } from '../deploy/headers.mjs';
import { HOST_FILES, REDIRECTABLE_PATH } from '../deploy/host-rules.mjs';
import { fail } from './answers';
import { decodePath } from './request-target';

/** The longest path segment a file system takes, in bytes. */
const MAX_SEGMENT_BYTES = 255;
/** The longest path a file system takes, in bytes (Linux's PATH_MAX, with room for the folder). */
const MAX_PATH_BYTES = 3072;

/** The export's not-found pages: at their own addresses too they answer 404, never 200. */
const NOT_FOUND_PAGES = ['/404', '/404.html', '/_not-found', '/_not-found.html'];

/** The trailing-slash paths redirected (/about/ -> /about): URL-safe segments only. */
const SAFE_WITH_SLASH = new RegExp(`^(${REDIRECTABLE_PATH})/$`);

/**
 * Whether a decoded path can name a file of the site: no NUL or other control character, no
 * backslash or empty segment (a redirect built from either could leave the site), no `?` or `#`
 * (the file server's own redirects write the decoded path, where they would start a query or a
 * fragment: /_headers%23.html went to /_headers#), no `.` or `..`
 * segment (the file would be judged on one path and served from another: `/images/../_headers`),
 * no segment longer than a file name may be, and no path longer than a file system takes.
 */
function canBeFile(decoded: string): boolean {
  if (/[\p{Cc}\\?#]/u.test(decoded) || decoded.includes('//')) return false;
  if (Buffer.byteLength(decoded) > MAX_PATH_BYTES) return false;
  return decoded
    .split('/')
    .every(
      (segment) =>
        segment !== '.' && segment !== '..' && Buffer.byteLength(segment) <= MAX_SEGMENT_BYTES,
    );
}

/** The file server's own redirects (/about.html -> /about) name paths inside the site. */
function redirectsUnder(basePath: string, res: ServerResponse) {
  const writeHead = res.writeHead.bind(res);
  res.writeHead = ((status: number, ...rest: [Record<string, string>?]) => {
    const headers = rest[0];
    if (typeof headers?.Location === 'string' && headers.Location.startsWith('/'))
      headers.Location = `${basePath}${headers.Location}`;
    return writeHead(status, ...rest);
  }) as typeof res.writeHead;
}

/**
 * Serves the exported site in `root` like a static host: clean URLs, 404.html with status 404, and
 * paths inside `basePath` (given here without it).
 */
export function createStaticSite(root: string, basePath: string) {
  const notFoundPage = path.join(root, '404.html');
  function notFound(req: IncomingMessage, res: ServerResponse) {
    res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(req.method === 'HEAD' ? undefined : fs.readFileSync(notFoundPage));
  }

  return function serve(
    req: IncomingMessage,
    res: ServerResponse,
    pathname: string,
    search: string,
  ) {
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return fail(res, 405, 'Pages are read with GET or HEAD.', { Allow: 'GET, HEAD' });
    const decoded = decodePath(pathname);
    if (
      decoded === null ||
      !canBeFile(decoded) ||
      // Without regard to case: a file system that ignores it serves /_HEADERS from _headers.
      HOST_FILES.includes(decoded.toLowerCase()) ||
      NOT_FOUND_PAGES.includes(decoded.toLowerCase())
    )
      return notFound(req, res);
    if (decoded === '/index.html') {
      res.writeHead(301, { Location: `${basePath}/${search}` });
      return res.end();
    }
    if (pathname !== '/' && pathname.endsWith('/')) {
      const target = SAFE_WITH_SLASH.exec(pathname)?.[1];
      if (!target) return notFound(req, res);
      res.writeHead(301, { Location: `${basePath}${target}${search}` });
      return res.end();
    }
    req.url = `${pathname}${search}`;
    if (basePath) redirectsUnder(basePath, res);
    handler(req, res, {
      public: root,
      cleanUrls: true,
      directoryListing: false,
      headers: [
        {
          source: 'feed.xml',
          headers: [{ key: 'Content-Type', value: 'application/rss+xml; charset=utf-8' }],
        },
        { source: '**/*.{yml,yaml}', headers: [{ key: 'Content-Type', value: YAML_TYPE }] },
      ],
    }).catch(() => {
      if (res.headersSent) res.destroy();
      else fail(res, 500, 'The file could not be read.');
    });
  };
}
