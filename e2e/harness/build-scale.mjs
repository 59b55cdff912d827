// `npm run test:build:scale`: two generated corpora (measure/bench-corpus.mjs), built as the site is
// and kept for the tests that need a library larger than the real one: the e2e project "scale"
// serves the larger one (numbered category pages, Load More, search at scale), and
// e2e/harness/check-html-growth.mjs compares the two (no page's HTML may grow with the corpus).
// The article counts and folders are in e2e/settings.json (scaleBuilds).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { writeCorpus } from '../../measure/bench-corpus.mjs';
import { FORM_STUB_ENV, SETTINGS } from './settings.mjs';

for (const { articles, dir } of Object.values(SETTINGS.scaleBuilds)) {
  const content = writeCorpus(articles, `${dir}-content`);
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
  if (result.status !== 0) process.exit(result.status ?? 1);
}
