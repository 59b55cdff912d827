// `npm test`: every stage of the suite, then a table of each stage's time (also after a failure),
// so a slowdown is pinned to its stage the day it happens. docs/PERFORMANCE.md keeps the latest
// table.
//
// The checks that need no build run beside the builds, on the machine's two cores: each lane runs
// its stages in order, and a failure stops both lanes. The checks' lane keeps about one core busy
// (Jest runs its files in one process on two cores), the builds' lane about one and a half. The
// browser tests come last, alone: their two workers take both cores. A lane's stage prints its
// output whole when it ends, so the two lanes' logs never interleave.
import { spawn } from 'node:child_process';

/** The lanes that run side by side, each an ordered list of npm scripts (package.json). */
export const LANES = {
  checks: ['lint', 'typecheck', 'check:content', 'test:jest'],
  builds: ['test:build', 'test:build:base', 'test:build:scale', 'test:static', 'test:nginx'],
  /** After both lanes, alone; its output streamed as it comes. */
  browser: ['test:e2e'],
};

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
/** Every stage's row of the table, in the lanes' order. */
const rows = new Map(
  Object.entries(LANES).flatMap(([lane, stages]) =>
    stages.map((stage) => [stage, { lane, seconds: 0, result: 'not run' }]),
  ),
);
const running = new Set();
let failed = null;

/** Runs one stage; its output is streamed, or kept and printed whole when it ends. */
function runStage(stage, { stream }) {
  const started = process.hrtime.bigint();
  const child = spawn(npm, ['run', '--silent', stage], {
    stdio: stream ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    // Its own process group, so a failure elsewhere can stop it and everything it started.
    detached: true,
  });
  running.add(child);
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      running.delete(child);
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const result = code === 0 ? 'passed' : signal && failed ? 'stopped' : 'FAILED';
      Object.assign(rows.get(stage), { seconds, result });
      if (!stream) {
        process.stdout.write(`\n── ${stage}: ${result}, ${minutes(seconds)} ──\n`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve(code === 0);
    });
  });
}

/** Sends `signal` to every running stage and all it started. */
function stopAll(signal) {
  for (const child of running) {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // That stage has just ended.
    }
  }
}

/** Runs `stages` in order until one fails, which stops every other running stage. */
async function runLane(stages, options) {
  for (const stage of stages) {
    if (failed) return;
    if (await runStage(stage, options)) continue;
    failed ??= stage;
    stopAll('SIGTERM');
    return;
  }
}

// The stages run in process groups of their own: an interrupt (Ctrl-C) must reach them too.
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    stopAll(signal);
    process.exit(130);
  });

function minutes(seconds) {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

const started = process.hrtime.bigint();
await Promise.all([
  runLane(LANES.checks, { stream: false }),
  runLane(LANES.builds, { stream: false }),
]);
if (!failed) await runLane(LANES.browser, { stream: true });
const total = Number(process.hrtime.bigint() - started) / 1e9;

const width = Math.max(...[...rows.keys()].map((s) => s.length), 'Total (wall clock)'.length);
const line = (stage, lane, time, result) =>
  `| ${stage.padEnd(width)} | ${lane.padEnd(7)} | ${time.padStart(11)} | ${result.padEnd(7)} |`;
console.log(`\n${line('Stage', 'Lane', 'Time (m:ss)', 'Result')}`);
console.log(`| ${'-'.repeat(width)} | ------- | ----------: | ------- |`);
for (const [stage, { lane, seconds, result }] of rows)
  console.log(line(stage, lane, result === 'not run' ? '' : minutes(seconds), result));
console.log(line('Total (wall clock)', '', minutes(total), failed ? 'FAILED' : 'passed'));
if (failed) {
  console.error(`\nnpm test: stage ${failed} failed; the stages after it did not run.`);
  process.exit(1);
}
