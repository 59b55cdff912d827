import fs from 'node:fs';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import sharp from 'sharp';
import type { ReactNode } from 'react';
import { OgChrome, OgTitle } from './og-card';
import { OG_BACKGROUND, OG_COVER, OG_SIZE, OG_TEXT_SIDE, OG_TITLE_BOX } from './layout';

/** What one social image shows: a title, a label (the category) and a cover file. */
export type OgContent = { title: string; label: string; coverFile: string };

/** Bytes in one row of RGBA pixels: of the whole card, and of its text side. */
const CARD_ROW = OG_SIZE.width * 4;
const TEXT_ROW = OG_TEXT_SIDE.width * 4;

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

/** Copies rows of RGBA pixels as wide as the text side into the card, from its row `top` down. */
function copyRows(pixels: Buffer, card: Buffer, top: number) {
  for (let y = 0; y < pixels.length / TEXT_ROW; y += 1)
    pixels.copy(card, (top + y) * CARD_ROW, y * TEXT_ROW, (y + 1) * TEXT_ROW);
}

/**
 * Returns a function that draws a social image as a PNG. The card's background (the brand, the
 * tagline and the cover, cropped to OG_COVER) is drawn once per cover file; for each article only
 * the label and title are laid out by satori and rasterised by resvg, in OG_TITLE_BOX, about half
 * the text side's work.
 */
export function createOgRenderer(): (content: OgContent) => Promise<Buffer> {
  const fonts = [inter(500), inter(700)];
  /** RGBA pixels, opaque, of a text-side element `height` rows tall. */
  const draw = async (element: ReactNode, height: number) => {
    const svg = await satori(element, { width: OG_TEXT_SIDE.width, height, fonts });
    // satori writes the glyphs as paths, so resvg needs no fonts: loading the system's costs more
    // than drawing the card.
    return new Resvg(svg, { font: { loadSystemFonts: false } }).render().pixels;
  };
  let chrome: Promise<Buffer> | undefined;
  const backgrounds = new Map<string, Promise<Buffer>>();
  /** RGBA pixels of the whole card but the article's own text: the brand, tagline and cover. */
  const background = (file: string) => {
    if (!backgrounds.has(file))
      backgrounds.set(
        file,
        (async () => {
          const pixels = await sharp(file, file.endsWith('.svg') ? { density: 144 } : {})
            .resize(OG_COVER.width, OG_COVER.height, { fit: 'cover' })
            .flatten({ background: OG_BACKGROUND })
            .extend({ left: OG_COVER.left, background: OG_BACKGROUND })
            .ensureAlpha(1)
            .raw()
            .toBuffer();
          copyRows(await (chrome ??= draw(<OgChrome />, OG_TEXT_SIDE.height)), pixels, 0);
          return pixels;
        })(),
      );
    return backgrounds.get(file)!;
  };
  // The card being drawn, reused: a new buffer for each image cost as much as drawing its title.
  const card = Buffer.alloc(OG_SIZE.width * OG_SIZE.height * 4);
  let cardCover: string | undefined;
  const drawCard = async ({ title, label, coverFile }: OgContent) => {
    const text = await draw(<OgTitle title={title} label={label} />, OG_TITLE_BOX.height);
    // The title box's rows are all overwritten below, so the background is copied only when the
    // cover changes.
    if (coverFile !== cardCover) (await background(coverFile)).copy(card);
    cardCover = coverFile;
    // Both are RGBA and the box spans the text side, so the rows go in as whole-row copies.
    copyRows(text, card, OG_TITLE_BOX.top);
    // zlib level 1 rather than sharp's 6: 5 rather than 15 CPU-ms a card (8 at level 3), for images
    // of about 96 KB rather than 78 at level 3, which only link previews fetch.
    return sharp(card, { raw: { ...OG_SIZE, channels: 4 } })
      .removeAlpha()
      .png({ compressionLevel: 1 })
      .toBuffer();
  };
  // One image at a time, in the order asked, as they share the card.
  let queue: Promise<unknown> = Promise.resolve();
  return (content) => {
    const drawn = queue.then(() => drawCard(content));
    queue = drawn.catch(() => undefined);
    return drawn;
  };
}
