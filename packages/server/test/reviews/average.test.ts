import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { averageOf } from '../../src/reviews/ratings.js';

/** The average in tenths, rounded half up, in integers only: (20 × sum + count) ÷ (2 × count). */
const exactTenths = (sum: number, count: number) => Math.floor((20 * sum + count) / (2 * count));

describe('the average of a rating', () => {
  it('is null with no reviews, and one decimal, half up, with some', () => {
    expect(averageOf(0, 0)).toBeNull();
    expect(averageOf(5, 1)).toBe(5);
    expect(averageOf(9, 2)).toBe(4.5);
    expect(averageOf(14, 3)).toBe(4.7);
    expect(averageOf(10, 3)).toBe(3.3);
    // 4.25 and 4.35 are not exact in binary; they still round up, as PostgreSQL's round() does.
    expect(averageOf(17, 4)).toBe(4.3);
    expect(averageOf(87, 20)).toBe(4.4);
  });

  it('equals the exact rounding for any number of reviews of 1 to 5 stars', () => {
    const ratings = fc.tuple(
      fc.integer({ min: 1, max: 10_000_000 }),
      fc.double({ min: 0, max: 1 }),
    );
    fc.assert(
      fc.property(ratings, ([count, share]) => {
        // Any sum count × 1 … count × 5 is some set of `count` ratings.
        const sum = count + Math.floor(share * 4 * count);
        expect(averageOf(sum, count)).toBe(exactTenths(sum, count) / 10);
      }),
      { numRuns: 20_000 },
    );
  });
});
