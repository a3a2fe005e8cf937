import { describe, expect, it } from 'vitest';
import { isPriceRangeReversed, noFilters } from './filters.js';

describe('isPriceRangeReversed', () => {
  it('accepts open and ordered ranges', () => {
    expect(isPriceRangeReversed(noFilters)).toBe(false);
    expect(isPriceRangeReversed({ ...noFilters, minPriceCents: 500 })).toBe(false);
    expect(isPriceRangeReversed({ ...noFilters, maxPriceCents: 0 })).toBe(false);
    expect(isPriceRangeReversed({ ...noFilters, minPriceCents: 500, maxPriceCents: 500 })).toBe(
      false,
    );
  });

  it('rejects a minimum above the maximum', () => {
    expect(isPriceRangeReversed({ ...noFilters, minPriceCents: 501, maxPriceCents: 500 })).toBe(
      true,
    );
  });
});
