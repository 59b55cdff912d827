// Sveltia CMS served from the site's own files: its bundle asks CDNs for its fonts and for its own
// files (the update check, the interface in other languages); these addresses are rewritten to
// files copied beside it under /admin/, so opening the editor sends no request to a third party.
import fs from 'node:fs';
import path from 'node:path';

export const CMS_PACKAGE = path.join('node_modules', '@sveltia', 'cms');

/** The CMS's own files on unpkg.com: `{base}/package.json` (update check), `{base}@{version}/locales/`. */
const UNPKG_BASE = '`https://unpkg.com/@sveltia/cms`';
/** Where those files are copied, inside the admin's folder. */
export const OWN_FILES = 'cms';
/** The interface fonts on jsDelivr: family (`:vf` for a variable font), version, subset and weight. */
const FONT_URL =
  /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/([a-z0-9-]+)(?::vf)?@[0-9.]+\/([a-z0-9-]+)\.woff2/g;
export const FONTS = 'fonts';
/** The libraries it loads on demand from unpkg.com: `{base}/{name}@{version}/{file}`. */
const UNPKG_MODULE_BASE = '`https://unpkg.com/${e}`';
/** Where the bundle names each of them: the package and the file inside it. */
const MODULE_USE = /\(`([a-z@][a-z0-9@/._-]*)`,`([^`$?]+)[^`]*`\)/g;
export const MODULES = 'npm';

/** The interface in other languages, which the CMS reads from {own files}@{version}/locales/. */
const LOCALES = 'locales';
/** What the CMS imports beside its script (React, for the article preview), from dist/chunks/. */
const CHUNKS = 'chunks';

export type SelfHosted = {
  bundle: string;
  /**
   * The libraries it loads on demand (React for the preview, the HTML-to-markdown converter for
   * pasted text, image readers), copied from node_modules: `to` is the path under npm/ the CMS
   * asks for, named by the version range the CMS declares; npm installed a version in that range.
   */
  modules: { to: string; from: string }[];
  /** Those npm did not install (optional image converters): the CMS works without them. */
  missing: string[];
  /** Every file to copy beside the bundle: `to` inside the admin's folder, `from` in node_modules. */
  copies: { to: string; from: string }[];
  /** Each font the bundle names: the file it now loads (under fonts/) and the package's copy. */
  fonts: { name: string; from: string }[];
  version: string;
};

/**
 * The bundle with its CDN addresses pointed at the admin's own files in `folder` (the admin's path
 * with the base path, such as /admin: absolute, so the page works at /admin and /admin/). Throws when an address it
 * expects is missing, so a new version of the CMS that moves them fails the build instead of
 * quietly loading from a CDN.
 */
export function selfHost(bundle: string, folder: string, packageDir = CMS_PACKAGE): SelfHosted {
  const { version } = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  const assets = fs.readdirSync(path.join(packageDir, 'npm', 'assets'));
  const fonts: SelfHosted['fonts'] = [];
  const withFonts = bundle.replace(FONT_URL, (url, family: string, file: string) => {
    const stem = `${family}-${file}`;
    const copy = assets.find((name) => name.startsWith(`${stem}-`) && name.endsWith('.woff2'));
    if (!copy) throw new Error(`Sveltia CMS ${version}: no copy of ${url} in npm/assets/`);
    fonts.push({ name: `${stem}.woff2`, from: path.join(packageDir, 'npm', 'assets', copy) });
    return `${folder}/${FONTS}/${stem}.woff2`;
  });
  if (fonts.length === 0)
    throw new Error(`Sveltia CMS ${version}: its interface fonts were not found`);
  for (const base of [UNPKG_BASE, UNPKG_MODULE_BASE])
    if (!withFonts.includes(base))
      throw new Error(`Sveltia CMS ${version}: the address ${base} was not found in its bundle`);
  const { modules, missing } = modulesOf(withFonts, packageDir);
  const ownFiles = withFonts
    .replaceAll(UNPKG_BASE, `\`${folder}/${OWN_FILES}\``)
    .replaceAll(UNPKG_MODULE_BASE, `\`${folder}/${MODULES}/\${e}\``);
  const inDir = (dir: string, to: string, keep: (name: string) => boolean = () => true) =>
    fs
      .readdirSync(path.join(packageDir, dir))
      .filter(keep)
      .map((name) => ({ to: `${to}/${name}`, from: path.join(packageDir, dir, name) }));
  const copies = [
    ...fonts.map((font) => ({ to: `${FONTS}/${font.name}`, from: font.from })),
    ...modules.map((library) => ({ to: `${MODULES}/${library.to}`, from: library.from })),
    ...inDir(path.join('dist', CHUNKS), CHUNKS, (name) => name.endsWith('.js')),
    ...inDir(LOCALES, `${OWN_FILES}@${version}/${LOCALES}`),
  ];
  return { bundle: ownFiles, fonts, modules, missing, copies, version };
}

/** The on-demand libraries the bundle names, where npm installed them. */
function modulesOf(bundle: string, packageDir: string) {
  const { dependencies } = JSON.parse(
    fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'),
  );
  const modules: SelfHosted['modules'] = [];
  const missing: string[] = [];
  for (const [, name, file] of bundle.matchAll(MODULE_USE)) {
    const range = (dependencies as Record<string, string>)[name!];
    if (!range) continue;
    const from = path.join('node_modules', name!, file!);
    if (!fs.existsSync(from)) missing.push(name!);
    else modules.push({ to: `${name}@${range.replace(/^\D/, '')}/${file}`, from });
  }
  return { modules, missing };
}
