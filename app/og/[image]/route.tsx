import fs from 'node:fs';
import path from 'node:path';
import { ImageResponse } from 'next/og';
import { findArticle, getCorpus } from '@/lib/content';
import { OG_SIZE } from '@/lib/seo';
import { OgCard } from '@/components/og/og-card';

export const dynamic = 'force-static';
export const dynamicParams = false;

type Params = { params: Promise<{ image: string }> };

/** One PNG per article, named by its id, plus default.png for every other page. */
export function generateStaticParams() {
  return [{ image: 'default.png' }, ...getCorpus().articles.map((a) => ({ image: `${a.id}.png` }))];
}

const font = (weight: 500 | 700) =>
  fs.readFileSync(
    path.join(
      process.cwd(),
      `node_modules/@fontsource/inter/files/inter-latin-${weight}-normal.woff`,
    ),
  );

function dataUrl(publicPath: string): string {
  const file = path.join(process.cwd(), 'public', publicPath);
  const type = publicPath.endsWith('.svg')
    ? 'image/svg+xml'
    : `image/${path.extname(publicPath).slice(1).replace('jpg', 'jpeg')}`;
  return `data:${type};base64,${fs.readFileSync(file).toString('base64')}`;
}

export async function GET(_request: Request, { params }: Params) {
  const { image } = await params;
  const article = findArticle(getCorpus().articles, image.replace(/\.png$/, ''));
  const card = article ? (
    <OgCard title={article.title} label={article.category} coverDataUrl={dataUrl(article.image)} />
  ) : (
    <OgCard
      title="Trusted health insights for everyday life"
      label="Your health hub"
      coverDataUrl={dataUrl(getCorpus().articles[0]!.image)}
    />
  );
  return new ImageResponse(card, {
    ...OG_SIZE,
    fonts: [
      { name: 'Inter', data: font(500), weight: 500, style: 'normal' },
      { name: 'Inter', data: font(700), weight: 700, style: 'normal' },
    ],
  });
}
