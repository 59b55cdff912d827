// Files saved by an editor on Windows (CRLF line endings) or an old Mac (CR) read as the same
// content: the same articles, translations and pages, and no problem the LF files do not have.
import fs from 'node:fs';
import path from 'node:path';
import { checkCorpus } from '@/lib/content';
import { checkTranslatedPages } from '@/lib/content/read/translated-pages';
import { copyOfContent, filesUnder } from '../../helpers/content-bytes';
import { random } from '../../helpers/random';

const summary = (paths: ReturnType<typeof copyOfContent>) => {
  const { problems, corpus } = checkCorpus(paths, { today: '2026-11-28' });
  checkTranslatedPages(paths.contentDir, problems);
  return {
    problems: problems.map(
      (p) => `${path.relative(paths.contentDir, p.file)}:${p.line} ${p.field} ${p.message}`,
    ),
    articles: corpus.articles.map((a) => [a.id, a.title, a.content.replace(/\r\n?/g, '\n')]),
    translations: corpus.translations.map((t) => [t.id, t.stale]),
  };
};

it.each([
  ['every file', '\r\n', false],
  ['half the files', '\r\n', true],
  ['every file', '\r', false],
] as const)('%s saved with %j line endings read as with LF', (_, ending, half) => {
  const lf = copyOfContent();
  const other = copyOfContent();
  const next = random(ending.length * 31);
  for (const name of filesUnder(other.contentDir).filter((n) => /\.(md|ya?ml)$/.test(n))) {
    // A random half of them: a folder edited partly on Windows.
    if (half && next() < 0.5) continue;
    const file = path.join(other.contentDir, name);
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(/\n/g, ending));
  }
  expect(summary(other)).toEqual(summary(lf));
});
