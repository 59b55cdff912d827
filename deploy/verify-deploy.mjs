// Verifies a live deployment in one command:
//   node deploy/verify-deploy.mjs https://your-site [--origin URL] [--no-headers]
// Every sitemap URL answers 200 text/html without a redirect; the home page and a hashed asset
// carry the security headers and cache policy of deploy/headers.mjs; unknown paths answer 404 with
// the site 404 page; the feed, robots.txt and the social image have the right content types.
//   --origin URL   the origin written in the sitemap, when it is not the URL checked (e.g. a build
//                  made for http://localhost:3000 served on another port); mapped onto the URL
//   --no-headers   skip the header and cache checks (GitHub Pages cannot set headers)
import { checkDeployment, createRunner } from './site-checks.mjs';

const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const origin = option('--origin')?.replace(/\/+$/, '');
const url = args.find((arg, i) => !arg.startsWith('--') && args[i - 1] !== '--origin');

if (!url || !/^https?:\/\//.test(url)) {
  console.error(
    'Usage: node deploy/verify-deploy.mjs https://your-site [--origin URL] [--no-headers]',
  );
  process.exit(2);
}

const runner = createRunner();
await checkDeployment(runner, {
  base: url.replace(/\/+$/, ''),
  origin,
  headers: !args.includes('--no-headers'),
});
console.log(runner.summary());
process.exit(runner.counts.failed > 0 ? 1 : 0);
