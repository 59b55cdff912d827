// A YAML map is read in time linear in its keys (the parser's own check of repeated keys grows with
// their square: 85,000 keys took minutes inside a file's size limit), and a key written twice is
// still an error at the line where it is written again, in front-matter and YAML files alike.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseFailure } from '@/lib/content/checks/lines';
import { parseMarkdown, readYamlFile } from '@/lib/content/read/parse-files';
import { random } from '../../helpers/random';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'healthhub-yaml-keys-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const yamlFile = (text: string) => {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.yml`);
  fs.writeFileSync(file, text);
  return file;
};

it('a map of 85,000 keys is read in seconds, not minutes', () => {
  // On one line (a file of 85,000 lines is refused by its line limit before it is parsed).
  const text = `terms: {${Array.from({ length: 85_000 }, (_, i) => `k${i}: v`).join(', ')}}\n`;
  const started = performance.now();
  const { data, lineOf } = readYamlFile(yamlFile(text), 'glossary');
  expect(Object.keys((data as { terms: object }).terms)).toHaveLength(85_000);
  // The line of a field, as a problem names it.
  expect(lineOf(['terms', 'k84999'])).toBe(1);
  expect(performance.now() - started).toBeLessThan(5_000);
  const lines = `terms:\n${Array.from({ length: 85_000 }, (_, i) => `  k${i}: v`).join('\n')}\n`;
  expect(() => readYamlFile(yamlFile(lines), 'glossary')).toThrow(/at most 5,000 lines/);
});

it.each(Array.from({ length: 20 }, (_, i) => i + 1))(
  'a key written twice, in a map at any depth, is an error at its second line (%i)',
  (seed) => {
    const next = random(seed * 17);
    const keys = Array.from({ length: 3 + Math.floor(next() * 20) }, (_, i) => `key${i}`);
    const at = 1 + Math.floor(next() * (keys.length - 1));
    const repeated = keys[Math.floor(next() * at)]!;
    keys.splice(at, 0, repeated);
    const nested = next() < 0.5;
    const lines = [
      ...(nested ? ['outer:', '  - name: x'] : []),
      ...keys.map((key, i) => `${nested ? '    ' : ''}${key}: ${i}`),
    ];
    const line = lines.indexOf(`${nested ? '    ' : ''}${repeated}: ${at}`) + 1;
    expect(() => readYamlFile(yamlFile(`${lines.join('\n')}\n`), 'list')).toThrow();
    try {
      readYamlFile(yamlFile(`${lines.join('\n')}\n`), 'list');
    } catch (error) {
      expect(parseFailure(error)).toMatchObject({ line, message: expect.stringMatching(/unique/) });
    }
    expect(() => parseMarkdown(`---\n${lines.join('\n')}\n---\nBody.\n`)).toThrow(/unique/);
  },
);
