import fs from 'node:fs';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import sharp from 'sharp';
import { OgCard } from '@/components/og/og-card';
import { OG_COVER, OG_SIZE } from './layout';

/** What one social image shows: a title, a label (the category) and a cover file. */
export type OgContent = { title: string; label: string; coverFile: string };

const inter = (weight: 500 | 700) => ({
  name: 'Inter',
  weight,
  style: 'normal' as const,
  data: fs.readFileSync(
    path.join(
      process.cwd(),
      `node_modules/@fontsource/inter/files/inter-latin-${weight}-normal.woff`,
    ),
  ),
});

/**
 * Returns a function that draws a social image as a PNG. The text side is laid out by satori and
 * rasterised by resvg; the cover is rasterised once per file, cropped to OG_COVER, and laid beside it.
 */
export function createOgRenderer(): (content: OgContent) => Promise<Buffer> {
  const fonts = [inter(500), inter(700)];
  const covers = new Map<string, Promise<Buffer>>();
  const cover = (file: string) => {
    if (!covers.has(file))
      covers.set(
        file,
        sharp(file, file.endsWith('.svg') ? { density: 144 } : {})
          .resize(OG_COVER.width, OG_COVER.height, { fit: 'cover' })
          .png()
          .toBuffer(),
      );
    return covers.get(file)!;
  };
  return async ({ title, label, coverFile }) => {
    const svg = await satori(<OgCard title={title} label={label} />, { ...OG_SIZE, fonts });
    const text = new Resvg(svg).render();
    return sharp(text.pixels, { raw: { width: text.width, height: text.height, channels: 4 } })
      .composite([{ input: await cover(coverFile), left: OG_COVER.left, top: 0 }])
      .png()
      .toBuffer();
  };
}
