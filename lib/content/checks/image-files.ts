// The files of public/images/, the editor's media folder: pictures only, each what its name says,
// and vector art only as a drawing that can run nothing (./svg-drawing.ts).
import fs from 'node:fs';
import path from 'node:path';
import { shown } from '../paths';
import type { Finding, Problem } from '../types';
import { svgFaults } from './svg-drawing';

/** The first bytes of each raster format the build renders (build-steps/build-images.mjs). */
const SIGNATURES: Record<string, (bytes: Buffer) => boolean> = {
  png: (b) =>
    b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  jpg: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  webp: (b) => b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP',
  avif: (b) =>
    b.toString('latin1', 4, 8) === 'ftyp' && /^avi[fs]$/.test(b.toString('latin1', 8, 12)),
};
SIGNATURES.jpeg = SIGNATURES.jpg!;

export const PICTURE_TYPES = ['svg', ...Object.keys(SIGNATURES)];

const fault = (message: string, fix: string, line = 1): Finding => ({
  severity: 'error',
  field: '(picture)',
  line,
  message,
  fix,
});

/** What is wrong with one file of the folder (its bytes as read). */
export function imageFileFaults(name: string, bytes: Buffer): Finding[] {
  const type = path.extname(name).slice(1).toLowerCase();
  if (type === 'svg') return svgFaults(bytes.toString('utf8'));
  const matches = SIGNATURES[type];
  if (!matches)
    return [
      fault(
        `${path.basename(name)} is not a picture the site publishes (${PICTURE_TYPES.join(', ')})`,
        'keep only pictures in public/images/; remove this file',
      ),
    ];
  return matches(bytes)
    ? []
    : [
        fault(
          `the file's bytes are not a ${type.toUpperCase()} picture`,
          'save the picture again from an image program, under the name of its real type',
        ),
      ];
}

/**
 * The build names a picture's WebP versions after its name without its ending (`x-1200.webp` for
 * `x.svg` and `x.png` alike), so two pictures that differ only in their ending (or in capitals, on
 * a host that ignores them) would show as one: the second is refused, naming the first.
 */
function twinFaults(files: readonly string[]): Map<string, Finding> {
  const first = new Map<string, string>();
  const faults = new Map<string, Finding>();
  for (const file of [...files].sort()) {
    const stem = path.join(path.dirname(file), path.parse(file).name).toLowerCase();
    const other = first.get(stem);
    if (other === undefined) first.set(stem, file);
    else
      faults.set(
        file,
        fault(
          `has the same name as ${path.basename(other)} but for its ending: the site would show one picture in place of the other`,
          'give each picture a name of its own',
        ),
      );
  }
  return faults;
}

/** Every file under `publicDir`/images, checked; links are refused (they could lead anywhere). */
export function checkImageFiles(publicDir: string): Problem[] {
  const folder = path.join(publicDir, 'images');
  if (!fs.existsSync(folder)) return [];
  const entries = fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => !entry.isDirectory());
  const twins = twinFaults(entries.map((entry) => path.join(entry.parentPath, entry.name)));
  return entries
    .flatMap((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      const twin = twins.get(file);
      const findings = entry.isSymbolicLink()
        ? [fault('a link, not a file', 'put the picture itself in public/images/')]
        : [...imageFileFaults(file, fs.readFileSync(file)), ...(twin ? [twin] : [])];
      return findings.map(({ line, ...finding }) => ({
        ...finding,
        file: shown(file),
        line: line ?? 1,
      }));
    })
    .sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}
