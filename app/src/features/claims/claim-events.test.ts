import type { Claim } from '@plaza/api';
import { describe, expect, it } from 'vitest';
import { sampleClaim } from '../../../../packages/api/test/support/sample-claim';
import { claimEvents } from './claim-events';

const base = sampleClaim({ updated_at: '2026-05-09T09:30:00Z' });

const kinds = (claim: Claim) => claimEvents({ ...base, ...claim }).map((event) => event.kind);

describe('claimEvents', () => {
  it('starts with the opening, dated when the claim opened', () => {
    expect(claimEvents(base)).toEqual([
      { id: 'opened', kind: 'opened', date: new Date('2026-05-08T12:00:00Z') },
    ]);
  });

  it('shows an offer in cents, dated by the latest change', () => {
    expect(claimEvents({ ...base, status: 'offered', offer_amount: '12.50' }).at(-1)).toEqual({
      id: 'offered',
      kind: 'offered',
      amount: 1250,
      date: new Date('2026-05-09T09:30:00Z'),
    });
  });

  it('reads a return from its request and its tracking code', () => {
    expect(kinds({ ...base, status: 'return_requested' })).toEqual(['opened', 'return_requested']);
    const sent = claimEvents({ ...base, status: 'return_sent', return_tracking_code: 'AR123' });
    expect(sent.map((event) => event.kind)).toEqual(['opened', 'return_requested', 'return_sent']);
    expect(sent.at(-1)).toMatchObject({ trackingCode: 'AR123' });
  });

  it('ends a partial refund with the refunded amount', () => {
    const events = claimEvents({
      ...base,
      status: 'resolved',
      offer_amount: '10.00',
      outcome: 'refund_partial',
      refund_amount: '10.00',
    });
    expect(events.map((event) => event.kind)).toEqual(['opened', 'offered', 'resolved']);
    expect(events.at(-1)).toMatchObject({ outcome: 'refund_partial', amount: 1000 });
  });

  it('puts an escalation before an administrator’s refusal, and none before a withdrawal', () => {
    expect(
      kinds({ ...base, status: 'resolved', outcome: 'rejected', note: 'Sin pruebas' }),
    ).toEqual(['opened', 'escalated', 'resolved']);
    expect(kinds({ ...base, status: 'escalated' })).toEqual(['opened', 'escalated']);
    const withdrawn = claimEvents({ ...base, status: 'resolved', outcome: 'withdrawn' });
    expect(withdrawn.map((event) => event.kind)).toEqual(['opened', 'resolved']);
    expect(withdrawn.at(-1)).toMatchObject({ outcome: 'withdrawn' });
    expect(withdrawn.at(-1)).not.toHaveProperty('amount');
  });
});
