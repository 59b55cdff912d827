// Finds the browser the end-to-end tests drive, installing Debian's package when possible.
// It is Chromium's headless shell (e2e/settings.json): the same engine as Chromium without the
// desktop browser around it, which loads a page in about half the CPU time here
// (docs/PERFORMANCE-HISTORY.md). CHROMIUM_PATH overrides it with any Chromium or Chrome binary.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import SETTINGS from '../settings.json' with { type: 'json' };

const { path: defaultPath, debianPackage } = SETTINGS.browser;
const chromium = process.env.CHROMIUM_PATH ?? defaultPath;

if (fs.existsSync(chromium)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = fs.existsSync('/usr/bin/apt-get');
if (!process.env.CHROMIUM_PATH && isRoot && hasApt) {
  console.log(`The browser is missing: installing Debian's ${debianPackage} package (apt-get)...`);
  execSync(
    `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${debianPackage}`,
    { stdio: 'inherit' },
  );
  if (fs.existsSync(chromium)) process.exit(0);
}

console.error(
  `The browser was not found at ${chromium}.\n` +
    `Install it (Debian/Ubuntu: sudo apt-get install ${debianPackage}) or set CHROMIUM_PATH to a Chromium or Chrome binary.`,
);
process.exit(1);
