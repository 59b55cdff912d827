// After `next build`: writes the browser editor to {out}/admin/: its page, Sveltia CMS copied from
// the npm package with its fonts and own files beside it (no CDN), the configuration made from
// the content schema and registries, HealthHub's additions and the preview's styles (the site's).
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { ADMIN_FILES, adminPage } from '../cms/admin-page';
import { cmsBackend } from '../cms/backend';
import { cmsConfig } from '../cms/config';
import { CMS_PACKAGE, OWN_FILES, selfHost } from '../cms/self-host';
import { ADMIN_PATH } from '../deploy/headers.mjs';
import { checkCorpus, defaultPaths } from '../lib/content';
import { BASE_PATH } from '../lib/site/base-path.mjs';
import { site } from '../lib/site/settings';

const out = process.env.OUT_DIR ?? 'out';
const dir = path.join(out, ADMIN_PATH.slice(1));
const folder = `${BASE_PATH}${ADMIN_PATH}`;

/** Every stylesheet of the export, in name order, then the preview's own rules. */
function previewStyles(): string {
  const cssDir = path.join(out, '_next', 'static', 'css');
  const sheets = fs.existsSync(cssDir)
    ? fs
        .readdirSync(cssDir)
        .filter((name) => name.endsWith('.css'))
        .sort()
    : [];
  if (sheets.length === 0) throw new Error(`No stylesheet in ${cssDir}: run after next build`);
  return [
    ...sheets.map((name) => fs.readFileSync(path.join(cssDir, name), 'utf8')),
    fs.readFileSync(path.join('cms', 'browser', 'preview.css'), 'utf8'),
  ].join('\n');
}

const { corpus } = checkCorpus(defaultPaths(), { drafts: true });
const config = cmsConfig({
  backend: cmsBackend(process.env),
  categories: corpus.categories,
  team: corpus.team,
  nextOrder: Math.max(0, ...corpus.articles.map((a) => a.order)) + 1,
  basePath: BASE_PATH,
});
const cms = selfHost(
  fs.readFileSync(path.join(CMS_PACKAGE, 'dist', 'sveltia-cms.js'), 'utf8'),
  folder,
);

fs.rmSync(dir, { recursive: true, force: true });
fs.mkdirSync(dir, { recursive: true });
fs.writeFileSync(path.join(dir, 'index.html'), adminPage(folder, site.name));
fs.writeFileSync(path.join(dir, ADMIN_FILES.cms), cms.bundle);
for (const { to, from } of cms.copies) {
  fs.mkdirSync(path.dirname(path.join(dir, to)), { recursive: true });
  fs.copyFileSync(from, path.join(dir, to));
}
// The update check reads {own files}/package.json: the installed version, so it finds no update.
fs.mkdirSync(path.join(dir, OWN_FILES), { recursive: true });
fs.writeFileSync(
  path.join(dir, OWN_FILES, 'package.json'),
  `${JSON.stringify({ version: cms.version })}\n`,
);
fs.copyFileSync(
  path.join('cms', 'browser', ADMIN_FILES.additions),
  path.join(dir, ADMIN_FILES.additions),
);
fs.writeFileSync(path.join(dir, ADMIN_FILES.previewStyle), previewStyles());
fs.writeFileSync(
  path.join(dir, ADMIN_FILES.config),
  `# Made by build-steps/write-admin.ts from lib/content/schema.ts and the registries: do not edit.\n${YAML.stringify(config)}`,
);
const bytes = fs
  .readdirSync(dir, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .reduce((sum, entry) => sum + fs.statSync(path.join(entry.parentPath, entry.name)).size, 0);
console.log(
  `Editor: ${folder}/ (Sveltia CMS ${cms.version}, ${config.backend.name} backend), ${(bytes / 1024).toFixed(0)} KB.`,
);
