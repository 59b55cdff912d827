// The one source of truth for the HTTP headers of every host: the preview server applies it,
// build-steps/write-headers.mjs writes it to out/_headers (Netlify, Cloudflare Pages) and
// deploy/nginx/healthhub.conf mirrors it (a test checks they agree). Paths are judged decoded,
// as the file they serve is chosen.

/**
 * Sent with every response. The page-specific part of the Content-Security-Policy (script hashes,
 * the form endpoint) is a <meta> tag written into each page at build time; a header adds what a
 * meta tag cannot carry. Both policies apply, so the stricter of each holds.
 */
export const securityHeaders = {
  'Content-Security-Policy': "frame-ancestors 'none'; object-src 'none'; base-uri 'self'",
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // Only features browsers know: an unknown one is a console warning on every page. Native
  // sharing needs no entry (its default allows this site).
  'Permissions-Policy':
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  // Pages opened from this site, or that open it, get no handle on its window.
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** The browser editor (Sveltia CMS) lives under this path: its own policy, never cached offline. */
export const ADMIN_PATH = '/admin';

/**
 * Judged without regard to case: a file system that ignores case (macOS, Windows) serves
 * /ADMIN/config.yml from admin/, and it must get the editor's headers there too.
 * @param {string} pathname a decoded path without the base path
 */
export const isAdminPath = (pathname) => {
  const path = pathname.toLowerCase();
  return path === ADMIN_PATH || path.startsWith(`${ADMIN_PATH}/`);
};

/** The folders of pictures (covers, social images, what editors upload): never a page. */
export const IMAGE_FOLDERS = ['/generated/', '/images/', '/og/'];

/**
 * Whether a path is a picture, which as a document (opened in its own tab) must run nothing: a
 * file in an image folder, or an SVG anywhere (an SVG can carry script). Without regard to case.
 * @param {string} pathname a decoded path without the base path
 */
export const isImagePath = (pathname) => {
  const path = pathname.toLowerCase();
  return IMAGE_FOLDERS.some((folder) => path.startsWith(folder)) || /\.svgz?$/.test(path);
};

/**
 * The policy of an image path, enforced beside the site's (or the editor's) own: no script, no
 * plugin, no request, a sandbox (a unique origin, no script, no form, no popup); inline styles
 * only, which SVGs use. An <img> shows the picture as before.
 */
export const IMAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/**
 * The Content-Security-Policy of /admin/, as strict as Sveltia CMS allows (docs/SECURITY.md says
 * why each source is there): its script and the site's own, no inline script and no eval; the
 * inline styles its components inject; pictures from the repository (read as blob: and data:
 * URLs) and the signed-in user's GitHub avatar; requests to GitHub's API and status page. The
 * OAuth sign-in opens a popup window, which no CSP directive governs.
 */
export function adminCsp() {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://avatars.githubusercontent.com",
    "media-src 'self' blob:",
    "font-src 'self'",
    "connect-src 'self' blob: data: https://api.github.com https://www.githubstatus.com",
    "frame-src 'self' blob:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * The headers of /admin/: the site's, but its full policy (frame-ancestors can only be sent as a
 * header), an opener policy that keeps the GitHub sign-in popup's link back to the editor, and
 * noindex.
 */
export const adminHeaders = {
  ...securityHeaders,
  'Content-Security-Policy': `${adminCsp()}; frame-ancestors 'none'`,
  'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  'X-Robots-Tag': 'noindex',
};

/**
 * Two policies in one header value, both enforced: a comma separates policies. nginx sends the
 * image policy as a second header, which a reader of the response sees joined the same way.
 * @param {string} csp
 */
export const withImagePolicy = (csp) => `${csp}, ${IMAGE_POLICY}`;

/**
 * The security headers of one path (decoded, as the file it serves is chosen; without the base
 * path): the editor's or the site's, and on an image path the image policy beside their own.
 * @param {string} pathname
 * @returns {Record<string, string>}
 */
export function headersFor(pathname) {
  const headers = isAdminPath(pathname) ? adminHeaders : securityHeaders;
  if (!isImagePath(pathname)) return headers;
  return {
    ...headers,
    'Content-Security-Policy': withImagePolicy(headers['Content-Security-Policy']),
  };
}

/** YAML (the editor's configuration): mime.types of nginx does not know it. */
export const YAML_TYPE = 'text/yaml; charset=utf-8';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'public, max-age=0, must-revalidate';
export const IMAGES = 'public, max-age=86400, stale-while-revalidate=604800';

/** Cache policy by path, first match wins: hashed assets forever, images a day, the rest revalidates. */
export const cacheRules = [
  { prefix: '/_next/static/', cacheControl: IMMUTABLE },
  { prefix: '/generated/', cacheControl: IMAGES },
  { prefix: '/images/', cacheControl: IMAGES },
  { prefix: '/og/', cacheControl: IMAGES },
  { prefix: '/', cacheControl: REVALIDATE },
];

/**
 * @param {string} pathname
 * @returns {string}
 */
export function cacheControlFor(pathname) {
  return cacheRules.find((rule) => pathname.startsWith(rule.prefix))?.cacheControl ?? REVALIDATE;
}

/**
 * The Content-Security-Policy of one page: its own inline scripts by hash, the form endpoint.
 * @param {{ scriptHashes: string[], formEndpoint: string }} page
 */
export function pageCsp({ scriptHashes, formEndpoint }) {
  const formOrigin = /^https?:\/\//.test(formEndpoint) ? ` ${new URL(formEndpoint).origin}` : '';
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.map((h) => `'${h}'`).join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self'${formOrigin}`,
    `form-action 'self'${formOrigin}`,
    "object-src 'none'",
    "base-uri 'self'",
  ].join('; ');
}

