// A step of `npm run build` that runs beside `next build` (build-steps/build.mjs): started at once,
// waited for once `next build` is done, its output then moved into the export.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The time since `started` (from Date.now()), as the build's log prints it.
 * @param {number} started
 */
export const seconds = (started) => `${((Date.now() - started) / 1000).toFixed(1)}s`;

/** Where the steps beside `next build` write: on the export's disk, so a move is a rename. */
const STEPS_DIR = path.join('node_modules', '.cache', 'healthhub-steps');

/**
 * Starts a step that needs only the content (`node --import tsx script`) beside `next build`, which
 * empties the export folder when it writes it. The step writes `name` into a folder of its own
 * (given as its last argument, and as OUT_DIR), its output in a log file: a content error is
 * reported once, by `next build`. `finish(outDir, stopOthers)` waits for it and moves `name` into
 * `outDir`; if the step failed, it prints the log, stops the others and exits.
 * @param {string} step the step's name, for the log
 * @param {string} script
 * @param {string} name
 * @param {NodeJS.ProcessEnv} env
 */
export function startBeside(step, script, name, env) {
  const started = Date.now();
  fs.mkdirSync(STEPS_DIR, { recursive: true });
  const folder = fs.mkdtempSync(path.join(STEPS_DIR, 'step-'));
  const log = path.join(folder, 'log.txt');
  const written = path.join(folder, name);
  const output = fs.openSync(log, 'w');
  const child = spawn(process.execPath, ['--import', 'tsx', script, written], {
    stdio: ['ignore', output, output],
    env: { ...env, OUT_DIR: folder },
  });
  /** @type {Promise<number>} */
  const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
  const remove = () => fs.rmSync(folder, { recursive: true, force: true });
  return {
    stop() {
      child.kill();
      remove();
    },
    /**
     * @param {string} outDir
     * @param {() => void} stopOthers
     */
    async finish(outDir, stopOthers) {
      const code = await exited;
      fs.closeSync(output);
      if (code !== 0) {
        console.error(`Step ${step} failed:\n${fs.readFileSync(log, 'utf8')}`);
        remove();
        stopOthers();
        process.exit(code);
      }
      const target = path.join(outDir, name);
      fs.rmSync(target, { recursive: true, force: true });
      try {
        fs.renameSync(written, target);
      } catch {
        // On another disk (an export folder outside the project): copied instead.
        fs.cpSync(written, target, { recursive: true });
      }
      remove();
      console.log(`Step ${step} (beside next build) took ${seconds(started)}`);
    },
  };
}
