import { describe, expect, it } from 'vitest';
import { purchasesWait, salesWait } from './pending-dots';

const none = { purchases: 0, sales: 0, questions: 0, messages: 0, claims: 0 };

describe('the pending dots of purchases and sales', () => {
  it('shows none while nothing waits', () => {
    expect([purchasesWait(none), salesWait(none)]).toEqual([false, false]);
  });

  it('marks each side for its own list', () => {
    expect([
      purchasesWait({ ...none, purchases: 1 }),
      salesWait({ ...none, purchases: 1 }),
    ]).toEqual([true, false]);
    expect([purchasesWait({ ...none, sales: 2 }), salesWait({ ...none, sales: 2 })]).toEqual([
      false,
      true,
    ]);
  });

  it('marks both for a message or a claim, counted over both sides', () => {
    for (const waiting of [{ messages: 1 }, { claims: 1 }]) {
      const pending = { ...none, ...waiting };
      expect([purchasesWait(pending), salesWait(pending)]).toEqual([true, true]);
    }
  });
});
