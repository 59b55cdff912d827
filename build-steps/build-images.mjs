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
