// Sites that serve copies, shared files or unfinished versions of pages rather than the pages.
import { pathSegments } from './address-text';
import type { Unfit } from './source-addresses';
import { labelParts, within } from './source-hosts';

/** Host labels (or their hyphenated parts) of web archives and caches: archive.ph, webcache... */
const ARCHIVE_LABELS = new Set([
  'archive',
  'webarchive',
  'webarchiv',
  'wayback',
  'webcitation',
  'ghostarchive',
  'webcache',
  'cachedview',
  'mementoweb',
  'arquivo',
  'megalodon',
  'vefsafn',
  'webharvest',
  'bingj',
]);
/** Sites that serve stored or fetched copies of other sites' pages, and their subdomains. */
const ARCHIVE_SITES = [
  'ampproject.org',
  'archive-it.org',
  'cachedview.nl',
  'freezepage.com',
  'pandora.nla.gov.au',
  'perma.cc',
  'swap.stanford.edu',
  'translate.goog',
  'yandexwebcache.net',
];

/** Sites that hold shared files, and every name under them: a file, not a page. */
const FILE_SITES: readonly (readonly [string, 'data file' | 'download'])[] = [
  ['drive.google.com', 'data file'],
  ['githubusercontent.com', 'data file'],
  ['onedrive.live.com', 'data file'],
  ['dropbox.com', 'download'],
  ['dropboxusercontent.com', 'download'],
  ['mediafire.com', 'download'],
  ['mega.co.nz', 'download'],
  ['mega.nz', 'download'],
  ['usercontent.google.com', 'download'],
  ['wetransfer.com', 'download'],
];
/** Paths of a shared spreadsheet or a file on sites that also have pages. */
const FILE_PATHS: readonly (readonly [string, RegExp])[] = [
  ['docs.google.com', /^(?:a\/[^/]+\/)?(?:spreadsheets?|uc)(?:\/|$)/i],
  ['pastebin.com', /^(?:raw|dl)(?:\/|$)/i],
];

const NON_PRODUCTION = new Set([
  'test',
  'staging',
  'stg',
  'dev',
  'development',
  'uat',
  'qa',
  'sandbox',
  'preprod',
  'preview',
]);
/**
 * Hosting services' names for a site's previews, branches and development copies: any name under
 * Azure's app hosts, CodeSandbox or Codespaces; on Netlify and Firebase a `--` in the first label
 * (deploy-preview-12--site.netlify.app); on Vercel a `-git-` (site-git-branch-team.vercel.app);
 * on Cloudflare Pages a name under the project's own (abc123.site.pages.dev).
 */
const PREVIEWS: readonly (readonly [string, (first: string, labels: number) => boolean])[] = [
  ['azurewebsites.net', () => true],
  ['csb.app', () => true],
  ['app.github.dev', () => true],
  ['netlify.app', (first) => first.includes('--')],
  ['netlify.com', (first) => first.includes('--')],
  ['web.app', (first) => first.includes('--')],
  ['firebaseapp.com', (first) => first.includes('--')],
  ['vercel.app', (first) => first.includes('-git-')],
  ['pages.dev', (_, labels) => labels > 3],
];

/** Why `url` (on `host`, as `hostOf` gives it) is a copy, a shared file or a preview, or undefined. */
export function unfitSite(url: URL, host: string): Unfit | undefined {
  const labels = host.split('.');
  const named = labels.slice(0, -1).flatMap(labelParts);
  if (named.some((part) => ARCHIVE_LABELS.has(part)) || ARCHIVE_SITES.some((s) => within(host, s)))
    return { kind: 'archived copy', why: `${host} serves stored or fetched copies of pages` };
  const files = FILE_SITES.find(([site]) => within(host, site));
  if (files) return { kind: files[1], why: `${host} holds shared files, not pages` };
  const path = pathSegments(url.pathname).join('/');
  if (FILE_PATHS.some(([site, shape]) => host === site && shape.test(path)))
    return { kind: 'data file', why: `${host}/${path} is a shared file, not a page` };
  if (url.searchParams.get('export')?.toLowerCase() === 'download')
    return { kind: 'download', why: `${host}${url.pathname} hands over a file, not a page` };
  const preview = PREVIEWS.find(
    ([site, is]) => within(host, site) && is(labels[0]!, labels.length),
  );
  if (preview)
    return {
      kind: 'non-production host',
      why: `${host} is a preview or development copy on ${preview[0]}, not the live site`,
    };
  // The top-level domain is a name, not a stage: web.dev and pkg.go.dev are live sites.
  const stage = named.find((part) => NON_PRODUCTION.has(part));
  if (stage)
    return { kind: 'non-production host', why: `${host} is a ${stage} host, not the live site` };
  return undefined;
}
