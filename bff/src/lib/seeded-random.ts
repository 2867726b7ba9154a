/*
 * A pseudo-random generator that a seed fixes, so that an answer drawn from it (the bootstrap of an
 * award) is the same each time it is asked for with the same seed: Math.random cannot be seeded.
 * Mulberry32, a 32-bit generator of one multiply-and-shift step per number: fast, and random enough
 * to resample a panel (its period, 2³², is far beyond the 20,000 × 1,000 draws of the largest
 * answer).
 */
export class SeededRandom {
  private state: number;

  /** `seed` is an integer, taken modulo 2³²: the same seed, the same numbers. */
  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A number in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(this.state ^ (this.state >>> 15), this.state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  }

  /** An integer from 0 to `count` − 1, each equally likely. */
  index(count: number): number {
    return Math.floor(this.next() * count);
  }
}
