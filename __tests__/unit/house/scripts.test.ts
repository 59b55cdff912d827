import fs from 'node:fs';

// package.json's scripts, the README's tables and every `npm run` the docs mention stay in step.
const scripts = Object.keys(
  (JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> })
    .scripts,
);
const readme = fs.readFileSync('README.md', 'utf8');
const section = (heading: string) => {
  const start = readme.indexOf(`## ${heading}\n`);
  return readme.slice(start, readme.indexOf('\n## ', start + 1));
};
const named = (text: string) =>
  new Set([
    ...[...text.matchAll(/npm run ([\w:-]+)/g)].map((m) => m[1]!),
    ...[...text.matchAll(/`npm (start|test)`/g)].map((m) => m[1]!),
  ]);
/** The stages of `npm test`: every script named in run-suite.mjs's LANES. */
const suite = fs.readFileSync('e2e/harness/run-suite.mjs', 'utf8');
const lanes = suite.slice(suite.indexOf('export const LANES = {'), suite.indexOf('\n};\n'));
const stages = [...lanes.matchAll(/'([\w:-]+)'/g)].map((m) => m[1]!);

describe('the scripts', () => {
  it("are each in the README's Scripts table, which names no other (predev runs before dev)", () => {
    const table = named(section('Scripts'));
    expect(scripts.filter((s) => s !== 'predev' && !table.has(s))).toEqual([]);
    expect([...table].filter((s) => !scripts.includes(s))).toEqual([]);
    expect(section('Scripts')).toContain('`predev`');
  });

  it("run as npm test's stages, each a script, the README's Tests table listing the test stages", () => {
    expect(stages.length).toBeGreaterThan(5);
    expect(stages.filter((s) => !scripts.includes(s))).toEqual([]);
    const table = named(section('Tests'));
    expect(stages.filter((s) => s.startsWith('test:') && !table.has(s))).toEqual([]);
  });

  it('are the only ones the docs tell anyone to run', () => {
    const docs = [
      'README.md',
      ...fs
        .readdirSync('docs')
        .filter((f) => f.endsWith('.md'))
        .map((f) => `docs/${f}`),
    ];
    const unknown = docs.flatMap((file) =>
      [...named(fs.readFileSync(file, 'utf8'))]
        .filter((s) => !scripts.includes(s))
        .map((s) => `${file}: npm run ${s}`),
    );
    expect(unknown).toEqual([]);
  });
});
