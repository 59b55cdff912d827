// Draws the social images into the folder given: og/{id}.png for every article and og/default.png
// for every other page. `npm run build` runs it beside `next build` and copies the folder into the
// export.
import fs from 'node:fs';
import path from 'node:path';
import { defaultPaths, loadCorpus } from '@/lib/content';
import { createOgRenderer, type OgContent } from '@/lib/og/render';

const target = process.argv[2];
if (!target) {
  console.error('Usage: tsx scripts/build-og-images.ts <folder>');
  process.exit(1);
}

async function main(folder: string) {
  // The articles the export publishes: no drafts, whatever NODE_ENV says.
  const paths = defaultPaths();
  const { articles } = loadCorpus(paths, { drafts: false });
  const { publicDir } = paths;
  const coverFile = (image: string) => path.join(publicDir, image);
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
  const render = createOgRenderer();
  fs.mkdirSync(folder, { recursive: true });
  for (const [name, content] of cards)
    fs.writeFileSync(path.join(folder, `${name}.png`), await render(content));
  console.log(`Social images: ${cards.length} written to ${folder}/.`);
}

main(target).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
