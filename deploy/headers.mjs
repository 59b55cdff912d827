// The one source of truth for the HTTP headers of every host: the preview server applies it,
// build-steps/write-headers.mjs writes it to out/_headers (Netlify, Cloudflare Pages) and
// deploy/nginx/healthhub.conf mirrors it (a test checks they agree).

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

/** @param {string} pathname a path without the base path */
export const isAdminPath = (pathname) =>
  pathname === ADMIN_PATH || pathname.startsWith(`${ADMIN_PATH}/`);

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
 * The security headers of one path (without the base path).
 * @param {string} pathname
 */
export const headersFor = (pathname) => (isAdminPath(pathname) ? adminHeaders : securityHeaders);

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
  lines.push(`${basePath}/feed.xml`, '  Content-Type: application/rss+xml; charset=utf-8');
  lines.push(`${basePath}/manifest.webmanifest`, '  Content-Type: application/manifest+json');
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
