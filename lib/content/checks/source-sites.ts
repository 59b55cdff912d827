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
  ['app.box.com', 'download'],
  ['blob.core.windows.net', 'data file'],
  ['drive.google.com', 'data file'],
  ['dropbox.com', 'download'],
  ['codeload.github.com', 'download'],
  ['dropboxusercontent.com', 'download'],
  ['gist.github.com', 'data file'],
  ['githubusercontent.com', 'data file'],
  ['googleusercontent.com', 'data file'],
  ['hastebin.com', 'data file'],
  ['mediafire.com', 'download'],
  ['mega.co.nz', 'download'],
  ['mega.nz', 'download'],
  ['onedrive.live.com', 'data file'],
  ['paste.ee', 'data file'],
  ['pastebin.com', 'data file'],
  ['rentry.co', 'data file'],
  ['rentry.org', 'data file'],
  ['s3.amazonaws.com', 'data file'],
  ['sharepoint.com', 'data file'],
  ['storage.cloud.google.com', 'data file'],
  ['storage.googleapis.com', 'data file'],
  ['usercontent.google.com', 'download'],
  ['wetransfer.com', 'download'],
];
/** Amazon S3's regional names: s3.eu-west-2.amazonaws.com, bucket.s3-us-west-2.amazonaws.com. */
const S3_REGIONAL = /(?:^|\.)s3[.-][^.]+(?:\.[^.]+)*\.amazonaws\.com$/;
/**
 * Paths of shared documents, forms and files on sites that also have pages. A Google document
 * published to the web (/document/d/.../pub) is a page.
 */
const FILE_PATHS: readonly (readonly [string, RegExp])[] = [
  ['box.com', /^s(?:\/|$)/i],
  ['bitbucket.org', /^[^/]+\/[^/]+\/raw(?:\/|$)/i],
  [
    'docs.google.com',
    /^(?:a\/[^/]+\/)?(?:spreadsheets?|uc|presentation|forms|file|open|drawings)(?:\/|$)/i,
  ],
  ['docs.google.com', /^(?:a\/[^/]+\/)?document(?:\/(?!.*\/pub$)|$)/i],
  ['github.com', /^[^/]+\/[^/]+\/(?:raw|releases\/download)(?:\/|$)/i],
  ['gitlab.com', /^[^/]+\/[^/]+(?:\/[^/]+)*\/-\/raw(?:\/|$)/i],
  ['icloud.com', /^(?:iclouddrive|keynote|numbers|pages)(?:\/|$)/i],
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
  'preproduction',
  'nonprod',
  'preview',
  'stage',
  'testing',
  'tst',
]);
/** A pull request's label part: pr-12, site-pr-12. */
const isPullRequest = (labels: readonly string[]) =>
  labels.some((label) => label.split('-').includes('pr'));
/**
 * A deployment's hash after the project name, before any team name: site-abc123xyz,
 * site-abc123xyz-team (nine letters and digits, both).
 */
const isDeployment = (label: string) =>
  label
    .split('-')
    .slice(1)
    .some((part) => /^[a-z\d]{9}$/.test(part) && /\d/.test(part) && /[a-z]/.test(part));

/**
 * Hosting services' names for a site's previews, branches and development copies: any name under
 * Azure's app hosts, CodeSandbox, Codespaces, Heroku, Glitch, Replit or Gitpod; on Netlify and
 * Firebase a `--` in the first label (deploy-preview-12--site.netlify.app); on Vercel a `-git-`
 * (site-git-branch-team.vercel.app) or a deployment hash (site-abc123xyz.vercel.app); on Render and
 * Amplify a pull request's `pr` part; on Cloudflare Pages a name under the project's own.
 */
const PREVIEWS: readonly (readonly [string, (labels: readonly string[]) => boolean])[] = [
  ['amplifyapp.com', isPullRequest],
  ['app.github.dev', () => true],
  ['azurewebsites.net', () => true],
  ['csb.app', () => true],
  ['firebaseapp.com', ([first]) => first!.includes('--')],
  ['gitpod.io', () => true],
  ['glitch.me', () => true],
  ['herokuapp.com', () => true],
  ['netlify.app', ([first]) => first!.includes('--')],
  ['netlify.com', ([first]) => first!.includes('--')],
  ['onrender.com', isPullRequest],
  ['pages.dev', (labels) => labels.length > 3],
  ['repl.co', () => true],
  ['replit.dev', () => true],
  ['vercel.app', ([first]) => first!.includes('-git-') || isDeployment(first!)],
  ['web.app', ([first]) => first!.includes('--')],
];
/** Services that catch and show the requests sent to them, for testing: no page of a site. */
const REQUEST_CATCHERS = [
  'beeceptor.com', 'burpcollaborator.net', 'canarytokens.com', 'interact.sh', 'oast.fun',
  'oast.live', 'oast.me', 'oast.online', 'oast.pro', 'oast.site', 'oastify.com', 'pipedream.net',
  'requestbin.net', 'requestcatcher.com', 'webhook.site',
]; // prettier-ignore

/** Why `url` (on `host`, as `hostOf` gives it) is a copy, a shared file or a preview, or undefined. */
export function unfitSite(url: URL, host: string): Unfit | undefined {
  const labels = host.split('.');
  const named = labels.slice(0, -1).flatMap(labelParts);
  if (named.some((part) => ARCHIVE_LABELS.has(part)) || ARCHIVE_SITES.some((s) => within(host, s)))
    return { kind: 'archived copy', why: `${host} serves stored or fetched copies of pages` };
  const files = FILE_SITES.find(([site]) => within(host, site));
  if (files) return { kind: files[1], why: `${host} holds shared files, not pages` };
  const path = pathSegments(url.pathname).join('/');
  if (S3_REGIONAL.test(host))
    return { kind: 'data file', why: `${host} holds stored files, not pages` };
  if (FILE_PATHS.some(([site, shape]) => within(host, site) && shape.test(path)))
    return { kind: 'data file', why: `${host}/${path} is a shared file, not a page` };
  if (url.searchParams.get('export')?.toLowerCase() === 'download')
    return { kind: 'download', why: `${host}${url.pathname} hands over a file, not a page` };
  const catcher = REQUEST_CATCHERS.find((site) => within(host, site));
  if (catcher)
    return {
      kind: 'non-production host',
      why: `${host} is under ${catcher}, which catches test requests; it has no page to cite`,
    };
  const preview = PREVIEWS.find(([site, is]) => within(host, site) && is(labels));
  if (preview)
    return {
      kind: 'non-production host',
      why: `${host} is a preview or development copy on ${preview[0]}, not the live site`,
    };
  // The top-level domain is a name, not a stage: web.dev and pkg.go.dev are live sites.
  const stage =
    named.find((part) => NON_PRODUCTION.has(part)) ??
    // "pre-prod": two parts that name one stage.
    labels.slice(0, -1).find((label) => /(?:^|-)pre-prod(?:-|$)/.test(label));
  if (stage)
    return { kind: 'non-production host', why: `${host} is a ${stage} host, not the live site` };
  return undefined;
}
