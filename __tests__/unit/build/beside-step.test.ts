import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startBeside } from '@/build-steps/beside-step.mjs';

/** True while a process with this id runs. */
function running(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('a build step beside next build', () => {
  let dir: string;
  /** A step's process that must be stopped: killed after the test if it was not. */
  let leftover: number | undefined;
  const script = (name: string, text: string) => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, text);
    return file;
  };
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'healthhub-beside-step-'));
  });
  afterEach(() => {
    if (leftover !== undefined && running(leftover)) process.kill(leftover);
    leftover = undefined;
    jest.restoreAllMocks();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('moves what it wrote into the export folder, and removes its own folder', async () => {
    const writer = script(
      'writer.mjs',
      `import fs from 'node:fs';
       fs.mkdirSync(process.argv[2]);
       fs.writeFileSync(process.argv[2] + '/index.json', '{"made":true}');
       fs.writeFileSync(${JSON.stringify(path.join(dir, 'folder.txt'))}, process.env.OUT_DIR);`,
    );
    const outDir = path.join(dir, 'out');
    fs.mkdirSync(outDir);
    jest.spyOn(console, 'log').mockImplementation(() => {});
    await startBeside('writer', writer, 'made', process.env).finish(outDir, () => {
      throw new Error('no other step should be stopped');
    });
    expect(fs.readFileSync(path.join(outDir, 'made', 'index.json'), 'utf8')).toBe('{"made":true}');
    expect(fs.existsSync(fs.readFileSync(path.join(dir, 'folder.txt'), 'utf8'))).toBe(false);
  }, 30_000);

  it('when it fails: prints its log, stops the steps still running, removes their folders, exits with its code', async () => {
    const pidFile = path.join(dir, 'slow.json');
    const slow = script(
      'slow.mjs',
      `import fs from 'node:fs';
       const file = ${JSON.stringify(pidFile)};
       fs.writeFileSync(file + '.tmp', JSON.stringify({ pid: process.pid, folder: process.env.OUT_DIR }));
       fs.renameSync(file + '.tmp', file);
       setInterval(() => {}, 1000);`,
    );
    const failing = script(
      'failing.mjs',
      `import fs from 'node:fs';
       fs.writeFileSync(${JSON.stringify(path.join(dir, 'failing-folder.txt'))}, process.env.OUT_DIR);
       console.log('images/cover.png: no such file');
       process.exit(3);`,
    );
    const exit = jest.spyOn(process, 'exit').mockImplementation((code) => {
      throw new Error(`exit ${code}`);
    });
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const slowStep = startBeside('slow', slow, 'slow', process.env);
    while (!fs.existsSync(pidFile)) await new Promise((resolve) => setTimeout(resolve, 50));
    const { pid, folder } = JSON.parse(fs.readFileSync(pidFile, 'utf8'));
    leftover = pid;
    expect(running(pid)).toBe(true);

    const failingStep = startBeside('failing', failing, 'x', process.env);
    await expect(failingStep.finish(dir, () => slowStep.stop())).rejects.toThrow('exit 3');

    expect(exit).toHaveBeenCalledWith(3);
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('Step failing failed:'));
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('images/cover.png: no such file'));
    expect(fs.existsSync(folder)).toBe(false);
    expect(fs.existsSync(fs.readFileSync(path.join(dir, 'failing-folder.txt'), 'utf8'))).toBe(
      false,
    );
    const stopped = Date.now();
    while (running(pid) && Date.now() - stopped < 5000)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(running(pid)).toBe(false);
  }, 30_000);
});
