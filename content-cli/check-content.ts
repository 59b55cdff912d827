// `npm run check:content`: checks the whole corpus (CONTENT_DIR respected) in seconds, without a
// build: every article and its review record, the categories, the team and the page texts (and
// their translations); the build runs the same checks.
// Prints each problem as `file:line  field  what is wrong  how to fix it`, then a summary line.
// Exit code 1 when there is an error, 0 when there are only warnings (or nothing).
import path from 'node:path';
import {
  checkCorpus,
  defaultPaths,
  formatProblems,
  isError,
  listMarkdownFiles,
  tally,
} from '../lib/content';
import { contentToday } from '../lib/content/dates';
import { shown } from '../lib/content/paths';
import { readPage } from '../lib/content/read/registry';
import { checkTranslatedPages } from '../lib/content/read/translated-pages';
import { formatReviewsDue, reviewsDueSoon } from '../lib/content/review';
import { plural } from '../lib/format';

const paths = defaultPaths();
const { problems, files, drafts, corpus } = checkCorpus(paths);
const pages = listMarkdownFiles(path.join(paths.contentDir, 'pages'));
for (const page of pages) readPage(page, problems);
checkTranslatedPages(paths.contentDir, problems);

if (problems.length > 0) console.log(formatProblems(problems));
const due = formatReviewsDue(reviewsDueSoon(corpus.articles, contentToday()));
if (due) console.log(due);
const checked = [
  `${plural(files, 'article')} (${plural(drafts, 'draft')})`,
  `${corpus.categories.length} ${corpus.categories.length === 1 ? 'category' : 'categories'}`,
  plural(corpus.reviews.length, 'review record'),
  ...(corpus.translations.length > 0 ? [plural(corpus.translations.length, 'translation')] : []),
  'the team',
  plural(pages.length, 'page'),
];
console.log(`Checked ${shown(paths.contentDir)}: ${checked.join(', ')}. ${tally(problems)}.`);
process.exitCode = problems.some(isError) ? 1 : 0;
