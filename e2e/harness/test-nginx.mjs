// The nginx configuration of deploy/nginx on a real nginx, against an exported site:
//   node e2e/harness/test-nginx.mjs [site-dir] [--serve] [--base-path /sub]   (site-dir defaults to out)
//   node e2e/harness/test-nginx.mjs --base-build   the sub-path build of `npm run test:build:base`
// Installs nginx with apt-get when it is missing (root on Debian), serves the site on a loopback
// port (NGINX_TEST_PORT, default in e2e/settings.json, else a free one) with the committed server block, and runs
// the checks of deploy/verify-deploy.mjs plus the nginx specifics. When nginx cannot be installed
// or started it prints "SKIPPED: <why>" and exits 0. --serve keeps nginx running after the checks
// until Ctrl+C (to try deploy/verify-deploy.mjs or a browser against it). --base-path serves a
// sub-path build with the server block `node deploy/write-nginx-conf.mjs --base-path` prints.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import escapeStringRegexp from 'escape-string-regexp';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  cacheRules,
  nginxConfig,
  PLACEHOLDERS,
  SNIPPET_INCLUDE,
} from '../../deploy/write-nginx-conf.mjs';
import { adminHeaders } from '../../deploy/headers.mjs';
import { forbidsFraming, runsNoScript } from '../../deploy/csp-policies.mjs';
import { HOST_FILES } from '../../deploy/host-rules.mjs';
import { normaliseBasePath } from '../../lib/site/base-path.mjs';
import * as site from '../../deploy/site-checks.mjs';
import { SETTINGS } from './settings.mjs';

const nginxDir = fileURLToPath(new URL('../../deploy/nginx/', import.meta.url));
const args = process.argv.slice(2);
// --base-build: the sub-path build of `npm run test:build:base`, as e2e/settings.json names it.
const baseBuild = args.includes('--base-build') ? SETTINGS.basePathBuild : undefined;
const basePathArg = args.indexOf('--base-path');
const basePath = normaliseBasePath(
  baseBuild?.basePath ?? (basePathArg > -1 ? args[basePathArg + 1] : ''),
);
const siteDir = path.resolve(
  baseBuild?.dir ?? args.find((arg, i) => !arg.startsWith('--') && i !== basePathArg + 1) ?? 'out',
);

function finish(line, code) {
  console.log(line);
  process.exit(code);
}
const skip = (why) => finish(`SKIPPED: ${why}\n0 passed, 0 failed, 1 skipped`, 0);
const sh = (command) => spawnSync('sh', ['-c', command], { encoding: 'utf8' });

