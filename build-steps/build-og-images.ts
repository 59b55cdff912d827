// Draws the social images into the folder given: og/{id}.png for every article and og/default.png
// for every other page. `npm run build` runs it beside `next build` and copies the folder into the
// export. Images are kept between builds (OG_CACHE_DIR, by default node_modules/.cache/healthhub-og),
// named by a hash of everything that shapes them, so a rebuild draws only what changed.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { defaultPaths, loadCorpus } from '@/lib/content';
import { createOgRenderer, type OgContent } from './og/render';

const target = process.argv[2];
if (!target) {
  console.error('Usage: tsx build-steps/build-og-images.ts <folder>');
  process.exit(1);
}
const cacheDir = path.resolve(
  process.env.OG_CACHE_DIR ?? path.join('node_modules', '.cache', 'healthhub-og'),
);

const sha256 = (...parts: (string | Buffer)[]) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
};

/** What draws the cards: their code, the font and the libraries' versions. */
function rendererVersion(): string {
  const files = [
    'build-steps/og/og-card.tsx',
    'build-steps/og/render.tsx',
    'build-steps/og/layout.ts',
    'node_modules/@fontsource/inter/package.json',
    'node_modules/satori/package.json',
    'node_modules/@resvg/resvg-js/package.json',
    'node_modules/sharp/package.json',
  ];
  return sha256(...files.map((file) => fs.readFileSync(path.join(process.cwd(), file))));
}

/** A hard link (cached images never change), or a copy where the folder is on another disk. */
function link(cached: string, file: string) {
  try {
    fs.linkSync(cached, file);
  } catch {
    fs.copyFileSync(cached, file);
  }
}

async function main(folder: string) {
  // The articles the export publishes: no drafts, whatever NODE_ENV says.
  const paths = defaultPaths();
  const { articles } = loadCorpus(paths, { drafts: false });
  const coverFile = (image: string) => path.join(paths.publicDir, image);
  const cards: [string, OgContent][] = [
    [
      'default',
      {
        title: 'Trusted health insights for everyday life',
        label: 'Your health hub',
        coverFile: coverFile(articles[0]!.image),
      },
    ],
    ...articles.map((a): [string, OgContent] => [
      a.id,
      { title: a.title, label: a.category, coverFile: coverFile(a.image) },
    ]),
  ];

  const version = rendererVersion();
  const coverHashes = new Map<string, string>();
  const coverHash = (file: string) => {
    if (!coverHashes.has(file)) coverHashes.set(file, sha256(fs.readFileSync(file)));
    return coverHashes.get(file)!;
  };
  let render: ReturnType<typeof createOgRenderer> | undefined;
  const used = new Set<string>();
  let drawn = 0;
  fs.mkdirSync(folder, { recursive: true });
  fs.mkdirSync(cacheDir, { recursive: true });
  for (const [name, content] of cards) {
    const key = `${sha256(version, content.title, content.label, coverHash(content.coverFile))}.png`;
    const cached = path.join(cacheDir, key);
    if (!fs.existsSync(cached)) {
      render ??= createOgRenderer();
      // Written under a temporary name first, so an interrupted build leaves no half image.
      fs.writeFileSync(`${cached}.tmp`, await render(content));
      fs.renameSync(`${cached}.tmp`, cached);
      drawn += 1;
    }
    link(cached, path.join(folder, `${name}.png`));
    used.add(key);
  }
  // Images no article of this build uses are dropped, so the cache does not grow with every edit.
  for (const file of fs.readdirSync(cacheDir))
    if (!used.has(file)) fs.rmSync(path.join(cacheDir, file), { force: true });
  console.log(
    `Social images: ${cards.length} (${drawn} drawn, ${cards.length - drawn} kept from ${path.relative(process.cwd(), cacheDir) || cacheDir}/).`,
  );
}

main(target).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