/** out/_headers for Netlify and Cloudflare Pages; paths carry the base path of a sub-path build. */
export function netlifyHeaders(basePath = '') {
  const lines = [
    `${basePath}/*`,
    ...Object.entries(securityHeaders).map(([k, v]) => `  ${k}: ${v}`),
  ];
  // Netlify applies the last matching rule's value of a header: /admin/ gets its own policy.
  for (const path of [ADMIN_PATH, `${ADMIN_PATH}/*`]) {
    lines.push(`${basePath}${path}`);
    for (const [name, value] of Object.entries(adminHeaders))
      if (Object.entries(securityHeaders).every(([n, v]) => n !== name || v !== value))
        lines.push(`  ${name}: ${value}`);
  }
  // After those: on Netlify the image policy's value replaces theirs, and carries the site's or
  // the editor's policy with it (an SVG under /admin/); Cloudflare Pages joins every matching
  // rule's value with a comma, which makes the same policies, each enforced. Only the policy:
  // a second X-Frame-Options joined to the first would be invalid there.
  for (const folder of IMAGE_FOLDERS)
    lines.push(
      `${basePath}${folder}*`,
      `  Content-Security-Policy: ${headersFor(folder)['Content-Security-Policy']}`,
    );
  lines.push(
    `${basePath}/*.svg`,
    `  Content-Security-Policy: ${withImagePolicy(securityHeaders['Content-Security-Policy'])}`,
  );
  lines.push(
    `${basePath}${ADMIN_PATH}/*.svg`,
    `  Content-Security-Policy: ${withImagePolicy(adminHeaders['Content-Security-Policy'])}`,
  );
  lines.push(`${basePath}/feed.xml`, '  Content-Type: application/rss+xml; charset=utf-8');
  lines.push(`${basePath}/manifest.webmanifest`, '  Content-Type: application/manifest+json');
  for (const extension of ['yml', 'yaml'])
    lines.push(`${basePath}/*.${extension}`, `  Content-Type: ${YAML_TYPE}`);
  for (const rule of cacheRules.filter((r) => r.prefix !== '/')) {
    lines.push(`${basePath}${rule.prefix}*`, `  Cache-Control: ${rule.cacheControl}`);
  }
  // Netlify and Cloudflare merge matching rules; HTML and data files (the search files and the
  // category pages' card files too) revalidate.
  for (const path of [
    '/',
    '/*.html',
    '/*.xml',
    '/*.json',
    '/search-index/*',
    '/category-cards/*',
    '/*.txt',
    '/sw.js',
    '/manifest.webmanifest',
    '/blog/*',
    '/category/*',
    '/about',
    '/contact',
    '/privacy',
    '/terms',
  ]) {
    lines.push(`${basePath}${path}`, `  Cache-Control: ${REVALIDATE}`);
  }
  return `${lines.join('\n')}\n`;
}
