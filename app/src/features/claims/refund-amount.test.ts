import { describe, expect, it } from 'vitest';
import { partialAmount } from './refund-amount';

describe('partialAmount', () => {
  it('sends cents as the wire’s dollars, and nothing for an empty field', () => {
    expect(partialAmount(1250, 4000)).toEqual({ amount: '12.50', errors: {} });
    expect(partialAmount(null, 4000)).toEqual({ amount: '', errors: {} });
  });

  it('refuses the whole total or more before anything is sent', () => {
    const error = { amount: 'claims.amountUnderTotal' };
    expect(partialAmount(4000, 4000).errors).toEqual(error);
    expect(partialAmount(4001, 4000).errors).toEqual(error);
    expect(partialAmount(3999, 4000).errors).toEqual({});
  });

  it('leaves the total to the server when it is not known', () => {
    expect(partialAmount(999_999, null).errors).toEqual({});
  });
});
