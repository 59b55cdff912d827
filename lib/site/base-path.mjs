// Sub-path hosting. NEXT_PUBLIC_BASE_PATH (for example '/healthhub') is read at build time and the
// whole site then works under https://host/healthhub/. Next.js prefixes its own links and scripts;
// every other URL the site writes (files in public/, files made by route handlers, the form's local
// sink) goes through withBasePath. Plain JavaScript so next.config.mjs and scripts share it.

/**
 * '' (site at the root) or '/a/b': leading slash, no trailing slash. Anything else is a clear error.
 * @param {string | undefined} value
 * @returns {string}
 */
export function normaliseBasePath(value) {
  const trimmed = (value ?? '').trim().replace(/\/+$/, '');
  if (trimmed === '') return '';
  const withSlash = trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
  if (!/^(\/[A-Za-z0-9._~-]+)+$/.test(withSlash) || /\/\.{1,2}(\/|$)/.test(withSlash)) {
    throw new Error(
      `NEXT_PUBLIC_BASE_PATH "${value}" is not a URL path. Use a path like /healthhub or /docs/health ` +
        '(letters, digits, . _ ~ -, one segment per slash), or leave it empty for a site at the root.',
    );
  }
  return withSlash;
}

export const BASE_PATH = normaliseBasePath(process.env.NEXT_PUBLIC_BASE_PATH);

/**
 * '/search-index/meta.json' -> '/healthhub/search-index/meta.json' (unchanged without a base path).
 * @param {string} path a root-relative path starting with '/'
 * @returns {string}
 */
export const withBasePath = (path) => `${BASE_PATH}${path}`;

/**
 * The path inside the site: '/healthhub/blog/x' -> '/blog/x', '/healthhub' -> '/'; null when the
 * path lies outside the base path.
 * @param {string} pathname
 * @param {string} [base]
 * @returns {string | null}
 */
export function stripBasePath(pathname, base = BASE_PATH) {
  if (!base) return pathname;
  if (pathname === base) return '/';
  return pathname.startsWith(`${base}/`) ? pathname.slice(base.length) : null;
}
