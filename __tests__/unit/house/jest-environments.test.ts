import fs from 'node:fs';
import path from 'node:path';

// Jest runs tests under Node (jest.config.mjs); a test that renders components or touches the
// DOM asks for jsdom in its first line. Every .tsx test renders, so each must ask.
const files = fs
  .readdirSync('__tests__', { recursive: true, encoding: 'utf8' })
  .filter((f) => /\.test\.tsx?$/.test(f))
  .map((f) => path.join('__tests__', f));
const asksForJsdom = (file: string) =>
  fs.readFileSync(file, 'utf8').startsWith('/** @jest-environment jsdom */');

describe('test environments', () => {
  it('are read from every test file', () => {
    expect(files.length).toBeGreaterThan(70);
  });

  it('every component test (.tsx) runs under jsdom', () => {
    expect(files.filter((f) => f.endsWith('.tsx') && !asksForJsdom(f))).toEqual([]);
  });

  it('no test names Node, the default', () => {
    const namesNode = `@jest-environment ${'node'}`;
    expect(files.filter((f) => fs.readFileSync(f, 'utf8').includes(namesNode))).toEqual([]);
  });
});
