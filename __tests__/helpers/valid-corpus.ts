import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The fixture corpus that passes every check. */
export const VALID_CORPUS = path.join(__dirname, '..', 'fixtures', 'corpus-valid');

/** The copies made by `validCorpusWith`, removed once the test file's tests have run. */
const copies: string[] = [];
afterAll(() => copies.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** A copy of the valid corpus with `articles/{name}` holding `text`: paths for `checkCorpus`. */
export function validCorpusWith(name: string, text: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'healthhub-corpus-'));
  copies.push(dir);
  fs.cpSync(VALID_CORPUS, dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'articles', name), text);
  return { contentDir: dir, publicDir: path.join(process.cwd(), 'public') };
}
