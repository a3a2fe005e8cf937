import { describe, expect, it } from 'vitest';
import { centsOf, moneyText, percentOf } from '../../src/ledger/cents.js';
import { splitSale, type SplitItem } from '../../src/ledger/sale-split.js';

const item = (overrides: Partial<SplitItem> = {}): SplitItem => ({
  unitPrice: 1999,
  quantity: 3,
  shippingPrice: 100,
  isTctProduct: true,
  levels: [
    { level: 1, payment_percentage: '10.00' },
    { level: 2, payment_percentage: '5.50' },
  ],
  ...overrides,
});

describe('the sale split', () => {
  it('takes the fee, each level and the net amount in cents, half up per line', () => {
    expect(splitSale([item()], { hasMembership: false }, '10')).toEqual({
      subtotal: 5997,
      shipping: 300,
      feePercent: '10',
      fee: 600,
      commissions: 930,
      netAmount: 4767,
      commissionLines: [
        { item: 0, level: 1, amount: 600 },
        { item: 0, level: 2, amount: 330 },
      ],
    });
  });

  it('charges no fee to a member and no commissions outside the network', () => {
    const split = splitSale([item({ isTctProduct: false })], { hasMembership: true }, '10');
    expect(split).toMatchObject({ fee: 0, feePercent: '0', commissions: 0, netAmount: 6297 });
    expect(split.commissionLines).toEqual([]);
  });

  it('rounds each line on its own, half up', () => {
    // 1 cent × 50 % = 0.5 → 1; two such lines are 2, not round(1.0) = 1.
    const split = splitSale(
      [
        item({
          unitPrice: 1,
          quantity: 1,
          shippingPrice: 0,
          levels: [{ level: 1, payment_percentage: '50' }],
        }),
        item({
          unitPrice: 1,
          quantity: 1,
          shippingPrice: 0,
          levels: [{ level: 1, payment_percentage: '50' }],
        }),
      ],
      { hasMembership: true },
      '10',
    );
    expect(split.commissions).toBe(2);
    expect(percentOf(5, 1000)).toBe(1);
    expect(percentOf(4, 1000)).toBe(0);
  });

  it('reads and writes amounts without floats', () => {
    expect(centsOf('12.5')).toBe(1250);
    expect(centsOf('0.07')).toBe(7);
    expect(moneyText(1250)).toBe('12.50');
    expect(moneyText(-5)).toBe('-0.05');
    expect(moneyText(centsOf('9999999999.99'))).toBe('9999999999.99');
  });
});
