import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FIXTURE_DAY } from '../helpers/fixture-day';

/** `npm run check:content` (tsx content-cli/check-content.ts) as an editor runs it, on a fixture corpus. */
function checkContent(contentDir: string, today?: string) {
  const result = spawnSync('npx', ['tsx', 'content-cli/check-content.ts'], {
    encoding: 'utf8',
    env: { ...process.env, CONTENT_DIR: contentDir, ...(today && { CONTENT_TODAY: today }) },
  });
  return { status: result.status, lines: result.stdout.trimEnd().split('\n') };
}

const at = (file: string) => `  __tests__/fixtures/corpus-check/articles/${file}`;

describe('npm run check:content', () => {
  it('prints every problem as file:line  field  what is wrong  how to fix it, and fails', () => {
    const { status, lines } = checkContent('__tests__/fixtures/corpus-check', FIXTURE_DAY);
    expect(lines).toEqual([
      'The content has 12 errors:',
      `${at('bad-date.md:6')}  date  is not a real calendar date  write it like date: 2024-05-20`,
      `${at('broken-links.md:16')}  content  links to "article:god", but there is no article "god"  did you mean "article:good"? Link to an article by its file name without .md, as in [text](article:file-name)`,
      `${at('broken-links.md:16')}  content  links to "/category/fitnes", but there is no category "fitnes"  did you mean "/category/fitness"? Category links use the slug of a registered category: nutrition, fitness`,
      `${at('broken-links.md:18')}  content  links to "/blog/draft", which is a draft and is not published  publish that article first (draft: false) or remove the link`,
      `${at('empty-body.md:15')}  content  the article has no body text  write the article in markdown below the closing --- line`,
      `${at('future-date.md:6')}  date  2999-01-01 is in the future  use today's date or an earlier one; to publish later, keep draft: true until that day`,
      `${at('missing-alt.md:1')}  imageAlt  is required  add a line such as imageAlt: "A shopping basket with vegetables, lentils and rice"`,
      `${at('missing-image.md:8')}  image  /images/covers/no-such-cover.svg is not a file in public/images/  put the picture in public/images/covers/ and write its path from /images on, e.g. /images/covers/my-article.svg`,
      `${at('missing-title.md:1')}  title  is required  add a line such as title: "Eating Well on a Budget"`,
      `${at('more/good.md:1')}  id (file name)  "good" is already used by __tests__/fixtures/corpus-check/articles/good.md  rename one of the two files: each article needs its own id`,
      `${at('placeholder.md:3')}  excerpt  still contains the template's placeholder "TODO:"  replace the TODO: text with your own, or keep draft: true until the article is finished`,
      `${at('unknown-category.md:4')}  category  "Nutriton" is not a registered category  did you mean "Nutrition"? The registered categories are: Nutrition, Fitness`,
      'The content has 1 warning (warnings do not stop the build):',
      `${at('long-excerpt.md:3')}  excerpt  is 164 characters long; search engines show about 160  shorten it to 160 characters or fewer`,
      'Checked __tests__/fixtures/corpus-check: 13 articles (1 draft), 2 categories, 4 review records, the team, 1 page. 12 errors, 1 warning.',
    ]);
    expect(status).toBe(1);
  }, 30_000);

  it('passes with warnings only', () => {
    const { status, lines } = checkContent('__tests__/fixtures/corpus-warnings', FIXTURE_DAY);
    expect(lines).toEqual([
      'The content has 1 warning (warnings do not stop the build):',
      '  __tests__/fixtures/corpus-warnings/articles/long-excerpt.md:3  excerpt  is 164 characters long; search engines show about 160  shorten it to 160 characters or fewer',
      'Checked __tests__/fixtures/corpus-warnings: 1 article (0 drafts), 2 categories, 1 review record, the team, 0 pages. 0 errors, 1 warning.',
    ]);
    expect(status).toBe(0);
  }, 30_000);

  it('passes the published corpus with no problem but reviews falling due', () => {
    const { status, lines } = checkContent('content');
    const summary = lines.pop();
    const aboutReviews = (line: string) =>
      /^The content has \d+ warnings? |^Reviews due in the next 30 days:$|^ {2}\d{4}-\d{2}-\d{2} {2}[a-z0-9-]+$|\.md:\d+ {2}nextReviewDue {2}the review was due on /.test(
        line,
      );
    expect(lines.filter((line) => !aboutReviews(line))).toEqual([]);
    expect(summary).toMatch(
      /^Checked content: 10 articles \(0 drafts\), 10 categories, 9 review records, 9 translations, the team, 4 pages\. 0 errors, \d+ warnings?\.$/,
    );
    expect(status).toBe(0);
  }, 30_000);

  it('lists the reviews due in the next 30 days, and warns for those overdue', () => {
    const soon = checkContent('__tests__/fixtures/corpus-warnings', '2024-12-15');
    expect(soon.lines).toContain('Reviews due in the next 30 days:');
    expect(soon.lines).toContain('  2025-01-01  long-excerpt');
    const late = checkContent('__tests__/fixtures/corpus-warnings', '2025-01-02');
    expect(late.lines).toContain(
      '  __tests__/fixtures/corpus-warnings/articles/long-excerpt.md:12  nextReviewDue  the review was due on 2025-01-01  review the article against its sources, then set lastReviewed to that day and a new nextReviewDue',
    );
    expect(late.lines.at(-1)).toMatch(/0 errors, 2 warnings\.$/);
    expect(late.status).toBe(0);
  }, 30_000);

  it("names a translated page's or team file's problem with the rest, and fails", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'healthhub-pages-'));
    fs.cpSync('content', root, { recursive: true });
    const page = path.join(root, 'translations', 'hi', 'pages', 'about.md');
    const team = path.join(root, 'translations', 'hi', 'pages', 'team.yml');
    fs.appendFileSync(page, '\nएक \u202E पंक्ति\n');
    fs.appendFileSync(team, '\n# \\u202E\n');
    const { status, lines } = checkContent(root);
    fs.rmSync(root, { recursive: true, force: true });
    expect(lines.filter((line) => line.includes('pages/about.md:'))).toHaveLength(1);
    expect(lines.filter((line) => line.includes('pages/team.yml:'))).toHaveLength(1);
    expect(status).toBe(1);
  }, 60_000);
});
