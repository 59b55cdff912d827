import { spawnSync } from 'node:child_process';

export type Run = { status: number | null; stdout: string; stderr: string };

/** Runs a command from the project folder with extra environment variables. */
export function run(command: string, args: string[], env: Record<string, string> = {}): Run {
  const result = spawnSync(command, args, {
    encoding: 'utf8',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A production build (`next build`, as `npm run build` runs it, then its search index) of a corpus,
 * exported into its own folder. Next keeps its intermediate files in .next whatever the export folder, and one build at a
 * time holds .next/lock: while another build runs, this waits and tries again.
 */
export async function buildSite(contentDir: string, distDir: string): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    const result = run('npx', ['next', 'build', '--webpack'], {
      CONTENT_DIR: contentDir,
      NEXT_DIST_DIR: distDir,
      NODE_ENV: 'production',
      NEXT_SKIP_TYPECHECK: '1',
    });
    const locked = `${result.stdout}${result.stderr}`.includes('process is already running');
    if (!locked && result.status === 0) {
      const index = run(
        process.execPath,
        ['--import', 'tsx', 'build-steps/write-search-index.ts'],
        {
          CONTENT_DIR: contentDir,
          OUT_DIR: distDir,
        },
      );
      return {
        ...index,
        stdout: result.stdout + index.stdout,
        stderr: result.stderr + index.stderr,
      };
    }
    if (!locked || attempt === 20) return result;
    await sleep(15_000);
  }
}
