import { describe, expect, it } from 'vitest';
import { choicesLeft, partialAmount } from './refund-amount';

describe('partialAmount', () => {
  it('sends cents as the wire’s dollars, and nothing for an empty field', () => {
    expect(partialAmount(1250, 4000)).toEqual({ amount: '12.50', errors: {} });
    expect(partialAmount(null, 4000)).toEqual({ amount: '', errors: {} });
  });

  it('refuses what is left to refund or more before anything is sent', () => {
    const error = { amount: 'claims.amountUnderRefundable' };
    expect(partialAmount(4000, 4000).errors).toEqual(error);
    expect(partialAmount(4001, 4000).errors).toEqual(error);
    expect(partialAmount(3999, 4000).errors).toEqual({});
  });
});

describe('choicesLeft', () => {
  const choices = ['refund_full', 'offer_partial', 'request_return'] as const;
  const refunds = ['refund_full', 'offer_partial'] as const;

  it('offers every answer while some of the sale is left to refund', () => {
    expect(choicesLeft(choices, refunds, '0.01')).toEqual(choices);
  });

  it('takes the refunds away once all of it went back', () => {
    expect(choicesLeft(choices, refunds, '0.00')).toEqual(['request_return']);
  });
});
