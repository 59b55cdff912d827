import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setCacheDir } from '@/lib/content/read/cache';

/**
 * Turns the content cache on for one test file's corpus checks, in a folder of its own: a file a
 * test leaves as it was is checked once for the whole file, as a build checks it once for all its
 * processes. The cache is keyed by each file's text, so an edited file is always checked afresh.
 */
export function checkThroughContentCache(): void {
  let dir = '';
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'healthhub-cache-'));
    setCacheDir(dir);
  });
  afterAll(() => {
    setCacheDir(null);
    fs.rmSync(dir, { recursive: true, force: true });
  });
}
