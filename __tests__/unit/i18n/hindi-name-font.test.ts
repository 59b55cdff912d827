import fs from 'node:fs';
import { dictionaries } from '@/lib/i18n/dictionary';
import {
  HINDI_ON_ENGLISH_PAGES,
  subsetHindiName,
  TARGET,
} from '../../../build-steps/subset-hindi-name.mjs';

it('app/hindi-name.woff2 is the subset the script writes (run it after changing the words or font)', async () => {
  const expected: Buffer = await subsetHindiName();
  expect(Buffer.compare(fs.readFileSync(TARGET), expected)).toBe(0);
});

/** Every string of a dictionary, however deep. */
const strings = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : value && typeof value === 'object'
      ? Object.values(value).flatMap(strings)
      : [];

it('covers every Devanagari letter the English pages show (they load no other Devanagari font)', () => {
  const covered = new Set(HINDI_ON_ENGLISH_PAGES);
  const shown = strings(dictionaries.en).flatMap((text) =>
    [...text].filter((c) => /[\u0900-\u097F]/.test(c)),
  );
  expect(shown.length).toBeGreaterThan(0);
  expect([...new Set(shown)].filter((c) => !covered.has(c))).toEqual([]);
});
