import fs from 'node:fs';
import { subsetHindiName, TARGET } from '../../../build-steps/subset-hindi-name.mjs';

it('app/hindi-name.woff2 is the subset the script writes (run it after changing the label or font)', async () => {
  const expected: Buffer = await subsetHindiName();
  expect(Buffer.compare(fs.readFileSync(TARGET), expected)).toBe(0);
});
