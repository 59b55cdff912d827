import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildSite, run } from '../helpers/run';

/**
 * A new editor follows docs/EDITING.md, "Publish a new article in six steps", in a copy of content/:
 * one article is published, another stays a draft. One production build proves both: the published
 * article is everywhere it should be, and the draft is nowhere in the exported site.
 */
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'healthhub-editing-'));
const contentDir = path.join(root, 'content');
const distDir = `.next-editing-${process.pid}`;
const env = { CONTENT_DIR: contentDir };
const published = { id: 'walking-for-beginners', title: 'Walking for Beginners' };
const draft = { id: 'zebra-crossing-safety-draft', title: 'Zebra Crossing Safety Draft' };
const file = (id: string) => path.join(contentDir, 'articles', `${id}.md`);
const output = (name: string) => fs.readFileSync(path.join(distDir, name), 'utf8');
/** The 'N article(s) found' count of a category page. */
const found = (name: string) => output(name).match(/(\d+) articles?(?:<!-- -->)? found/)?.[1];

// What `npm run new:article -- "Title" --category "Name"` and `npm run check:content` run.
const newArticle = (title: string, category: string) =>
  run('npx', ['tsx', 'content-cli/new-article.ts', title, '--category', category], env);
const checkContent = () => run('npx', ['tsx', 'content-cli/check-content.ts'], env);

const body = `Walking is the easiest way to be more active, and you can start today.

## How far to walk

Start with **10 minutes** a day, then add a few minutes each week:cite[nhs-walking]. Sleep matters too: see
[our sleep guide](article:sleep-optimization-guide).

## When to see a doctor

See a doctor if walking brings on chest pain, or breathlessness that does not settle with rest.
`;

/** Step 2 of the guide, for an article in a medical category: its review record. */
const record = (day: string) => `reviewed: ${day}
reviewedBy: editorial-team
pages:
  - id: nhs-walking
    title: "Walking for health"
    publisher: "NHS"
    url: "https://www.nhs.uk/live-well/exercise/walking-for-health/"
items:
  - kind: doctor
    page: nhs-walking
    quote: "check with a GP first"
    where: "#when-to-see-a-doctor"
    says: "walking brings on chest pain"
`;

/** Step 2 of the guide: replace every TODO: text; and step 6: draft: false. */
function write(text: string): string {
  const [frontMatter = ''] = text.split('\n---\n');
  return `${frontMatter
    .replace(
      /^excerpt: .*$/m,
      'excerpt: "How to start walking for health, how far to go and how to stay safe."',
    )
    .replace(/^imageAlt: .*$/m, 'imageAlt: "A woman walking briskly on a park path"')
    .replace(
      /^takeaways:\n(?: {2}- .*\n)+/m,
      'takeaways:\n  - "Walking is an easy way to be more active."\n  - "Start with 10 minutes a day."\n  - "See a doctor if walking brings on chest pain."\n',
    )
    .replace(/^ {2}- id: .*$/m, '  - id: nhs-walking')
    .replace(/^ {4}title: .*$/m, '    title: "Walking for health"')
    .replace(/^ {4}publisher: .*$/m, '    publisher: "NHS"')
    .replace(
      /^ {4}url: .*$/m,
      '    url: "https://www.nhs.uk/live-well/exercise/walking-for-health/"',
    )
    .replace(/^tags: \[\]$/m, 'tags: [walking, exercise]')
    .replace(/^draft: true$/m, 'draft: false')}\n---\n\n${body}`;
}

let steps: { created: ReturnType<typeof run>[]; checked: ReturnType<typeof run> };
let build: ReturnType<typeof run>;

beforeAll(async () => {
  fs.cpSync('content', contentDir, { recursive: true });
  const created = [
    newArticle(published.title, 'Fitness'),
    newArticle(draft.title, "Children's Health"),
  ];
  fs.writeFileSync(file(published.id), write(fs.readFileSync(file(published.id), 'utf8')));
  const reviewed = /^lastReviewed: (\S+)$/m.exec(fs.readFileSync(file(published.id), 'utf8'))![1]!;
  fs.writeFileSync(path.join(contentDir, 'reviews', `${published.id}.yml`), record(reviewed));
  steps = { created, checked: checkContent() };
  build = await buildSite(contentDir, distDir);
}, 900_000);

afterAll(() => {
  fs.rmSync(root, { recursive: true, force: true });
  fs.rmSync(distDir, { recursive: true, force: true });
});

describe('an editor following docs/EDITING.md', () => {
  it('creates drafts with new:article, fills in every TODO, and passes the check', () => {
    expect(steps.created.map((r) => r.status)).toEqual([0, 0]);
    expect(steps.created[0]!.stdout).toContain(`reviews/${published.id}.yml  its review record`);
    expect(fs.readFileSync(file(draft.id), 'utf8')).toMatch(/^draft: true$/m);
    const text = fs.readFileSync(file(published.id), 'utf8');
    expect(text).not.toContain('TODO:');
    expect(text).toMatch(/^draft: false$/m);
    expect(steps.checked.stdout).toContain('12 articles (1 draft)');
    // The copied articles' reviews fall due with time; the two new files have no problem at all.
    expect(steps.checked.stdout).toMatch(/ 0 errors, \d+ warnings?\./);
    expect(steps.checked.stdout).not.toContain(`${published.id}.md:`);
    expect(steps.checked.stdout).not.toContain(`${draft.id}.md:`);
    expect(steps.checked.status).toBe(0);
  });

  it('builds the site', () => {
    expect(build.stderr).not.toMatch(/content has \d+ error/);
    expect(build.status).toBe(0);
  });

  it('publishes the article: newest in Latest on the home page, with its internal link resolved', () => {
    const home = output('index.html');
    const latest = home.slice(
      home.indexOf('id="latest-title"'),
      home.indexOf('aria-label="Trending"'),
    );
    expect(latest.match(/href="\/blog\/([^"]+)"/)?.[1]).toBe(published.id);
    expect(latest).toContain(published.title);
    const page = output(`blog/${published.id}.html`);
    expect(page).toContain('href="/blog/sleep-optimization-guide"');
    expect(page).not.toContain('>Draft<');
  });

  it('lists it on its category page, in search, the sitemap and the feed', () => {
    const category = output('category/fitness.html');
    expect(category).toContain(`href="/blog/${published.id}"`);
    expect(found('category/fitness.html')).toBe('1');
    const { version, articles } = JSON.parse(output('search-index/manifest.json'));
    const documents = Array.from({ length: articles }, (_, n) =>
      JSON.parse(output(`search-index/${version}/docs/${n}.json`)),
    );
    expect(documents).toContainEqual(expect.objectContaining(published));
    expect(output('sitemap.xml')).toContain(`/blog/${published.id}</loc>`);
    expect(output('sitemap.xml')).toContain('/category/fitness</loc>');
    const [, newestItem] = output('feed.xml').split('<item>');
    expect(newestItem).toContain(`<title>${published.title}</title>`);
  });

  it('leaves the draft out of every file of the export, and out of the counts', () => {
    const files = fs.readdirSync(distDir, { recursive: true, encoding: 'utf8' });
    const leaks = files.filter((name) => {
      const full = path.join(distDir, name);
      if (!fs.statSync(full).isFile()) return false;
      const text = fs.readFileSync(full).toString('latin1');
      return text.includes(draft.id) || text.includes(draft.title);
    });
    expect(files.length).toBeGreaterThan(100);
    expect(leaks).toEqual([]);
    expect(found('category/children-s-health.html')).toBe('1');
  });
});
