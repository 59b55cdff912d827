// What an editor does, following docs/EDITING.md ("Publish from a terminal"), in a copy
// of content/: one article is written and published, another is left a draft. The sub-path build
// (`npm run test:build:base`) takes these steps before it builds, and
// __tests__/export/editing.test.ts checks what they printed and what the build made of them.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const PUBLISHED = { id: 'walking-for-beginners', title: 'Walking for Beginners' };
export const DRAFT = { id: 'zebra-crossing-safety-draft', title: 'Zebra Crossing Safety Draft' };

export type StepRun = { status: number | null; stdout: string; stderr: string };
/** What each command printed, and the two articles' files as the editor left them. */
export type EditingSteps = { created: StepRun[]; checked: StepRun; files: Record<string, string> };

const BODY = `Walking is the easiest way to be more active, and you can start today.

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
    .replace(/^draft: true$/m, 'draft: false')}\n---\n\n${BODY}`;
}

/** Runs one of the editor's commands (`npm run new:article`, `npm run check:content`). */
function run(args: string[], contentDir: string): StepRun {
  const result = spawnSync(process.execPath, ['--import', 'tsx', ...args], {
    encoding: 'utf8',
    env: { ...process.env, CONTENT_DIR: contentDir },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** The guide's steps in `contentDir`, a copy of content/: what each command printed. */
export function followEditingGuide(contentDir: string): EditingSteps {
  const file = (id: string) => path.join(contentDir, 'articles', `${id}.md`);
  const newArticle = (title: string, category: string) =>
    run(['content-cli/new-article.ts', title, '--category', category], contentDir);
  const created = [
    newArticle(PUBLISHED.title, 'Fitness'),
    newArticle(DRAFT.title, "Children's Health"),
  ];
  const files = () =>
    Object.fromEntries(
      [PUBLISHED.id, DRAFT.id]
        .filter((id) => fs.existsSync(file(id)))
        .map((id) => [id, fs.readFileSync(file(id), 'utf8')]),
    );
  if (created.some((step) => step.status !== 0))
    return { created, checked: created[0]!, files: files() };
  fs.writeFileSync(file(PUBLISHED.id), write(fs.readFileSync(file(PUBLISHED.id), 'utf8')));
  const reviewed = /^lastReviewed: (\S+)$/m.exec(fs.readFileSync(file(PUBLISHED.id), 'utf8'))![1]!;
  fs.writeFileSync(path.join(contentDir, 'reviews', `${PUBLISHED.id}.yml`), record(reviewed));
  const checked = run(['content-cli/check-content.ts'], contentDir);
  return { created, checked, files: files() };
}
