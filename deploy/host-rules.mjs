// What every host does with paths beyond serving files, shared by the nginx configuration
// (deploy/write-nginx-conf.mjs) and the preview server (server/static-site.ts). The CloudFront
// function (deploy/cloudfront/clean-urls.js) must stand alone and repeats the redirect rule; the
// same crafted paths test all three (deploy/off-site-redirects.mjs).

/**
 * A path that a trailing slash may be redirected from (/about/ -> /about): one or more segments
 * of URL-safe characters. Anything else is a 404, so a decoded path such as /\evil.example/ never
 * becomes a redirect to another host. The text of a regular expression, valid in JavaScript and
 * in nginx (PCRE).
 */
export const REDIRECTABLE_PATH = '(?:/[A-Za-z0-9._~-]+)+';

/** Host configuration files that `npm run build` leaves in out/ for other hosts: never served. */
export const HOST_FILES = ['/_headers', '/_redirects'];
