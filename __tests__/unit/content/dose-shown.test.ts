// The tablet-count check reads what the page shows: a character reference or an invisible
// character inside "tablets" is the word, and a count in the summary, a takeaway or the title is
// a count a reader acts on.
import fs from 'node:fs';
import path from 'node:path';
import { checkCorpus } from '@/lib/content';
import { doseFindings } from '@/lib/content/checks/doses';
import { random } from '../../helpers/random';
import { copyOfContent } from '../../helpers/content-bytes';
import { VALID_CORPUS, validCorpusWith } from '../../helpers/valid-corpus';

const WORD = 'tablets';

it.each(Array.from({ length: 20 }, (_, i) => i + 1))(
  'a hidden spelling of the word is read (%i)',
  (seed) => {
    const next = random(seed * 131);
    const at = 1 + Math.floor(next() * (WORD.length - 1));
    const c = WORD[at]!;
    const hidden = [
      `&#${c.charCodeAt(0)};`,
      `&#x${c.charCodeAt(0).toString(16)};`,
      `\u00AD${c}`,
      `\u200B${c}`,
      `\u2060${c}`,
    ][Math.floor(next() * 5)]!;
    const written = WORD.slice(0, at) + hidden + WORD.slice(at + 1);
    expect(doseFindings(`Take 2 ${written} four times a day.`, 1)).toHaveLength(1);
    expect(doseFindings(`Take 2 ${written} (500 mg each) four times a day.`, 1)).toEqual([]);
  },
);

it.each(Array.from({ length: 20 }, (_, i) => i + 1))(
  'a count written with a named character reference is read as the page shows it (%i)',
  (seed) => {
    const next = random(seed * 733);
    const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
    const space = pick([
      '&nbsp;',
      '&ensp;',
      '&emsp;',
      '&thinsp;',
      '&hairsp;',
      '&numsp;',
      '&NonBreakingSpace;',
    ]);
    const count = pick([
      `2${space}`,
      '&frac12; ',
      '1&frac12; ',
      '&half; ',
      '&frac14; ',
      '&frac34; ',
      `1&frac12;${space}`,
      'two&nbsp;',
    ]);
    expect(doseFindings(`Give ${count}tablets twice a day.`, 1)).toHaveLength(1);
    expect(doseFindings(`Give ${count}tablets (500${space}mg each) twice a day.`, 1)).toEqual([]);
  },
);

it.each([
  [
    'excerpt',
    (t: string) => t.replace(/^excerpt: .*$/m, 'excerpt: "Take 8 tablets a day for pain."'),
  ],
  [
    'takeaways.0',
    (t: string) => t.replace(/^takeaways: \["[^"]*"/m, 'takeaways: ["Take 8 tablets a day."'),
  ],
  ['title', (t: string) => t.replace(/^title: .*$/m, 'title: "Take 8 tablets a day"')],
])('a count of tablets without strength in the %s is an error there', (field, edit) => {
  const alpha = fs.readFileSync(path.join(VALID_CORPUS, 'articles', 'alpha.md'), 'utf8');
  const edited = edit(alpha);
  expect(edited).not.toBe(alpha);
  const paths = validCorpusWith('alpha.md', edited);
  const { problems } = checkCorpus(paths);
  expect(
    problems
      .filter((p) => p.file.endsWith('alpha.md') && /counts tablets/.test(p.message))
      .map((p) => p.field),
  ).toEqual([field]);
});

it("a count of tablets without strength in an emergency's title or summary is an error there", () => {
  const paths = copyOfContent();
  const file = path.join(paths.contentDir, 'emergencies', 'low-blood-sugar.md');
  const text = fs.readFileSync(file, 'utf8');
  const edited = text
    .replace(/^title: .*$/m, 'title: "Low blood sugar: give 4 tablets"')
    .replace(/^summary: .*$/m, 'summary: "Give 4 glucose tablets, then check again."');
  expect(edited).not.toBe(text);
  fs.writeFileSync(file, edited);
  const fields = checkCorpus(paths)
    .problems.filter((p) => p.file.endsWith('emergencies/low-blood-sugar.md'))
    .filter((p) => /counts tablets/.test(p.message))
    .map((p) => p.field)
    .sort();
  expect(fields).toEqual(['summary', 'title']);
});
