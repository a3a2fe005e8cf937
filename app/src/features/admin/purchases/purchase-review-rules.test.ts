import type { Purchase } from '@plaza/api';
import { describe, expect, it } from 'vitest';
import { awaitsManualRefund, isRefusable, refusingRefunds } from './purchase-review-rules';

const inStatus = (status: Purchase['status']) => ({ status });
const withRefund = (status: 'pending' | 'succeeded' | 'failed' | 'manual' | null) => ({
  transaction: {
    refund: status && { amount: '20.00', status, created_at: '2026-11-28T20:00:00Z' },
  } as Purchase['transaction'],
});

describe('what an administrator may do with a purchase', () => {
  it('refuses it before anything is sent: under review, or paid and not yet shipped', () => {
    expect(isRefusable(inStatus('pending_approval'))).toBe(true);
    expect(isRefusable(inStatus('approved'))).toBe(true);
    expect(isRefusable(inStatus('preparing'))).toBe(true);
    for (const status of ['pending_payment', 'sent', 'received', 'cancelled', 'refused'] as const)
      expect(isRefusable(inStatus(status))).toBe(false);
  });

  it('refunds it when refusing a paid one, not a transfer under review', () => {
    expect(refusingRefunds(inStatus('approved'))).toBe(true);
    expect(refusingRefunds(inStatus('preparing'))).toBe(true);
    expect(refusingRefunds(inStatus('pending_approval'))).toBe(false);
    expect(refusingRefunds(inStatus('sent'))).toBe(false);
  });

  it('marks a refund paid back only while it waits to be paid by hand, or its provider refused it', () => {
    expect(awaitsManualRefund(withRefund('manual'))).toBe(true);
    expect(awaitsManualRefund(withRefund('failed'))).toBe(true);
    expect(awaitsManualRefund(withRefund('succeeded'))).toBe(false);
    expect(awaitsManualRefund(withRefund('pending'))).toBe(false);
    expect(awaitsManualRefund(withRefund(null))).toBe(false);
  });
});
