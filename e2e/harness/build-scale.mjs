// `npm run test:build:scale`: a generated library (measure/bench-corpus.mjs), built as the site is
// and kept for the tests that need a library larger than the real one: the e2e project "scale"
// serves it (numbered category pages, Load More, search at scale), and
// e2e/harness/check-html-growth.mjs checks that no page of it names more articles than its
// listings show. The article count and folders are in e2e/settings.json (scaleBuild). What the
// generator wrote (each article's id, title, category and list order) is kept beside the build
// (`library`), for __tests__/export/category-pages.test.ts to check the pages against.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { writeCorpus } from '../../measure/bench-corpus.mjs';
import { FORM_STUB_ENV, SETTINGS } from './settings.mjs';

const { articles, dir, library } = SETTINGS.scaleBuild;
const content = writeCorpus(articles, `${dir}-content`);
const articlesDir = path.join(content, 'articles');
const generated = fs.readdirSync(articlesDir).map((file) => {
  const text = fs.readFileSync(path.join(articlesDir, file), 'utf8');
  const { title, category, order } = YAML.parse(text.split('---\n')[1]);
  return { id: path.basename(file, '.md'), title, category, order };
});
fs.writeFileSync(library, `${JSON.stringify(generated, null, 1)}\n`);
const result = spawnSync(process.execPath, ['build-steps/build.mjs'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    ...FORM_STUB_ENV,
    CONTENT_DIR: content,
    NEXT_DIST_DIR: dir,
    NEXT_SKIP_TYPECHECK: '1',
  },
});
fs.rmSync(content, { recursive: true, force: true });
process.exit(result.status ?? 1);
