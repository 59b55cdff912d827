// `npm run images`: renders every image under public/images/ to WebP at the widths of lib/images.ts,
// into public/generated/ (ignored by git). Up-to-date variants are kept, so reruns are quick.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const WIDTHS = JSON.parse(fs.readFileSync(path.join('lib', 'image-widths.json'), 'utf8'));
const source = path.join('public', 'images');
const target = path.join('public', 'generated');

const files = fs
  .readdirSync(source, { recursive: true, encoding: 'utf8' })
  .filter((name) => /\.(svg|png|jpe?g|webp|avif)$/i.test(name));

let written = 0;
for (const name of files) {
  const input = path.join(source, name);
  const inputTime = fs.statSync(input).mtimeMs;
  for (const width of WIDTHS) {
    const output = path.join(target, name.replace(/\.[a-z0-9]+$/i, `-${width}.webp`));
    if (fs.existsSync(output) && fs.statSync(output).mtimeMs >= inputTime) continue;
    fs.mkdirSync(path.dirname(output), { recursive: true });
    // Vector art is rasterised at the density that gives the target width directly.
    const options = name.endsWith('.svg') ? { density: 144 * (width / 1200) } : {};
    await sharp(input, options)
      .resize({ width, withoutEnlargement: !name.endsWith('.svg') })
      .webp({ quality: 80 })
      .toFile(output);
    written += 1;
  }
}
console.log(
  `Images: ${files.length} sources, ${written} variants written to ${target}/ (${files.length * WIDTHS.length - written} up to date).`,
);

// The web app's icons (app/manifest.ts), from the site icon: 192 and 512 px as it is, and a
// maskable 512 px one, full-bleed, the heart inside the central circle a launcher may crop to.
const iconSvg = fs.readFileSync(path.join('app', 'icon.svg'), 'utf8');
const maskableSvg = iconSvg
  .replace('rx="112"', 'rx="0"')
  .replace('translate(96 96) scale(13.333)', 'translate(136 136) scale(10)');
if (!maskableSvg.includes('scale(10)') || !maskableSvg.includes('rx="0"'))
  throw new Error(
    'app/icon.svg changed: update the maskable icon in build-steps/build-images.mjs.',
  );
const icons = path.join(target, 'icons');
fs.mkdirSync(icons, { recursive: true });
for (const [name, svg, size] of [
  ['icon-192.png', iconSvg, 192],
  ['icon-512.png', iconSvg, 512],
  ['maskable-512.png', maskableSvg, 512],
])
  await sharp(Buffer.from(svg), { density: (72 * size) / 512 })
    .resize(size, size)
    .png()
    .toFile(path.join(icons, name));
