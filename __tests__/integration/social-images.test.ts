import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { OG_COVER, OG_SIZE, OG_TITLE_BOX } from '@/build-steps/og/layout';
import { createOgRenderer } from '@/build-steps/og/render';

const fixture = (name: string) => path.join(__dirname, '..', 'fixtures', name);

/** Runs build-steps/build-og-images.ts on a corpus, as `npm run build` does, with its own cache. */
function drawSocialImages(
  contentDir: string,
  cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'og-cache-')),
) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'og-test-'));
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'build-steps/build-og-images.ts', folder],
    {
      encoding: 'utf8',
      env: { ...process.env, CONTENT_DIR: contentDir, NODE_ENV: 'test', OG_CACHE_DIR: cacheDir },
    },
  );
  return { folder, cacheDir, ...result };
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
  const { folder, cacheDir, status, stderr, stdout } = drawSocialImages(corpus);
  afterAll(() => {
    for (const dir of [folder, cacheDir, corpus]) fs.rmSync(dir, { recursive: true, force: true });
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

  it('draws again only the images whose article changed, and drops the ones no longer used', () => {
    expect(stdout).toContain('Social images: 3 (3 drawn, 0 kept');
    const again = drawSocialImages(corpus, cacheDir);
    expect(again.stdout).toContain('Social images: 3 (0 drawn, 3 kept');
    for (const file of fs.readdirSync(folder))
      expect(
        fs
          .readFileSync(path.join(again.folder, file))
          .equals(fs.readFileSync(path.join(folder, file))),
      ).toBe(true);

    const alpha = path.join(corpus, 'articles', 'alpha.md');
    const original = fs.readFileSync(alpha, 'utf8');
    fs.writeFileSync(alpha, original.replace('Alpha: eating well', 'Alpha: eating better'));
    try {
      const edited = drawSocialImages(corpus, cacheDir);
      expect(edited.stdout).toContain('Social images: 3 (1 drawn, 2 kept');
      expect(fs.readdirSync(cacheDir)).toHaveLength(3);
      for (const run of [again, edited]) fs.rmSync(run.folder, { recursive: true, force: true });
    } finally {
      fs.writeFileSync(alpha, original);
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

  it('puts the same brand and tagline, drawn once, above and below every title', async () => {
    // The text side's rows outside the title box, of every image.
    const chrome = async (file: string) => {
      const rows = (top: number, height: number) =>
        sharp(path.join(folder, file))
          .extract({ left: 0, top, width: OG_COVER.left, height })
          .raw()
          .toBuffer();
      const below = OG_TITLE_BOX.top + OG_TITLE_BOX.height;
      return Buffer.concat([
        await rows(0, OG_TITLE_BOX.top),
        await rows(below, OG_SIZE.height - below),
      ]);
    };
    const [first, ...others] = await Promise.all(fs.readdirSync(folder).sort().map(chrome));
    const background = Buffer.alloc(first!.length, Buffer.from([0xf0, 0xfd, 0xfa]));
    expect(first!.equals(background)).toBe(false);
    for (const other of others) expect(other.equals(first!)).toBe(true);
  });
});

describe('the social image renderer', () => {
  const cover = (name: string) => path.join(process.cwd(), 'public/images/covers', name);
  const cards = [
    {
      title: 'A first title, long enough to wrap',
      label: 'Nutrition',
      coverFile: cover('heart-healthy-diet-guide.svg'),
    },
    { title: 'Second', label: 'Sleep', coverFile: cover('heart-healthy-diet-guide.svg') },
    {
      title: 'Third, on another cover',
      label: 'Fitness',
      coverFile: cover('diabetes-prevention-guide.svg'),
    },
  ];

  it('draws each card as it would alone, whatever it draws before it or beside it', async () => {
    const alone: Buffer[] = [];
    for (const card of cards) alone.push(await createOgRenderer()(card));
    const render = createOgRenderer();
    const inTurn: Buffer[] = [];
    for (const card of [...cards, ...cards].reverse()) inTurn.push(await render(card));
    const atOnce = await Promise.all(cards.map(createOgRenderer()));
    cards.forEach((_, i) => {
      // Drawn in reverse order, twice over: after a card on another cover, and on the same one.
      expect(inTurn[cards.length - 1 - i]!.equals(alone[i]!)).toBe(true);
      expect(inTurn[2 * cards.length - 1 - i]!.equals(alone[i]!)).toBe(true);
      expect(atOnce[i]!.equals(alone[i]!)).toBe(true);
    });
  });
});

it('stops on broken content, naming the file, and writes nothing', () => {
  const { folder, cacheDir, status, stderr } = drawSocialImages(fixture('corpus-broken'));
  expect(status).not.toBe(0);
  expect(stderr).toMatch(/corpus-broken\/articles\/[\w/-]+\.md:\d+/);
  expect(fs.readdirSync(folder)).toEqual([]);
  for (const dir of [folder, cacheDir]) fs.rmSync(dir, { recursive: true, force: true });
});
