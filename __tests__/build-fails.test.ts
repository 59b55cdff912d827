/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

/** A broken corpus must stop `next build` with one message naming every file and field. */
describe('building a broken corpus', () => {
  it('fails and lists every problem', () => {
    const distDir = '.next-fixture-broken';
    const result = spawnSync('npx', ['next', 'build'], {
      encoding: 'utf8',
      env: {
        ...process.env,
        CONTENT_DIR: '__tests__/fixtures/corpus-broken',
        NEXT_DIST_DIR: distDir,
        NEXT_TELEMETRY_DISABLED: '1',
      },
    });
    fs.rmSync(distDir, { recursive: true, force: true });
    const output = `${result.stdout}\n${result.stderr}`;
    expect(result.status).not.toBe(0);
    expect(output).toContain('The content has 11 problems:');
    for (const line of [
      'missing-title.md  title  is required',
      'bad-date.md  date  is not a real calendar date',
      'unknown-category.md  category  "Nutriton" is not a registered category',
      'nested/duplicate.md  id (file name)  "duplicate" is already used by',
    ]) {
      expect(output).toContain(line);
    }
  }, 180_000);
});
