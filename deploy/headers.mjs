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
