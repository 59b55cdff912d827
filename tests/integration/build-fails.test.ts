/** @jest-environment node */
import fs from 'node:fs';
import { buildSite } from '../helpers/run';

/** A broken corpus must stop `next build` with one message naming every file and field. */
describe('building a broken corpus', () => {
  it('fails and lists every problem', async () => {
    const distDir = '.next-fixture-broken';
    const result = await buildSite('tests/fixtures/corpus-broken', distDir);
    fs.rmSync(distDir, { recursive: true, force: true });
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
  }, 600_000);
});