/** The nginx binary, installed with apt-get when missing; or why it cannot be had. */
function ensureNginx() {
  const find = () => sh('PATH="$PATH:/usr/sbin:/usr/local/sbin" command -v nginx').stdout.trim();
  if (find()) return { bin: find() };
  if (process.getuid?.() !== 0) return { why: 'nginx is not installed and this is not root' };
  if (!fs.existsSync('/etc/debian_version') || !sh('command -v apt-get').stdout) {
    return { why: 'nginx is not installed and there is no apt-get (not Debian)' };
  }
  console.log('nginx is missing: installing it with apt-get...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = () =>
    spawnSync('apt-get', ['install', '-y', '-q', '--no-install-recommends', 'nginx'], {
      env,
      stdio: 'inherit',
    }).status === 0;
  if (!install()) {
    spawnSync('apt-get', ['update', '-q'], { env, stdio: 'inherit' });
    install();
  }
  return find() ? { bin: find() } : { why: 'apt-get could not install nginx' };
}

const canListen = (port) =>
  new Promise((resolve) => {
    const server = net.createServer().once('error', () => resolve(0));
    server.listen(port, '127.0.0.1', () => {
      const { port: bound } = server.address();
      server.close(() => resolve(bound));
    });
  });

/** Replaces the one placeholder line of the server block, or throws. */
function replaceLine(text, line, replacement) {
  const pattern = new RegExp(`^(\\s*)${escapeStringRegexp(line)}$`, 'm');
  if (!pattern.test(text)) throw new Error(`deploy/nginx/healthhub.conf lacks "${line}"`);
  return text.replace(pattern, `$1${replacement}`);
}

/**
 * Files an editor could put in the site, served beside the export (never written into it): SVGs
 * that would run script as documents, a page in an image folder, a YAML file of the editor's.
 */
const scriptedSvg = (n) =>
  `<svg xmlns="http://www.w3.org/2000/svg" onload="parent.ran=${n}"><script>parent.ran=${n}</script><rect width="9" height="9"/></svg>`;
const UPLOADS = Object.fromEntries(
  [
    'images/uploaded.svg',
    'images/covers/uploaded.SVG',
    'images/uploaded.html',
    'generated/covers/uploaded.svg',
    'og/uploaded.svg',
    'uploaded.svg',
    'blog/uploaded.svg',
    'admin/uploaded.svg',
    '_next/static/uploaded.svg',
  ]
    .map((file, n) => [file, scriptedSvg(n)])
    .concat([['admin/uploaded.yaml', 'uploaded: true\n']]),
);

/**
 * The site as nginx serves it in the test: a folder of links to the export's files, with the
 * uploads added, so nothing is written into the export itself.
 */
function linkSite(from, to, files) {
  fs.mkdirSync(to, { recursive: true });
  const inside = (name) =>
    Object.fromEntries(
      Object.entries(files)
        .filter(([file]) => file.startsWith(`${name}/`))
        .map(([file, text]) => [file.slice(name.length + 1), text]),
    );
  const names = fs.existsSync(from) ? fs.readdirSync(from) : [];
  for (const name of names) {
    const nested = inside(name);
    if (Object.keys(nested).length > 0 && fs.statSync(path.join(from, name)).isDirectory())
      linkSite(path.join(from, name), path.join(to, name), nested);
    else fs.symlinkSync(path.join(from, name), path.join(to, name));
  }
  for (const [file, text] of Object.entries(files)) {
    if (names.includes(file.split('/')[0])) continue;
    fs.mkdirSync(path.dirname(path.join(to, file)), { recursive: true });
    fs.writeFileSync(path.join(to, file), text);
  }
}

/** A throwaway prefix: nginx.conf (daemon off, logs and temp files inside) + the deploy files. */
function writeConfig(prefix, port, mimeTypes) {
  fs.mkdirSync(path.join(prefix, path.dirname(SNIPPET_INCLUDE)), { recursive: true });
  fs.mkdirSync(path.join(prefix, 'tmp'));
  // Every headers snippet, where the server block includes it from (snippets/healthhub-<name>).
  for (const name of Object.keys(nginxConfig()).filter((n) => n !== 'healthhub.conf'))
    fs.copyFileSync(
      path.join(nginxDir, name),
      path.join(prefix, path.dirname(SNIPPET_INCLUDE), `healthhub-${name}`),
    );
  // At the root: the committed file. Under a base path: the generated block, and the site in the
  // folder of that name under root.
  let server = basePath
    ? nginxConfig(basePath)['healthhub.conf']
    : fs.readFileSync(path.join(nginxDir, 'healthhub.conf'), 'utf8');
  const root = path.join(prefix, 'site');
  linkSite(siteDir, path.join(root, basePath), UPLOADS);
  server = replaceLine(server, PLACEHOLDERS.listen, `listen 127.0.0.1:${port};`);
  server = replaceLine(server, PLACEHOLDERS.root, `root "${root}";`);
  fs.writeFileSync(path.join(prefix, 'healthhub.conf'), server);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `    ${kind}_temp_path ${path.join(prefix, 'tmp', kind)};`)
    .join('\n');
  fs.writeFileSync(
    path.join(prefix, 'nginx.conf'),
    `# Written by e2e/harness/test-nginx.mjs
daemon off;
worker_processes 1;
${process.getuid?.() === 0 ? 'user root;  # workers must read the site wherever it is' : ''}
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 256; }
http {
    include ${mimeTypes};
    default_type application/octet-stream;
    access_log ${prefix}/access.log;
${temp}
    include ${prefix}/healthhub.conf;
}
`,
  );
}

/** The first file under a folder of the site, as a URL path. */
function fileUnder(prefix) {
  const dir = path.join(siteDir, prefix);
  if (!fs.existsSync(dir)) return undefined;
  const file = fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .sort()
    .find((f) => fs.statSync(path.join(dir, f)).isFile());
  return file && `${prefix}${file.split(path.sep).join('/')}`;
}

