import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contentProblems, getCorpus } from '@/lib/content';
import { FIXTURE_DAY } from '../../helpers/fixture-day';

/** In `npm run dev` (NODE_ENV=development) the corpus is read afresh and a broken file never throws. */
describe('live editing in development', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'healthhub-live-'));
  const alpha = path.join(dir, 'articles', 'alpha.md');
  const edit = (from: string, to: string) =>
    fs.writeFileSync(alpha, fs.readFileSync(alpha, 'utf8').replace(from, to));
  const titles = () => getCorpus().articles.map((a) => a.title);

  beforeAll(() => {
    fs.cpSync(path.join(__dirname, '..', '..', 'fixtures', 'corpus-valid'), dir, {
      recursive: true,
    });
    process.env.CONTENT_DIR = dir;
    process.env.CONTENT_TODAY = FIXTURE_DAY;
    jest.replaceProperty(process.env, 'NODE_ENV', 'development');
  });

  afterAll(() => {
    delete process.env.CONTENT_DIR;
    delete process.env.CONTENT_TODAY;
    jest.restoreAllMocks();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('shows an edited file on the next read', () => {
    expect(titles()).toContain('Alpha: eating well');
    edit('title: "Alpha: eating well"', 'title: "Alpha: eating better"');
    expect(titles()).toContain('Alpha: eating better');
  });

  it('reports a broken file with its line instead of throwing, and recovers', () => {
    edit('date: 2024-03-01', 'date: 2024-02-30');
    expect(() => getCorpus()).not.toThrow();
    expect(contentProblems()).toEqual([
      expect.objectContaining({
        file: alpha,
        line: 6,
        field: 'date',
        message: 'is not a real calendar date',
      }),
    ]);
    edit('date: 2024-02-30', 'date: 2024-03-01');
    expect(contentProblems()).toEqual([]);
    expect(titles()).toContain('Alpha: eating better');
  });
});
