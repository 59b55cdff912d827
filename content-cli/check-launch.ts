// `npm run check:launch`: lists every placeholder still in place (sample team members, the example
// email, phone and social profiles, a missing NEXT_PUBLIC_SITE_URL or form key, a health article no
// clinician has signed off) and exits 1 while
// any remain. With --warn (the production build), prints the same list and exits 0.
import path from 'node:path';
import { checkCorpus, defaultPaths } from '../lib/content';
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
// The published health articles, each of which a registered clinician signs off before launch.
const { corpus } = checkCorpus(defaultPaths(), { drafts: false });
const medical = new Set(corpus.categories.filter((c) => c.medical).map((c) => c.slug));
const articles = corpus.articles
  .filter((article) => medical.has(article.categorySlug))
  .map((article) => ({
    where: shown(path.join(defaultPaths().contentDir, 'articles', `${article.id}.md`)),
    title: article.title,
    signOff: article.signOff,
  }))
  .sort((a, b) => a.where.localeCompare(b.where));
const found = launchPlaceholders({
  team,
  teamFile: shown(teamFile),
  site: { ...site, emergencyNumbers },
  env: process.env,
  articles,
});

if (warnOnly) {
  if (found.length > 0) console.warn(`Warning: not ready to launch. ${formatPlaceholders(found)}`);
} else {
  console.log(formatPlaceholders(found));
  process.exitCode = found.length > 0 ? 1 : 0;
}
