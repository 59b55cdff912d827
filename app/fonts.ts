import localFont from 'next/font/local';

/** Inter, self-hosted from npm (@fontsource-variable/inter): one variable file, no download at build time. */
export const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  display: 'swap',
  weight: '100 900',
  adjustFontFallback: 'Arial',
});
