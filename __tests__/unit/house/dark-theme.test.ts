import fs from 'node:fs';
import path from 'node:path';

// The dark theme changes colours and nothing else: the same page in the dark scheme has the same
// elements, sizes and layout. The accessibility scans rely on it (e2e/support/axe.ts): they check
// every rule in the light scheme and only the colour rules in the dark one.

const SOURCE_DIRS = ['app', 'components', 'lib'];
const sources = SOURCE_DIRS.flatMap((dir) =>
  fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.(tsx?|css)$/.test(f))
    .map((f) => path.join(dir, f)),
);

/** A Tailwind utility that sets a colour: `text-slate-600`, `outline-brand-500`, `bg-white`... */
const COLOUR_UTILITY =
  /^(text|bg|border|outline|ring|fill|stroke|decoration|placeholder|caret|accent|divide|from|via|to)-([a-z]+-\d{2,3}|white|black|transparent|current|surface)(\/\d+)?$/;
/** Typography's dark preset changes only the prose colours. */
const COLOUR_PRESETS = new Set(['prose-invert']);

/** Every `dark:` utility in the sources, with its variants after `dark:` stripped. */
function darkUtilities() {
  const found: { file: string; utility: string }[] = [];
  for (const file of sources)
    for (const [, rest] of fs.readFileSync(file, 'utf8').matchAll(/\bdark:([\w:/.[\]-]+)/g))
      found.push({ file, utility: rest!.split(':').at(-1)! });
  return found;
}

/** The declarations inside `@variant dark { ... }` blocks and dark media queries of a stylesheet. */
function darkDeclarations(css: string) {
  const declarations: string[] = [];
  for (const start of css.matchAll(
    /@variant dark\s*\{|@media \(prefers-color-scheme: dark\)\s*\{/g,
  )) {
    let depth = 1;
    let i = start.index! + start[0].length;
    const bodyStart = i;
    while (depth > 0 && i < css.length) {
      if (css[i] === '{') depth += 1;
      if (css[i] === '}') depth -= 1;
      i += 1;
    }
    const body = css.slice(bodyStart, i - 1).replace(/\/\*[\s\S]*?\*\//g, '');
    declarations.push(
      ...body
        .split(/[;{}]/)
        .map((d) => d.trim())
        .filter((d) => /^[\w-]+\s*:/.test(d) && !d.startsWith('&')),
    );
  }
  return declarations;
}

describe('the dark theme changes colours only', () => {
  it('is read from the sources', () => {
    expect(sources.length).toBeGreaterThan(50);
    expect(darkUtilities().length).toBeGreaterThan(3);
    expect(darkDeclarations(fs.readFileSync('app/theme.css', 'utf8')).length).toBeGreaterThan(40);
  });

  it('every dark: utility sets a colour', () => {
    const other = darkUtilities().filter(
      ({ utility }) => !COLOUR_UTILITY.test(utility) && !COLOUR_PRESETS.has(utility),
    );
    expect(other).toEqual([]);
  });

  it('every dark rule of a stylesheet sets a colour variable or the colour scheme', () => {
    const other = sources
      .filter((f) => f.endsWith('.css'))
      .flatMap((file) =>
        darkDeclarations(fs.readFileSync(file, 'utf8'))
          .filter((d) => !/^(--color-[\w-]+|color-scheme)\s*:/.test(d))
          .map((d) => `${file}: ${d}`),
      );
    expect(other).toEqual([]);
  });

  it('the checks catch a utility or declaration that is not a colour', () => {
    expect(COLOUR_UTILITY.test('hidden')).toBe(false);
    expect(COLOUR_UTILITY.test('text-sm')).toBe(false);
    expect(COLOUR_UTILITY.test('border-2')).toBe(false);
    expect(darkDeclarations(':root { @variant dark { display: none; --color-x: #000; } }')).toEqual(
      ['display: none', '--color-x: #000'],
    );
  });
});
