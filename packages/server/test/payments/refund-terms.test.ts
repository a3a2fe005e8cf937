import { TRANSACTION_STATUSES } from '@plaza/api';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PURCHASE_TRANSITIONS,
  refundReasonOf,
  RELEASED_STATUSES,
  type PurchaseEvent,
} from '../../src/orders/state-machine.js';
import { refundTerms } from '../../src/payments/refunds.js';

const EVENTS = Object.keys(PURCHASE_TRANSITIONS) as PurchaseEvent[];

describe('what a refund gives back', () => {
  const payment = fc.record({
    amount: fc.integer({ min: 0, max: 100_000_000 }),
    currency: fc.constantFrom('USD', 'ARS', 'CLP', 'MXN'),
    chargedMinor: fc.option(fc.integer({ min: 0, max: 1_000_000_000_000 }), { nil: null }),
  });

  it('is the whole charge: the total in US cents, and what was charged in its own currency', () => {
    fc.assert(
      fc.property(payment, (charged) => {
        const terms = refundTerms(charged);
        expect(terms.amount).toBe(charged.amount);
        expect(terms.currency).toBe(charged.currency);
        if (charged.chargedMinor !== null) expect(terms.minor).toBe(charged.chargedMinor);
        // Charged in dollars without a session (the `test` card, a transfer): the cents it took.
        else expect(terms.minor).toBe(charged.currency === 'USD' ? charged.amount : null);
      }),
    );
  });
});

describe('which events give money back', () => {
  it('refunds exactly a paid purchase cancelled or refused, and a transfer its buyer cancels', () => {
    const refunding = EVENTS.flatMap((event) =>
      TRANSACTION_STATUSES.flatMap((payment) => {
        const reason = refundReasonOf(event, payment);
        return reason ? [`${event} ${payment} → ${reason}`] : [];
      }),
    );
    expect(refunding).toEqual([
      'refuse paid → refused',
      'cancel pending_approval → cancelled',
      'cancel paid → cancelled',
    ]);
  });

  it('opens a refund only with an event that ends the purchase and puts its stock back', () => {
    for (const event of EVENTS) {
      const transition = PURCHASE_TRANSITIONS[event];
      if (!TRANSACTION_STATUSES.some((payment) => refundReasonOf(event, payment))) continue;
      expect(RELEASED_STATUSES).toContain(transition.to);
      expect(transition.releasesStock).toBe(true);
      // The payment keeps saying it was paid: no refunding event rewrites a paid transaction.
      expect(transition.transaction?.from ?? []).not.toContain('paid');
    }
  });
});
