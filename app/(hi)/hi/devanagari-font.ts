import localFont from 'next/font/local';

/**
 * Noto Sans Devanagari, self-hosted from npm (@fontsource-variable/noto-sans-devanagari): one
 * variable file of Devanagari glyphs, loaded by the Hindi pages only (Inter draws their Latin
 * letters and digits). 'optional' as Inter: a font that arrived after the first paint would
 * reflow the text; meanwhile the system's Devanagari font draws it.
 */
export const devanagari = localFont({
  src: '../../../node_modules/@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2',
  variable: '--font-devanagari',
  display: 'optional',
  weight: '100 900',
  adjustFontFallback: 'Arial',
});
