import fs from 'node:fs';
import path from 'node:path';

/**
 * A mark from simple-icons, read from the package's one-icon SVG file when the page is rendered
 * (server only): its index module holds every icon, 5 MB that the compiler would otherwise parse.
 */
function simpleIcon(slug: string): { path: string } {
  const file = path.join(process.cwd(), 'node_modules', 'simple-icons', 'icons', `${slug}.svg`);
  const d = fs.readFileSync(file, 'utf8').match(/<path d="([^"]+)"/)?.[1];
  if (!d) throw new Error(`${file} has no <path d="...">`);
  return { path: d };
}

/** LinkedIn asked simple-icons to drop its mark; this is a plain "in" monogram in its place. */
const linkedin = {
  path: 'M3 3h18v18H3z M7 10h2.2v7H7z M8.1 6.6a1.3 1.3 0 1 1 0 2.6 1.3 1.3 0 0 1 0-2.6z M11 10h2.1v1a2.6 2.6 0 0 1 2.3-1.2c2 0 2.6 1.3 2.6 3.1V17h-2.2v-3.6c0-.9-.2-1.7-1.2-1.7s-1.4.7-1.4 1.7V17H11z',
};

const icons = {
  facebook: simpleIcon('facebook'),
  twitter: simpleIcon('x'),
  instagram: simpleIcon('instagram'),
  youtube: simpleIcon('youtube'),
  whatsapp: simpleIcon('whatsapp'),
  linkedin,
} as const;

export type Brand = keyof typeof icons;

/** A brand mark, decorative: the link or button around it carries the name. */
export function BrandIcon({ brand, className = 'size-5' }: { brand: Brand; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="currentColor"
      fillRule="evenodd"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      <path d={icons[brand].path} />
    </svg>
  );
}
