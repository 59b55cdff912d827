import { median } from '@/measure/median.mjs';

describe('median (the figure the measuring scripts report)', () => {
  it('is the middle value of an odd count, whatever the order', () => {
    expect(median([30, 10, 20])).toBe(20);
    expect(median([5, 1, 4, 2, 3])).toBe(3);
  });

  it('is the mean of the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('leaves the measurements in their order', () => {
    const runs = [3, 1, 2];
    median(runs);
    expect(runs).toEqual([3, 1, 2]);
  });
});