/** The head of nginx's answer to bytes sent as they are (a request fetch would refuse to send). */
function rawRequest(port, bytes) {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(bytes));
    let answer = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('end', () => resolve(answer.split('\r\n\r\n')[0]));
    socket.on('error', reject);
    socket.setTimeout(5000, () => socket.destroy(new Error('no answer in 5 s')));
  });
}

async function nginxChecks(runner, base, found) {
  const { check } = runner;
  const { expect, expectPolicy, expectType, get } = site;
  const notFound = fs.readFileSync(path.join(siteDir, '404.html'));
  for (const route of ['/', '/about']) {
    await check(`${route} answers 200 without a redirect`, async () =>
      site.expectPage(await get(base + route)),
    );
  }
  for (const route of [
    '/blog/no-such-article',
    '/category/no-such-category',
    '/no-such-page',
    // The not-found pages at their own addresses: no soft 404.
    '/404',
    '/404.html',
    '/_not-found',
    '/_not-found.html',
  ]) {
    await check(`${route}: 404, the 404.html body, headers and revalidate`, async () => {
      const res = await get(base + route);
      expect(res.status === 404, `status ${res.status}`);
      expect(res.body.equals(notFound), 'the body differs from 404.html');
      expectPolicy(res, route);
    });
  }
  for (const route of ['/admin', '/admin/', '/admin/config.yml']) {
    await check(`${route}: the editor, with its own headers`, async () => {
      const res = await get(base + route);
      expect(res.status === 200, `status ${res.status}${res.headers.get('location') ?? ''}`);
      expectPolicy(res, route);
    });
  }
  const article = found.pages.map((url) => url.match(/\/blog\/([^/?#]+)$/)?.[1]).find(Boolean);
  await check(`/blog/${article}: security headers and revalidate`, async () => {
    const res = await get(`${base}/blog/${article}`);
    site.expectPage(res);
    expectPolicy(res, `/blog/${article}`);
  });
  for (const rule of cacheRules.filter((r) => r.prefix !== '/')) {
    const file = rule.prefix === '/_next/static/' ? found.asset : fileUnder(rule.prefix);
    if (!file) runner.skip(`cache policy of ${rule.prefix}`, 'no file there in this build');
    else
      await check(`${file}: Cache-Control "${rule.cacheControl}"`, async () => {
        const res = await get(base + file);
        expect(res.status === 200, `status ${res.status}`);
        expectPolicy(res, file);
      });
  }
  const types = [
    ['/feed.xml', 'application/rss+xml', /^application\/rss\+xml/],
    ['/manifest.webmanifest', 'application/manifest+json', /^application\/manifest\+json/],
    ['/sw.js', 'JavaScript', /^(text|application)\/javascript/],
    ['/sitemap.xml', 'XML', /^(text|application)\/xml/],
    ['/search-index/manifest.json', 'application/json', /^application\/json/],
    [
      fileUnder('/search-index/') ?? '/search-index/0.json',
      'application/json',
      /^application\/json/,
    ],
    [
      fileUnder('/category-cards/') ?? '/category-cards/1.json',
      'application/json',
      /^application\/json/,
    ],
    [`/og/${article}.png`, 'image/png', /^image\/png$/],
  ];
  for (const [route, label, type] of types) {
    await check(`${route} is ${label}`, async () => {
      const res = await get(base + route);
      expect(res.status === 200, `status ${res.status}`);
      expectPolicy(res, route);
      return expectType(res, type);
    });
  }
  for (const [route, target] of [
    ['/about.html', '/about'],
    [`/blog/${article}.html`, `/blog/${article}`],
    ['/index', '/'],
    ['/index.html', '/'],
  ]) {
    await check(`${route} redirects once to its address, ${target}`, async () => {
      const res = await get(`${base}${route}`);
      expect(res.status === 301, `status ${res.status}`);
      const location = res.headers.get('location');
      expect(location === `${basePath}${target}`, `Location ${location}`);
    });
  }
  for (const file of Object.keys(UPLOADS).filter((f) => !/\.ya?ml$/.test(f))) {
    await check(
      `/${file}, put there by an editor, runs no script and cannot be framed`,
      async () => {
        const res = await get(`${base}/${file}`);
        expect(res.status === 200, `status ${res.status}`);
        const csp = res.headers.get('content-security-policy');
        expect(runsNoScript(csp), `Content-Security-Policy "${csp}" lets it run script`);
        expect(forbidsFraming(csp), `Content-Security-Policy "${csp}" lets it be framed`);
        expectPolicy(res, `/${file}`);
      },
    );
  }
  for (const route of ['/admin/config.yml', '/admin/uploaded.yaml']) {
    await check(`${route} is text/yaml in UTF-8`, async () => {
      const res = await get(base + route);
      expect(res.status === 200, `status ${res.status}`);
      return expectType(res, /^text\/yaml; charset=utf-8$/);
    });
  }
  const NOT_FOUND_PAGES = ['/404', '/404.html', '/_not-found', '/_not-found.html'];
  const ADMIN_PATHS = ['/admin', '/admin/', '/admin/config.yml'];
  for (const target of [...HOST_FILES, ...NOT_FOUND_PAGES, ...ADMIN_PATHS]) {
    const sent = [`${target}#`, `${target}#x`, `${target}?#`, `${target}/#`, `${target}#/../about`];
    await check(`${target} with a raw #: no host file, no 200 for a not-found page`, async () => {
      for (const variant of sent) {
        const head = await rawRequest(
          port,
          `GET ${basePath}${variant} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
        );
        const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]);
        const csp = /^content-security-policy: (.*)$/im.exec(head)?.[1];
        if (ADMIN_PATHS.includes(target) && status === 200)
          expect(
            csp === adminHeaders['Content-Security-Policy'],
            `${variant}: 200 with the policy "${csp}"`,
          );
        else expect([301, 400, 404].includes(status), `${variant}: status ${status}`);
      }
    });
  }
  for (const route of [
    '/%61dmin/config.yml',
    '/admin%2fconfig.yml',
    '/%61%64%6D%69%6E/',
    '/%2561dmin/config.yml',
    '/ADMIN/config.yml',
    '/Admin',
  ]) {
    await check(`${route}: the editor's headers, or 404`, async () => {
      const res = await get(base + route);
      const csp = res.headers.get('content-security-policy');
      if (res.status === 200)
        expect(csp === adminHeaders['Content-Security-Policy'], `200 with the policy "${csp}"`);
      else expect([301, 404].includes(res.status), `status ${res.status}`);
    });
  }
  await check("nginx's own 400 answer carries the security headers", async () => {
    const head = await rawRequest(
      port,
      `GET ${basePath}/ HTTP/1.1\r\nHost: a.example\r\nHost: b.example\r\nConnection: close\r\n\r\n`,
    );
    expect(/^HTTP\/1\.1 400/.test(head), `answer ${head.split('\r\n')[0]}`);
    for (const name of ['content-security-policy', 'x-content-type-options', 'x-frame-options'])
      expect(new RegExp(`^${name}:`, 'im').test(head), `no ${name}`);
  });
  await check('/about/ redirects once to /about', async () => {
    const res = await get(`${base}/about/`);
    expect(res.status === 301, `status ${res.status}`);
    const location = res.headers.get('location');
    expect(location === `${basePath}/about`, `Location ${location}`);
  });
  if (basePath) {
    await check(`${basePath} redirects to ${basePath}/`, async () => {
      const res = await get(base);
      expect(res.status === 301, `status ${res.status}`);
      expect(res.headers.get('location') === `${basePath}/`, 'Location');
    });
    await check(`${basePath}.txt serves the home page's data (vercel/next.js#73427)`, async () => {
      const res = await get(`${base}.txt`);
      expect(res.status === 200, `status ${res.status}`);
      expect(res.body.equals(fs.readFileSync(path.join(siteDir, 'index.txt'))), 'not index.txt');
    });
  }
  for (const route of ['/_next/static/', '/_next/static/no-such-file.js', '/blog/']) {
    await check(`${route} answers 404`, async () => {
      const res = await get(base + route, {});
      const moved = res.status === 301 && new URL(res.headers.get('location'), base).href;
      const final = moved ? await get(moved) : res;
      expect(final.status === 404, `status ${final.status}`);
    });
  }
  await check('a hashed asset is served gzip-compressed', async () => {
    const res = await get(base + found.asset, { 'accept-encoding': 'gzip' });
    expect(res.headers.get('content-encoding') === 'gzip', 'no Content-Encoding: gzip');
    expect(/accept-encoding/i.test(res.headers.get('vary') ?? ''), 'no Vary: Accept-Encoding');
  });
}

async function waitUntilUp(base, child) {
  for (let i = 0; i < 100 && child.exitCode === null; i += 1) {
    try {
      await fetch(`${base}/robots.txt`);
      return true;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return false;
}

function stop(child) {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

if (
  !fs.existsSync(path.join(siteDir, 'index.html')) ||
  !fs.existsSync(path.join(siteDir, '404.html'))
) {
  finish(`No exported site in ${siteDir}: run "npm run build" first.\n0 passed, 1 failed`, 1);
}
const nginx = ensureNginx();
if (!nginx.bin) skip(nginx.why);
const version = spawnSync(nginx.bin, ['-V'], { encoding: 'utf8' }).stderr;
const confDir = path.dirname(version.match(/--conf-path=(\S+)/)?.[1] ?? '/etc/nginx/nginx.conf');
const mimeTypes = path.join(confDir, 'mime.types');
if (!fs.existsSync(mimeTypes)) skip(`nginx has no ${mimeTypes}`);
const port =
  (await canListen(Number(process.env.NGINX_TEST_PORT ?? SETTINGS.ports.nginx))) ||
  (await canListen(0));
const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'healthhub-nginx-'));
writeConfig(prefix, port, mimeTypes);
const [major, minor, patch] = (version.match(/nginx\/(\d+)\.(\d+)\.(\d+)/) ?? [])
  .slice(1)
  .map(Number);
const errorLogFlag =
  major * 1e6 + minor * 1e3 + patch >= 1019005 ? ['-e', `${prefix}/error.log`] : [];
const nginxArgs = ['-p', `${prefix}/`, '-c', `${prefix}/nginx.conf`, ...errorLogFlag];

const syntax = spawnSync(nginx.bin, ['-t', '-q', ...nginxArgs], { encoding: 'utf8' });
if (syntax.status !== 0) {
  finish(`FAIL  nginx rejects the configuration:\n${syntax.stderr}\n0 passed, 1 failed`, 1);
}
const child = spawn(nginx.bin, nginxArgs, { stdio: ['ignore', 'ignore', 'inherit'] });
process.on('exit', () => child.exitCode === null && child.kill('SIGKILL'));
let interrupted = false;
const interruption = new Promise((resolve) => {
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      interrupted = true;
      resolve();
    });
  }
});

const base = `http://127.0.0.1:${port}${basePath}`;
if (!(await waitUntilUp(base, child))) {
  const log = fs.existsSync(`${prefix}/error.log`)
    ? fs.readFileSync(`${prefix}/error.log`, 'utf8')
    : '';
  await stop(child);
  skip(`nginx could not be started: ${log.trim().split('\n').pop() ?? 'no answer'}`);
}

console.log(
  `${version.split('\n')[0].replace('nginx version: ', '')} serves ${siteDir} at ${base}`,
);
const runner = site.createRunner();
async function runChecks() {
  const sitemap = fs.readFileSync(path.join(siteDir, 'sitemap.xml'), 'utf8');
  // The site URL the build wrote into its sitemap (origin and base path).
  const origin = `${new URL(site.sitemapUrls(sitemap)[0] ?? base).origin}${basePath}`;
  const found = await site.checkDeployment(runner, {
    base,
    origin: origin === base ? undefined : origin,
  });
  await nginxChecks(runner, base, found);
  return origin;
}
try {
  const origin = await Promise.race([runChecks(), interruption]);
  if (interrupted) throw new Error('interrupted before the checks finished');
  if (args.includes('--serve')) {
    console.log(
      `${runner.summary()}\nServing at ${base} (sitemap origin ${origin}); Ctrl+C stops.`,
    );
    await interruption;
  }
} catch (error) {
  runner.counts.failed += 1;
  console.log(`FAIL  ${error instanceof Error ? error.stack : error}`);
} finally {
  await stop(child);
}
if (runner.counts.failed === 0) fs.rmSync(prefix, { recursive: true, force: true });
else console.log(`nginx configuration and logs kept in ${prefix}`);
finish(runner.summary(), runner.counts.failed > 0 ? 1 : 0);
