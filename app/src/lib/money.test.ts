import { describe, expect, it } from 'vitest';
import { fromCents, toCents, toSignedCents } from './money';

describe('money', () => {
  it('goes between the wire’s decimal strings and whole cents without floats', () => {
    expect(toCents('12.5')).toBe(1250);
    expect(toCents('0.07')).toBe(7);
    expect(fromCents(1250)).toBe('12.50');
    expect(fromCents(7)).toBe('0.07');
    expect(fromCents(toCents('1234.99'))).toBe('1234.99');
  });

  it('refuses what is not an amount', () => {
    expect(() => toCents('-1')).toThrow(RangeError);
    expect(() => fromCents(1.5)).toThrow(RangeError);
    expect(() => fromCents(-100)).toThrow(RangeError);
  });

  it('reads the ledger’s signed amounts', () => {
    expect(toSignedCents('-3.00')).toBe(-300);
    expect(toSignedCents('12.5')).toBe(1250);
    expect(() => toSignedCents('--1')).toThrow(RangeError);
  });
});
