import { describe, expect, it } from 'vitest';
import { valueScale } from './scale.js';

describe('valueScale', () => {
  it('starts at zero and ends on a round number above the highest value', () => {
    expect(valueScale([1200, 3730, 880])).toEqual({
      min: 0,
      max: 4000,
      ticks: [0, 1000, 2000, 3000, 4000],
    });
  });

  it('reaches below zero when a value is negative', () => {
    const scale = valueScale([-300, 900]);
    expect(scale.min).toBe(-500);
    expect(scale.max).toBe(1000);
    expect(scale.ticks).toContain(0);
  });

  it('has a unit axis when every value is zero or there are none', () => {
    expect(valueScale([0, 0])).toEqual({ min: 0, max: 1, ticks: [0, 1] });
    expect(valueScale([])).toEqual({ min: 0, max: 1, ticks: [0, 1] });
  });

  it('steps by 1, 2 or 5 times a power of ten', () => {
    for (const values of [[7], [13], [99], [150_001], [2_345]]) {
      const [first, second] = valueScale(values).ticks;
      const step = second! - first!;
      expect(step / 10 ** Math.floor(Math.log10(step))).toBeOneOf([1, 2, 5]);
    }
  });
});
