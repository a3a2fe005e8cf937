import { describe, expect, it } from 'vitest';
import { histogramBars } from './bars.js';

describe('histogramBars', () => {
  it('lists five bars, 5 stars first, each with its share of all reviews', () => {
    expect(histogramBars({ '1': 1, '2': 0, '3': 1, '4': 2, '5': 4 })).toEqual([
      { stars: 5, count: 4, share: 0.5 },
      { stars: 4, count: 2, share: 0.25 },
      { stars: 3, count: 1, share: 0.125 },
      { stars: 2, count: 0, share: 0 },
      { stars: 1, count: 1, share: 0.125 },
    ]);
  });

  it('gives every bar nothing when there are no reviews', () => {
    const bars = histogramBars({ '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 });
    expect(bars.map(({ count, share }) => [count, share])).toEqual(Array(5).fill([0, 0]));
  });

  it('counts missing, negative or non-numeric keys as 0', () => {
    const bars = histogramBars({ '5': 3, '4': -2, '3': Number.NaN });
    expect(bars.map(({ stars, count, share }) => [stars, count, share])).toEqual([
      [5, 3, 1],
      [4, 0, 0],
      [3, 0, 0],
      [2, 0, 0],
      [1, 0, 0],
    ]);
  });
});
