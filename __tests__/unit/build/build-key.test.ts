import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildKey } from '@/build-steps/build-key.mjs';

describe('the build key (webpack keeps its cache between builds)', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'healthhub-build-key-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('draws a random 256-bit key on first use and writes it, with its folder', () => {
    const file = path.join(dir, 'cache', 'build-key');
    const key = buildKey(file);
    expect(Buffer.from(key, 'base64')).toHaveLength(32);
    expect(fs.readFileSync(file, 'utf8').trim()).toBe(key);
  });

  it('gives the same key to every later build of the checkout', () => {
    const file = path.join(dir, 'build-key');
    const first = buildKey(file);
    expect(buildKey(file)).toBe(first);
    expect(buildKey(file)).toBe(first);
  });

  it('gives each checkout its own key', () => {
    expect(buildKey(path.join(dir, 'a'))).not.toBe(buildKey(path.join(dir, 'b')));
  });

  it('replaces an empty key file rather than building with an empty key', () => {
    const file = path.join(dir, 'build-key');
    fs.writeFileSync(file, '\n');
    expect(buildKey(file)).toHaveLength(44);
  });
});
