import { describe, expect, it } from 'vitest';
import { centsToDollars, dollarsToCents } from './cents.js';

describe('centsToDollars', () => {
  it('divides by a hundred', () => {
    expect(centsToDollars(1250)).toBe(12.5);
    expect(centsToDollars(0)).toBe(0);
  });

  it('gives NaN, the empty field, for null and leaves undefined alone', () => {
    expect(centsToDollars(null)).toBeNaN();
    expect(centsToDollars(undefined)).toBeUndefined();
  });
});

describe('dollarsToCents', () => {
  it('rounds away floating-point error', () => {
    expect(dollarsToCents(0.29)).toBe(29);
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(dollarsToCents(1234.5)).toBe(123450);
  });

  it('gives null for an empty field', () => {
    expect(dollarsToCents(Number.NaN)).toBeNull();
  });
});
