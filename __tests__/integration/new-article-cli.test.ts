import { spawnSync } from 'node:child_process';
import escapeStringRegexp from 'escape-string-regexp';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkCorpus } from '@/lib/content';
import { FIXTURE_DAY } from '../helpers/fixture-day';
import { FIELD_GUIDE } from '@/lib/content/checks/fields';
import { planNewArticle } from '@/content-cli/plan-new-article';

const valid = path.join('__tests__', 'fixtures', 'corpus-valid');
const paths = { contentDir: valid, publicDir: 'public' };
const plan = (title: string, category?: string) =>
  planNewArticle({ title, category, today: '2024-06-01', paths });
const registered = "The registered categories are: Nutrition, Women's Health, Fitness.";

describe('new:article', () => {
  it('plans a draft dated today, at the end of the list order, with a cover that exists', () => {
    const result = plan('Eating Well on a Budget', 'nutrition');
    if (!result.ok) throw new Error(result.message);
    expect(result).toMatchObject({
      id: 'eating-well-on-a-budget',
      file: path.join(valid, 'articles', 'eating-well-on-a-budget.md'),
      order: 3,
    });
    for (const line of [
      'title: "Eating Well on a Budget"',
      'category: "Nutrition"',
      'date: 2024-06-01',
      'order: 3',
      'image: /images/covers/heart-healthy-diet-guide.svg',
      'draft: true',
      '## When to see a doctor',
    ]) {
      expect(result.text).toContain(`\n${line}\n`);
    }
    for (const [field, { about }] of Object.entries(FIELD_GUIDE)) {
      expect(result.text).toMatch(
        new RegExp(`# ${escapeStringRegexp(about)}\\n(#.*\\n)?(# )?${field}:`),
      );
    }
  });

  it('writes a file that passes the checks as it is', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'healthhub-new-'));
    try {
      fs.cpSync(valid, dir, { recursive: true });
      const result = planNewArticle({
        title: 'Stretching at Your Desk',
        category: 'Fitness',
        today: FIXTURE_DAY,
        paths: { contentDir: dir, publicDir: 'public' },
      });
      if (!result.ok) throw new Error(result.message);
      fs.writeFileSync(result.file, result.text);
      const paths = { contentDir: dir, publicDir: 'public' };
      const { problems, corpus } = checkCorpus(paths, { today: FIXTURE_DAY });
      expect(problems).toEqual([]);
      expect(corpus.articles.find((a) => a.id === 'stretching-at-your-desk')?.draft).toBe(true);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it.each([
    [
      'Alpha',
      'Nutrition',
      `There is already an article with the id "alpha": ${valid}/articles/alpha.md.\nChoose another title, or give the new article another id with --id some-other-id.`,
    ],
    [
      'Any title',
      'Nutriton',
      `"Nutriton" is not a registered category. Did you mean "Nutrition"?\n${registered}\nTo add a category, see "Add a category" in docs/EDITING.md.`,
    ],
    [
      'Any title',
      undefined,
      `Give the article a category, as in: npm run new:article -- "Article title" --category "Nutrition"\n${registered}`,
    ],
    [
      ' ',
      'Nutrition',
      'Give the article a title, as in: npm run new:article -- "Article title" --category "Nutrition"',
    ],
  ])('refuses "%s" in %s', (title, category, message) => {
    expect(plan(title, category)).toEqual({ ok: false, message });
  });

  it('exits with code 1 and the reason when it refuses', () => {
    const result = spawnSync(
      'npx',
      ['tsx', 'content-cli/new-article.ts', 'Alpha', '--category', 'X'],
      {
        encoding: 'utf8',
        env: { ...process.env, CONTENT_DIR: valid },
      },
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`"X" is not a registered category.\n${registered}\n`);
  }, 30_000);
});
