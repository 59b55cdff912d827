import localFont from 'next/font/local';

/**
 * Inter, self-hosted from npm (@fontsource-variable/inter): one variable file, no download at build
 * time. Preloaded, and used only if it arrives before the first paint ('optional'): a font that
 * arrived later would reflow the text already shown. On a slow first visit that page stays in the
 * size-adjusted fallback; the font is then cached for the next one.
 */
export const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  display: 'optional',
  weight: '100 900',
  adjustFontFallback: 'Arial',
});

/**
 * The Hindi words English pages show, alone (app/hindi-name.woff2, written by
 * build-steps/subset-hindi-name.mjs): the language switch's "हिन्दी" and an article's link to its
 * translation; English pages load no other Devanagari font. Not preloaded; 'block' keeps those
 * words invisible for the moment its 7 KB take, rather than showing empty boxes.
 */
export const hindiName = localFont({
  src: './hindi-name.woff2',
  variable: '--font-hindi-name',
  display: 'block',
  preload: false,
  weight: '500',
});
