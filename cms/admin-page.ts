// The HTML of /admin/: the editor's page, with its own Content-Security-Policy (the build's CSP
// pass leaves it alone), noindex, and the two scripts: HealthHub's additions, then Sveltia CMS.
import { adminCsp } from '../deploy/headers.mjs';
import { CARE_LEVELS } from '../lib/content/render/care-cards';
import { REVIEW_INTERVAL_MONTHS } from '../lib/content/review';
import { escapeXml } from '../lib/seo/escape-xml';
import { RASTER_UPLOADS } from './config';

/** The admin's files, relative to its folder. */
export const ADMIN_FILES = {
  cms: 'sveltia-cms.js',
  additions: 'healthhub-cms.js',
  config: 'config.yml',
  previewStyle: 'preview.css',
} as const;

/** The page; `folder` is where it is served, with the base path (`/admin` or `/sub/admin`). */
export function adminPage(folder: string, siteName: string): string {
  const headings = Object.fromEntries(
    Object.entries(CARE_LEVELS).map(([level, { heading }]) => [level, heading]),
  );
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${adminCsp()}">
<meta name="robots" content="noindex, nofollow">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeXml(siteName)} editor</title>
<link href="${folder}/${ADMIN_FILES.config}" type="application/yaml" rel="cms-config-url">
</head>
<body>
<noscript>The ${escapeXml(siteName)} editor needs JavaScript.</noscript>
<script src="${folder}/${ADMIN_FILES.additions}" data-care-levels="${escapeXml(JSON.stringify(headings))}" data-review-months="${REVIEW_INTERVAL_MONTHS}" data-uploads="${RASTER_UPLOADS}"></script>
<script src="${folder}/${ADMIN_FILES.cms}"></script>
</body>
</html>
`;
}
