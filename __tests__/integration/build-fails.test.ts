import fs from 'node:fs';
import { run } from '../helpers/run';

/**
 * A broken corpus stops `npm run build` at its first step, the content check, with one message
 * naming every file and field, before anything is compiled.
 */
describe('building a broken corpus', () => {
  it('fails in its first step and lists every problem', () => {
    const distDir = '.next-fixture-broken';
    const result = run(process.execPath, ['build-steps/build.mjs'], {
      CONTENT_DIR: '__tests__/fixtures/corpus-broken',
      NEXT_DIST_DIR: distDir,
    });
    const output = `${result.stdout}\n${result.stderr}`;
    expect(result.status).not.toBe(0);
    expect(output).toContain('The content has 11 errors:');
    for (const line of [
      'missing-title.md:1  title  is required  add a line such as title:',
      'bad-date.md:7  date  is not a real calendar date',
      'unknown-category.md:6  category  "Nutriton" is not a registered category  did you mean "Nutrition"?',
      'nested/duplicate.md:1  id (file name)  "duplicate" is already used by',
    ]) {
      expect(output).toContain(line);
    }
    // Nothing was compiled or exported.
    expect(output).not.toContain('Step next build');
    expect(output).not.toContain('Creating an optimized production build');
    expect(fs.existsSync(distDir)).toBe(false);
  }, 60_000);
});
