// `npm run check:launch`: lists every placeholder still in place (sample team members, the example
// email, phone and social profiles, a missing NEXT_PUBLIC_SITE_URL or form key) and exits 1 while
// any remain. With --warn (the production build), prints the same list and exits 0.
import path from 'node:path';
import { defaultPaths } from '../lib/content';
import { shown } from '../lib/content/paths';
import { readYamlFile } from '../lib/content/read/parse-files';
import { readTeam } from '../lib/content/read/registry';
import type { Problem } from '../lib/content/types';
import { formatPlaceholders, launchPlaceholders } from '../lib/site/launch';
import { emergencyNumbers, site } from '../lib/site/settings';

const warnOnly = process.argv.includes('--warn');
const teamFile = path.join(defaultPaths().contentDir, 'team.yml');
const problems: Problem[] = [];
const members = readTeam(defaultPaths().contentDir, problems);
const { lineOf } = problems.length === 0 ? readYamlFile(teamFile, 'list') : { lineOf: () => 1 };
const team = members.map((member, index) => ({ ...member, line: lineOf([index, 'name']) }));
const found = launchPlaceholders({
  team,
  teamFile: shown(teamFile),
  site: { ...site, emergencyNumbers },
  env: process.env,
});

if (warnOnly) {
  if (found.length > 0) console.warn(`Warning: not ready to launch. ${formatPlaceholders(found)}`);
} else {
  console.log(formatPlaceholders(found));
  process.exitCode = found.length > 0 ? 1 : 0;
}
