import { describe, expect, it } from 'vitest';
import { foreignCharge, wasCharged } from './charge';

const pesos = { currency: 'ARS', charged_amount: '11250.50', exchange_rate: '950.25' };

/** Intl puts a no-break space between a code and its amount: compared as a plain one. */
const plain = (charge: ReturnType<typeof foreignCharge>) =>
  charge && { amount: charge.amount.replace(/\s/g, ' '), rate: charge.rate };

describe('a charge in another currency', () => {
  it('says the amount with its code and the rate, in the page’s language', () => {
    expect(plain(foreignCharge('en', pesos))).toEqual({ amount: 'ARS 11,250.50', rate: '950.25' });
    expect(plain(foreignCharge('es', pesos))).toEqual({ amount: '11.250,50 ARS', rate: '950,25' });
  });

  it('keeps the decimals the server sent: none for a currency without cents', () => {
    const charge = foreignCharge('en', {
      currency: 'CLP',
      charged_amount: '18900',
      exchange_rate: '945.5',
    });
    expect(plain(charge)).toEqual({ amount: 'CLP 18,900', rate: '945.5' });
  });

  it('is nothing for a charge in dollars or before any was set', () => {
    expect(foreignCharge('en', { ...pesos, currency: 'USD' })).toBeNull();
    expect(foreignCharge('en', { ...pesos, charged_amount: null })).toBeNull();
    expect(foreignCharge('en', { ...pesos, exchange_rate: null })).toBeNull();
  });
});

describe('whether a purchase charged the buyer', () => {
  const refund = {
    amount: '20.00',
    status: 'pending',
    created_at: '2026-11-28T20:00:00Z',
  } as const;

  it('is so once paid, or with a refund (a payment that came in late)', () => {
    expect(wasCharged({ status: 'paid', refund: null })).toBe(true);
    expect(wasCharged({ status: 'expired', refund })).toBe(true);
  });

  it('is not so while waiting for the payment, or when it never came', () => {
    expect(wasCharged({ status: 'pending', refund: null })).toBe(false);
    expect(wasCharged({ status: 'expired', refund: null })).toBe(false);
  });
});
