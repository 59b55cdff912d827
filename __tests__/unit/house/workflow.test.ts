import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import YAML from 'yaml';

// The repository's CI workflow (.github/workflows/): GitHub cannot be reached from here, so its
// syntax is checked against GitHub's workflow schema by a validator from npm, and what it runs is
// checked against the project's own commands.
const WORKFLOWS = path.join('.github', 'workflows');
const files = fs.readdirSync(WORKFLOWS).filter((name) => /\.ya?ml$/.test(name));
const scripts = Object.keys(JSON.parse(fs.readFileSync('package.json', 'utf8')).scripts);
const validate = (file: string) =>
  spawnSync(path.join('node_modules', '.bin', 'action-validator'), [file], { encoding: 'utf8' });

type Step = { run?: string; uses?: string; if?: string };
type Job = { if?: string; needs?: string; steps: Step[] };
const workflow = YAML.parse(fs.readFileSync(path.join(WORKFLOWS, 'site.yml'), 'utf8')) as {
  on: Record<string, unknown>;
  jobs: Record<string, Job>;
};

describe('the CI workflow', () => {
  it.each(files)('%s is a valid GitHub Actions workflow', (file) => {
    const result = validate(path.join(WORKFLOWS, file));
    expect(result.stdout + result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('the validator refuses a workflow with a mistake', () => {
    const broken = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'workflow-')), 'broken.yml');
    fs.writeFileSync(
      broken,
      fs.readFileSync(path.join(WORKFLOWS, 'site.yml'), 'utf8').replace('runs-on:', 'runs_on:'),
    );
    expect(validate(broken).status).not.toBe(0);
  });

  it('checks the content and builds on every push and pull request, before any deployment', () => {
    expect(Object.keys(workflow.on).sort()).toEqual(['pull_request', 'push']);
    const build = workflow.jobs['check-and-build']!;
    expect(build.if).toBeUndefined();
    const runs = build.steps.flatMap((step) => (step.run ? [step.run] : []));
    expect(runs.indexOf('npm run check:content')).toBeGreaterThan(-1);
    expect(runs.indexOf('npm run build')).toBeGreaterThan(runs.indexOf('npm run check:content'));
    expect(workflow.jobs.deploy!.needs).toBe('check-and-build');
    expect(workflow.jobs.deploy!.if).toContain("github.ref == 'refs/heads/main'");
  });

  it("runs only the project's own commands (npm ci and its scripts), besides opening the review", () => {
    for (const [name, job] of Object.entries(workflow.jobs)) {
      if (name === 'review') continue;
      for (const { run } of job.steps.filter((step) => step.run)) {
        const command = run!.trim();
        const script = /^npm run ([\w:-]+)$/.exec(command)?.[1];
        if (script) expect(scripts).toContain(script);
        else expect(command).toMatch(/^(npm ci --no-audit --no-fund|touch out\/\.nojekyll)$/);
      }
    }
  });
});
