import { spawnSync } from 'node:child_process';

/** The client-boundary errors of each text, linted with the project's configuration as the file named. */
function lint(cases: { file: string; code: string }[]): string[][] {
  const script = `
    import { ESLint } from 'eslint';
    const eslint = new ESLint();
    const cases = JSON.parse(process.env.CASES);
    const out = [];
    for (const { file, code } of cases) {
      const [result] = await eslint.lintText(code, { filePath: file });
      out.push(result.messages.filter((m) => m.ruleId === 'healthhub/client-boundary').map((m) => m.message));
    }
    console.log(JSON.stringify(out));`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    encoding: 'utf8',
    env: { ...process.env, CASES: JSON.stringify(cases) },
  });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout);
}

const client = (imports: string) => `'use client';\n${imports}\nexport const probe = 1;\n`;
const FILE = 'components/probe/probe.tsx';

describe('the client boundary (lint/client-boundary.mjs)', () => {
  it('fails a client module that imports file-reading code, directly or through other modules', () => {
    const [content, loader, builtin, reExport, allowed, typeOnly, server] = lint([
      { file: FILE, code: client("import { getCorpus } from '@/lib/content';") },
      { file: FILE, code: client("import { loadCorpus } from '@/lib/content/read/load';") },
      { file: FILE, code: client("import fs from 'node:fs';") },
      { file: 'lib/probe.ts', code: client("export { getCorpus } from './content';") },
      { file: FILE, code: client("import { searchTiers } from '@/lib/search/engine';") },
      { file: FILE, code: client("import type { Article } from '@/lib/content';") },
      {
        file: FILE,
        code: "import { getCorpus } from '@/lib/content';\nexport const x = getCorpus;\n",
      },
    ]);
    for (const messages of [content, loader, builtin, reExport]) {
      expect(messages).toEqual([expect.stringMatching(/runs only in Node/)]);
    }
    // The path it names ends at a module of Node's own.
    expect(content![0]).toMatch(/lib\/content\/read\/load\.ts -> node:(?:fs|crypto)/);
    // Browser-safe modules, type-only imports and server components are fine.
    expect([allowed, typeOnly, server]).toEqual([[], [], []]);
  });
});
