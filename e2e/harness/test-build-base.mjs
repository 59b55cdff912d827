// `npm run test:build:base`: the site as built for sub-path hosting, for the e2e project "base-path":
// the base path and folder of e2e/settings.json (out/ is left alone), with the form pointed at the
// e2e form-service stub like `npm run test:build`. The content is the real corpus plus seven more
// Nutrition articles, so that a category has a second page ('Load More Articles'), and what an
// editor adds by following docs/EDITING.md (e2e/harness/editing-guide-steps.ts): one published
// article and one draft. What the editor's commands printed is kept in the file
// basePathBuild.editingSteps, for __tests__/export/editing.test.ts.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { followEditingGuide } from './editing-guide-steps.ts';
import { FORM_STUB_ENV, SETTINGS } from './settings.mjs';

// The settings the e2e project reads too.
const BASE_BUILD = SETTINGS.basePathBuild;
const EXTRA_NUTRITION_ARTICLES = 7;

function corpusWithExtraArticles() {
  fs.rmSync(BASE_BUILD.content, { recursive: true, force: true });
  fs.cpSync('content', BASE_BUILD.content, { recursive: true });
  const model = fs.readFileSync('content/articles/heart-healthy-diet-guide.md', 'utf8');
  // Copies of the article, so copies of its review record.
  const record = fs.readFileSync('content/reviews/heart-healthy-diet-guide.yml', 'utf8');
  for (let i = 1; i <= EXTRA_NUTRITION_ARTICLES; i += 1) {
    const article = model
      .replace(/^title: .*$/m, `title: "Everyday Nutrition, Part ${i}"`)
      .replace(/^order: .*$/m, `order: ${100 + i}`)
      .replace(/^featured: .*$/m, 'featured: false');
    fs.writeFileSync(
      path.join(BASE_BUILD.content, 'articles', `everyday-nutrition-${i}.md`),
      article,
    );
    fs.writeFileSync(
      path.join(BASE_BUILD.content, 'reviews', `everyday-nutrition-${i}.yml`),
      record,
    );
  }
}

corpusWithExtraArticles();
fs.writeFileSync(
  BASE_BUILD.editingSteps,
  JSON.stringify(followEditingGuide(BASE_BUILD.content), null, 2),
);
const result = spawnSync('node', ['build-steps/build.mjs'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    CONTENT_DIR: BASE_BUILD.content,
    NEXT_DIST_DIR: BASE_BUILD.dir,
    NEXT_PUBLIC_BASE_PATH: BASE_BUILD.basePath,
    NEXT_PUBLIC_SITE_URL: BASE_BUILD.siteUrl,
    ...FORM_STUB_ENV,
    NEXT_SKIP_TYPECHECK: '1',
  },
});
fs.rmSync(BASE_BUILD.content, { recursive: true, force: true });
process.exit(result.status ?? 1);
