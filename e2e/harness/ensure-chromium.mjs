// Finds the Chromium the end-to-end tests drive, installing Debian's package when possible.
// CHROMIUM_PATH overrides the default /usr/bin/chromium.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (fs.existsSync(chromium)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = fs.existsSync('/usr/bin/apt-get');
if (!process.env.CHROMIUM_PATH && isRoot && hasApt) {
  console.log("Chromium is missing: installing Debian's chromium package (apt-get)...");
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
  if (fs.existsSync(chromium)) process.exit(0);
}

console.error(
  `Chromium was not found at ${chromium}.\n` +
    'Install it (Debian/Ubuntu: sudo apt-get install chromium) or set CHROMIUM_PATH to a Chromium or Chrome binary.',
);
process.exit(1);
