/**
 * Responsive variants of the bundled images. `npm run images` (run by the build and by `npm run dev`)
 * renders every file under public/images/ to WebP at these widths, under public/generated/.
 */
import { withBasePath } from './site/base-path.mjs';
import widths from './image-widths.json';

export const IMAGE_WIDTHS: readonly number[] = widths;

/** Covers are 16:9. */
export const COVER_SIZE = { width: 1200, height: 675 } as const;

/** '/images/covers/x.svg' at 800 px -> '/generated/covers/x-800.webp' */
export function variantPath(image: string, width: number): string {
  return image.replace(/^\/images\//, '/generated/').replace(/\.[a-z0-9]+$/i, `-${width}.webp`);
}

export function responsiveSources(image: string): { src: string; srcSet: string } {
  const largest = Math.max(...IMAGE_WIDTHS);
  const url = (width: number) => withBasePath(variantPath(image, width));
  return {
    src: url(largest),
    srcSet: IMAGE_WIDTHS.map((width) => `${url(width)} ${width}w`).join(', '),
  };
}
