// The tablet-count check reads a line in time proportional to its length, whatever the line: a
// long run of digits, dots, commas or spaces (up to the file limit) is read in well under a second.
import { doseFindings } from '@/lib/content/checks/doses';
import { random } from '../../helpers/random';

const LENGTH = 200_000;

it.each(['1', '1.', '1,', '12 ', '1 1', ' ', ' \t', '1½', '２'])(
  'a line of %j repeated is read at once',
  (unit) => {
    const next = random(unit.length);
    const filler = unit.repeat(Math.ceil(LENGTH / unit.length)).slice(0, LENGTH);
    for (const line of [`Take 2 tablets ${filler}`, `${filler} take 2 tablets`, filler]) {
      const started = performance.now();
      doseFindings(line, 1 + Math.floor(next() * 10));
      expect(performance.now() - started).toBeLessThan(1_000);
    }
  },
);

it('still finds a count of tablets without its strength, and takes one with it', () => {
  expect(doseFindings('Take 2 tablets every 4 hours.', 5)).toHaveLength(1);
  expect(doseFindings('Take 2 tablets (500 mg each) every 4 hours.', 5)).toEqual([]);
  expect(doseFindings('Take 2 tablets of 1,000.5mg.', 5)).toEqual([]);
});
