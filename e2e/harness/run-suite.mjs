// `npm test`: every stage of the suite in order, stopping at the first that fails, then a table of
// each stage's time (also after a failure), so a slowdown is pinned to its stage the day it
// happens. docs/PERFORMANCE.md keeps the latest table.
import { spawnSync } from 'node:child_process';

/** The stages, each an npm script (package.json), in the order they run. */
export const STAGES = [
  'lint',
  'typecheck',
  'check:content',
  'test:jest',
  'test:build',
  'test:build:base',
  'test:build:scale',
  'test:static',
  'test:nginx',
  'test:e2e',
];

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const rows = [];
let failed = null;
for (const stage of STAGES) {
  const started = process.hrtime.bigint();
  const { status } = spawnSync(npm, ['run', '--silent', stage], { stdio: 'inherit' });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  rows.push([stage, seconds, status === 0 ? 'passed' : 'FAILED']);
  if (status !== 0) {
    failed = stage;
    break;
  }
}

const total = rows.reduce((sum, [, seconds]) => sum + seconds, 0);
const minutes = (seconds) =>
  `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;
const width = Math.max(...STAGES.map((s) => s.length), 'Stage'.length);
console.log(`\n| ${'Stage'.padEnd(width)} | Time (m:ss) | Result |`);
console.log(`| ${'-'.repeat(width)} | ----------: | ------ |`);
for (const [stage, seconds, result] of rows)
  console.log(
    `| ${stage.padEnd(width)} | ${minutes(seconds).padStart(11)} | ${result.padEnd(6)} |`,
  );
console.log(
  `| ${'Total'.padEnd(width)} | ${minutes(total).padStart(11)} | ${(failed ? 'FAILED' : 'passed').padEnd(6)} |`,
);
if (failed) {
  console.error(`\nnpm test: stage ${failed} failed; the stages after it did not run.`);
  process.exit(1);
}
