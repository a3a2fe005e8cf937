import { PURCHASE_STATUSES } from '@plaza/api';
import { describe, expect, it } from 'vitest';
import { conversationState } from './conversation-state';

describe('what a sale’s status lets its conversation do', () => {
  it('opens once paid, stays open after receipt (for the server to close) and ends with the sale', () => {
    expect(Object.fromEntries(PURCHASE_STATUSES.map((s) => [s, conversationState(s)]))).toEqual({
      pending_payment: 'not_open',
      pending_approval: 'not_open',
      approved: 'open',
      preparing: 'open',
      sent: 'open',
      received: 'open_after_receipt',
      cancelled: 'ended',
      refused: 'ended',
      expired: 'ended',
    });
  });

  it('is open on a claim’s page, whose sale was sent or received', () => {
    expect(conversationState('claimed')).toBe('open');
  });
});
