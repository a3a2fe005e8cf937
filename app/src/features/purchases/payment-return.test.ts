import { describe, expect, it } from 'vitest';
import { readPaymentReturn, returnOutcomeOf, returnVerification } from './payment-return';

const query = (text: string) => new URLSearchParams(text);

describe('the provider’s return address', () => {
  it('is no return without payment=return', () => {
    expect(readPaymentReturn(query(''))).toBeNull();
    expect(readPaymentReturn(query('session_id=cs_1'))).toBeNull();
    expect(readPaymentReturn(query('payment=other&session_id=cs_1'))).toBeNull();
  });

  it('names Stripe’s session, which verify-payment is then given', () => {
    const found = readPaymentReturn(query('payment=return&session_id=cs_test_a1B2'));
    expect(found).toEqual({ sessionId: 'cs_test_a1B2' });
    expect(returnVerification(found!)).toEqual({ session_id: 'cs_test_a1B2' });
  });

  it('is a return without a session from Mercado Pago, verified with nothing', () => {
    const found = readPaymentReturn(
      query(
        'payment=return&collection_id=123&payment_id=123&status=approved' +
          '&external_reference=42&preference_id=pref-9&site_id=MLA',
      ),
    );
    expect(found).toEqual({ sessionId: null });
    expect(returnVerification(found!)).toEqual({});
  });

  it('leaves out a session id verify-payment would refuse: blank or too long', () => {
    expect(readPaymentReturn(query('payment=return&session_id=%20%20'))).toEqual({
      sessionId: null,
    });
    const long = 'x'.repeat(301);
    expect(readPaymentReturn(query(`payment=return&session_id=${long}`))).toEqual({
      sessionId: null,
    });
    const longest = 'x'.repeat(300);
    expect(readPaymentReturn(query(`payment=return&session_id=${longest}`))).toEqual({
      sessionId: longest,
    });
  });
});

describe('where a purchase stands on return', () => {
  const purchase = (status: string, transaction: string) =>
    ({ status, transaction: { status: transaction } }) as Parameters<typeof returnOutcomeOf>[0];

  it('is paid once its transaction is', () => {
    expect(returnOutcomeOf(purchase('approved', 'paid'))).toBe('paid');
  });

  it('is waiting while the purchase waits for its payment', () => {
    expect(returnOutcomeOf(purchase('pending_payment', 'pending'))).toBe('waiting');
  });

  it('has ended when the purchase expired or was cancelled unpaid', () => {
    expect(returnOutcomeOf(purchase('expired', 'expired'))).toBe('ended');
    expect(returnOutcomeOf(purchase('cancelled', 'cancelled'))).toBe('ended');
  });
});
