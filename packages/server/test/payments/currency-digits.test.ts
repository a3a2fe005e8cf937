import { describe, expect, it } from 'vitest';
import { minorDigits, minorText } from '../../src/payments/currency-digits.js';

describe('a charge in its own currency, as the purchase answers it', () => {
  it('writes cents for dollars and the currencies with decimals, whole units for CLP and COP', () => {
    expect(minorText(1250, 'USD')).toBe('12.50');
    expect(minorText(5, 'USD')).toBe('0.05');
    expect(minorText(1125050, 'ARS')).toBe('11250.50');
    expect(minorText(11875, 'CLP')).toBe('11875');
    expect(minorText(0, 'COP')).toBe('0');
    expect(minorText(-120, 'BRL')).toBe('-1.20');
    expect([minorDigits('USD'), minorDigits('MXN'), minorDigits('CLP')]).toEqual([2, 2, 0]);
  });
});
