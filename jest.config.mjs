import fs from 'node:fs';
import path from 'node:path';
import escapeStringRegexp from 'escape-string-regexp';
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

// The markdown toolchain (unified, remark, micromark...) ships ES modules only; Jest must transform
// them. Every package that declares "type": "module" is transformed, the rest is left alone.
function esmPackages() {
  const root = path.join(process.cwd(), 'node_modules');
  const names = [];
  for (const entry of fs.readdirSync(root)) {
    const dirs = entry.startsWith('@')
      ? fs.readdirSync(path.join(root, entry)).map((d) => `${entry}/${d}`)
      : [entry];
    for (const name of dirs) {
      try {
        const pkg = JSON.parse(fs.readFileSync(path.join(root, name, 'package.json'), 'utf8'));
        if (pkg.type === 'module') names.push(name);
      } catch {
        // not a package folder
      }
    }
  }
  return names;
}

// Node by default; a test of components or the DOM says `@jest-environment jsdom` in its first
// comment (every .tsx test does: __tests__/unit/house/jest-environments.test.ts keeps them in step).
const base = createJestConfig({
  testEnvironment: 'node',
  testMatch: ['<rootDir>/__tests__/{unit,integration}/**/*.test.{ts,tsx}'],
  setupFilesAfterEnv: ['<rootDir>/__tests__/setup.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
});

export default async function config() {
  const resolved = await base();
  const escaped = esmPackages().map((n) => escapeStringRegexp(n));
  return {
    ...resolved,
    transformIgnorePatterns: [`/node_modules/(?!(${escaped.join('|')})/)`],
  };
}
