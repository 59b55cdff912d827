/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { OG_COVER, OG_SIZE } from '@/lib/og/layout';

const fixture = (name: string) => path.join(__dirname, 'fixtures', name);

/** Runs scripts/build-og-images.ts on a corpus, as `npm run build` does. */
function drawSocialImages(contentDir: string) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'og-test-'));
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/build-og-images.ts', folder],
    { encoding: 'utf8', env: { ...process.env, CONTENT_DIR: contentDir, NODE_ENV: 'test' } },
  );
  return { folder, ...result };
}

async function pixel(file: string | Buffer, x: number, y: number) {
  const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [...data.subarray(at, at + 3)];
}

/** corpus-valid (alpha, 2024/beta) plus a draft. */
function corpusWithDraft() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'og-corpus-'));
  fs.cpSync(fixture('corpus-valid'), dir, { recursive: true });
  const alpha = fs.readFileSync(path.join(dir, 'articles', 'alpha.md'), 'utf8');
  fs.writeFileSync(
    path.join(dir, 'articles', 'unfinished.md'),
    alpha
      .replace('title: "Alpha: eating well"', 'title: "Unfinished"\ndraft: true')
      .replace('order: 2', 'order: 99'),
  );
  return dir;
}

describe('social images (og/{id}.png)', () => {
  const corpus = corpusWithDraft();
  const { folder, status, stderr } = drawSocialImages(corpus);
  afterAll(() => {
    fs.rmSync(folder, { recursive: true, force: true });
    fs.rmSync(corpus, { recursive: true, force: true });
  });

  it('draws one PNG per published article and default.png, leaving drafts out', () => {
    expect(stderr).toBe('');
    expect(status).toBe(0);
    expect(fs.readdirSync(folder).sort()).toEqual(['alpha.png', 'beta.png', 'default.png']);
  });

  it('makes every image a 1200x630 PNG', async () => {
    for (const file of fs.readdirSync(folder)) {
      const meta = await sharp(path.join(folder, file)).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([
        'png',
        OG_SIZE.width,
        OG_SIZE.height,
      ]);
    }
  });

  it("lays the article's own cover on the right and the card's background on the left", async () => {
    const cover = await sharp(
      path.join(process.cwd(), 'public/images/covers/heart-healthy-diet-guide.svg'),
      {
        density: 144,
      },
    )
      .resize(OG_COVER.width, OG_COVER.height, { fit: 'cover' })
      .png()
      .toBuffer();
    const image = path.join(folder, 'alpha.png');
    for (const [x, y] of [
      [10, 10],
      [280, 315],
      [500, 600],
    ] as const)
      expect(await pixel(image, OG_COVER.left + x, y)).toEqual(await pixel(cover, x, y));
    expect(await pixel(image, 5, 5)).toEqual([0xf0, 0xfd, 0xfa]);
  });

  it('keeps the text inside its side: the right padding of the text side is bare background', async () => {
    for (const file of fs.readdirSync(folder)) {
      const { data, info } = await sharp(path.join(folder, file))
        .extract({ left: OG_COVER.left - 40, top: 0, width: 40, height: OG_SIZE.height })
        .raw()
        .toBuffer({ resolveWithObject: true });
      const background = Buffer.from([0xf0, 0xfd, 0xfa]);
      for (let at = 0; at < data.length; at += info.channels)
        if (!data.subarray(at, at + 3).equals(background))
          throw new Error(`${file}: text reaches the cover, at pixel ${at / info.channels}`);
    }
  });

  it("writes each article's title on its own image", async () => {
    const textSide = (file: string) =>
      sharp(path.join(folder, file))
        .extract({ left: 0, top: 0, width: OG_COVER.left, height: OG_SIZE.height })
        .raw()
        .toBuffer();
    const [alpha, beta] = await Promise.all([textSide('alpha.png'), textSide('beta.png')]);
    expect(alpha.equals(beta)).toBe(false);
  });
});

it('stops on broken content, naming the file, and writes nothing', () => {
  const { folder, status, stderr } = drawSocialImages(fixture('corpus-broken'));
  expect(status).not.toBe(0);
  expect(stderr).toMatch(/corpus-broken\/articles\/[\w/-]+\.md:\d+/);
  expect(fs.readdirSync(folder)).toEqual([]);
  fs.rmSync(folder, { recursive: true, force: true });
});
