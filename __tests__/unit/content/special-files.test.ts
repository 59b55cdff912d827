// A content file that is no regular file (a link to a device such as /dev/zero, a pipe, a folder
// named like a file) is refused by name, at once, and the rest of the corpus is still checked.
import fs from 'node:fs';
import path from 'node:path';
import { checkCorpus } from '@/lib/content';
import { validCorpusWith } from '../../helpers/valid-corpus';

it.each([
  ['a link to /dev/zero', (file: string) => fs.symlinkSync('/dev/zero', file)],
  ['a link to /dev/urandom', (file: string) => fs.symlinkSync('/dev/urandom', file)],
  ['a folder', (file: string) => fs.mkdirSync(file)],
])('an article that is %s is refused by name, and the others are checked', (_, make) => {
  const paths = validCorpusWith('alpha.md', 'placeholder');
  const file = path.join(paths.contentDir, 'articles', 'zz-special.md');
  make(file);
  const started = Date.now();
  const { problems, corpus } = checkCorpus(paths);
  expect(Date.now() - started).toBeLessThan(10_000);
  const errors = problems.filter((p) => p.severity === 'error' && p.file.endsWith('zz-special.md'));
  expect(errors.map((p) => [p.field, p.line])).toEqual([['(file)', 1]]);
  expect(errors[0]!.message).toMatch(/not a regular file/);
  expect(corpus.articles.length).toBeGreaterThan(0);
});
