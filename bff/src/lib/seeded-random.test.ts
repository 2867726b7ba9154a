import { SeededRandom } from './seeded-random';

const take = (seed: number, count: number) => {
  const random = new SeededRandom(seed);
  return Array.from({ length: count }, () => random.next());
};

describe('SeededRandom', () => {
  it('gives the same numbers for the same seed and other numbers for another seed', () => {
    expect(take(42, 50)).toEqual(take(42, 50));
    expect(take(42, 50)).not.toEqual(take(43, 50));
    expect(take(0, 50)).not.toEqual(take(2 ** 32 - 1, 50));
  });

  it('gives numbers in [0, 1) spread evenly over ten bins', () => {
    const numbers = take(7, 100_000);
    expect(Math.min(...numbers)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...numbers)).toBeLessThan(1);
    const bins = new Array<number>(10).fill(0);
    for (const number of numbers) bins[Math.floor(number * 10)] += 1;
    // Each bin expects 10,000 with a standard deviation of about 95: 500 is more than five of them.
    for (const bin of bins) expect(Math.abs(bin - 10_000)).toBeLessThan(500);
  });

  it('draws every index from 0 to count − 1 and none outside', () => {
    const random = new SeededRandom(3);
    const drawn = new Set(Array.from({ length: 1_000 }, () => random.index(7)));
    expect([...drawn].sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });
});
