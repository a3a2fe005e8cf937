import { describe, expect, it } from 'vitest';
import { checkCard, expiryOf } from './card-check';

const now = new Date(Date.UTC(2026, 10, 24));

describe('the card check before payment', () => {
  it('reads the expiry as a month and a four-digit year', () => {
    expect(expiryOf('1230')).toEqual({ month: 12, year: 2030 });
    expect(expiryOf('1330')).toBeUndefined();
    expect(expiryOf('0030')).toBeUndefined();
    expect(expiryOf('123')).toBeUndefined();
  });

  it('passes the test cards, valid through their expiry month', () => {
    expect(checkCard({ number: '4242424242424242', expiry: '1126', cvc: '123' }, now)).toEqual({});
    expect(checkCard({ number: '4000000000000002', expiry: '1230', cvc: '1234' }, now)).toEqual({});
  });

  it('names each field that is wrong', () => {
    expect(checkCard({ number: '4242424242424241', expiry: '1026', cvc: '12' }, now)).toEqual({
      number: 'checkout.card.numberInvalid',
      expiry: 'checkout.card.expired',
      cvc: 'checkout.card.cvcInvalid',
    });
    expect(checkCard({ number: '42', expiry: '1', cvc: '12345' }, now)).toEqual({
      number: 'checkout.card.numberInvalid',
      expiry: 'checkout.card.expiryInvalid',
      cvc: 'checkout.card.cvcInvalid',
    });
  });
});
