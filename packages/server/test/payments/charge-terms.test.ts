import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amountOfMinor,
  chargeTermsFor,
  MERCADOPAGO_CURRENCIES,
  minorDigits,
  minorOfAmount,
} from '../../src/payments/mercadopago/charge-terms.js';

const currency = fc.constantFrom(...MERCADOPAGO_CURRENCIES);
/**
 * Rates as an operator writes them, up to 6 decimals, above zero; below 100,000 units per dollar
 * (COP is near 4,000), so that a million dollars stays within what a number holds exactly.
 */
const usdRate = fc
  .tuple(
    fc.integer({ min: 0, max: 99_999 }),
    fc.integer({ min: 0, max: 999_999 }),
    fc.integer({ min: 0, max: 6 }),
  )
  .map(([units, fraction, decimals]) =>
    decimals === 0
      ? String(units)
      : `${units}.${String(fraction).padStart(6, '0').slice(0, decimals)}`,
  )
  .filter((rate) => /[1-9]/.test(rate));
const cents = fc.integer({ min: 0, max: 100_000_000 });

const minorOf = (total: number, code: string, rate: string) =>
  chargeTermsFor(total, code, rate).minor;

describe("a purchase's charge in Mercado Pago's currency", () => {
  it('matches a table worked by hand, rounding half up', () => {
    const table: [number, string, string, number][] = [
      [2633, 'ARS', '950.25', 2502008], // 25,020.0825 pesos
      [1, 'CLP', '950', 10], // 9.5 pesos, whole units
      [1, 'CLP', '949.99', 9], // 9.4999
      [12345, 'COP', '3950.5', 487689], // 487,689.225
      [50, 'MXN', '17.01', 851], // 8.505 pesos: 850.5 centavos
      [100, 'BRL', '5.4321', 543], // 5.4321 reais
      [99, 'PEN', '3.75', 371], // 3.7125 soles
      [100_000, 'UYU', '39.999999', 4000000], // 39,999.999 pesos: 3,999,999.9 centésimos
    ];
    for (const [total, code, rate, minor] of table) {
      expect(chargeTermsFor(total, code, rate), `${total} cents in ${code} at ${rate}`).toEqual({
        currency: code,
        minor,
        exchangeRate: rate,
      });
    }
  });

  it('is within half a minor unit of the exact product', () => {
    fc.assert(
      fc.property(cents, currency, usdRate, (total, code, rate) => {
        const minor = BigInt(minorOf(total, code, rate));
        const [units, decimals = ''] = rate.split('.');
        const denominator = 100n * 10n ** BigInt(decimals.length);
        const exact = BigInt(total) * BigInt(units! + decimals) * 10n ** BigInt(minorDigits(code));
        const error = minor * denominator - exact; // (charged − exact) × denominator
        return -denominator < 2n * error && 2n * error <= denominator;
      }),
    );
  });

  it('is zero for nothing, and never less for more', () => {
    fc.assert(
      fc.property(cents, cents, currency, usdRate, (a, b, code, rate) => {
        expect(minorOf(0, code, rate)).toBe(0);
        const [low, high] = a <= b ? [a, b] : [b, a];
        return minorOf(low, code, rate) <= minorOf(high, code, rate);
      }),
    );
  });

  it('differs from the sum of its lines converted one by one by their rounding at most', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 20 }),
        currency,
        usdRate,
        (lines, code, rate) => {
          const total = lines.reduce((sum, line) => sum + line, 0);
          const ofLines = lines.reduce((sum, line) => sum + minorOf(line, code, rate), 0);
          // Each conversion is off by at most half a unit: n lines and the total, n + 1 halves.
          return 2 * Math.abs(ofLines - minorOf(total, code, rate)) <= lines.length + 1;
        },
      ),
    );
  });

  it('reads back what Mercado Pago answers as the same minor units', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e13 }), currency, (minor, code) => {
        return minorOfAmount(amountOfMinor(minor, code), code) === minor;
      }),
    );
    expect(amountOfMinor(2502008, 'ARS')).toBe(25020.08);
    expect(amountOfMinor(487689, 'COP')).toBe(487689);
    expect(minorOfAmount(100.5, 'ARS')).toBe(10050);
    expect(minorOfAmount(0.1 + 0.2, 'ARS')).toBe(30); // 0.30000000000000004, half up
  });

  it('refuses a currency Mercado Pago does not charge in and a rate that is not a positive decimal', () => {
    expect(() => minorDigits('USD')).toThrow(/USD/);
    for (const rate of ['0', '0.000', '-950', '1e3', '', '950.', '.5', ' 950', 'NaN']) {
      expect(() => chargeTermsFor(100, 'ARS', rate), rate).toThrow(/rate/);
    }
    expect(() => chargeTermsFor(-1, 'ARS', '950')).toThrow(/cents/);
    expect(() => chargeTermsFor(0.5, 'ARS', '950')).toThrow(/cents/);
    expect(() => chargeTermsFor(100_000_000, 'ARS', '999999999')).toThrow(
      /past what can be charged/,
    );
  });
});
