// Writes app/hindi-name.woff2: Noto Sans Devanagari cut down to the glyphs of "हिन्दी", the
// language switch's label on English pages (2-3 KB, where the whole font is 121 KB and loads on
// Hindi pages only). Committed; run `node build-steps/subset-hindi-name.mjs` after changing the
// label or the font (a Jest test fails while the file differs from what this writes).
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

export const HINDI_NAME = 'हिन्दी';
export const FONT = fileURLToPath(
  new URL(
    '../node_modules/@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2',
    import.meta.url,
  ),
);
export const TARGET = fileURLToPath(new URL('../app/hindi-name.woff2', import.meta.url));

/** The subset's bytes: the label's glyphs (conjuncts and vowel signs by the font's own rules). */
export const subsetHindiName = () =>
  subsetFont(fs.readFileSync(FONT), HINDI_NAME, {
    targetFormat: 'woff2',
    variationAxes: { wght: 500 },
  });

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  subsetHindiName().then((bytes) => {
    fs.writeFileSync(TARGET, bytes);
    console.log(`Wrote ${TARGET} (${bytes.length} bytes).`);
  });
}
