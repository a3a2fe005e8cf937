import type { Claim, ClaimStatus } from '@plaza/api';
import { describe, expect, it } from 'vitest';
import { sampleClaim } from '../../../../packages/api/test/support/sample-claim';
import { claimSteps, deadlineOwner, readerOf } from './claim-steps';

const NOW = Date.parse('2026-05-10T12:00:00Z');

const claim = (status: ClaimStatus, deadline: string | null = null): Claim =>
  sampleClaim({ status, deadline });

describe('readerOf', () => {
  it('is the buyer or the seller by username, an administrator otherwise, or nobody', () => {
    expect(readerOf(claim('open'), { username: 'ana', is_admin: true })).toBe('buyer');
    expect(readerOf(claim('open'), { username: 'tienda', is_admin: false })).toBe('seller');
    expect(readerOf(claim('open'), { username: 'admin', is_admin: true })).toBe('admin');
    expect(readerOf(claim('open'), { username: 'eve', is_admin: false })).toBeNull();
  });
});

describe('claimSteps', () => {
  it('lets the buyer escalate an open claim only once the seller is late, and always withdraw', () => {
    expect(claimSteps(claim('open', '2026-05-11T12:00:00Z'), 'buyer', NOW)).toEqual(['withdraw']);
    expect(claimSteps(claim('open', '2026-05-10T12:00:00Z'), 'buyer', NOW)).toEqual([
      'escalate',
      'withdraw',
    ]);
  });

  it('lets the buyer escalate a return the seller has not marked received in time', () => {
    const sentBack = (deadline: string) => claimSteps(claim('return_sent', deadline), 'buyer', NOW);
    expect(sentBack('2026-05-11T12:00:00Z')).toEqual(['withdraw']);
    expect(sentBack('2026-05-10T12:00:00Z')).toEqual(['escalate', 'withdraw']);
  });

  it('gives the buyer the answer the seller asked for, with escalating and withdrawing', () => {
    expect(claimSteps(claim('offered'), 'buyer', NOW)).toEqual([
      'acceptOffer',
      'escalate',
      'withdraw',
    ]);
    expect(claimSteps(claim('return_requested'), 'buyer', NOW)).toEqual([
      'sendReturn',
      'escalate',
      'withdraw',
    ]);
    expect(claimSteps(claim('escalated'), 'buyer', NOW)).toEqual(['withdraw']);
  });

  it('lets the seller answer an open claim and take the return back, nothing else', () => {
    expect(claimSteps(claim('open'), 'seller', NOW)).toEqual(['respond']);
    expect(claimSteps(claim('return_sent'), 'seller', NOW)).toEqual(['returnReceived']);
    expect(claimSteps(claim('offered'), 'seller', NOW)).toEqual([]);
  });

  it('lets an administrator decide an escalated claim only', () => {
    expect(claimSteps(claim('escalated'), 'admin', NOW)).toEqual(['decide']);
    expect(claimSteps(claim('open'), 'admin', NOW)).toEqual([]);
  });

  it('leaves nobody a step once resolved', () => {
    for (const reader of ['buyer', 'seller', 'admin'] as const) {
      expect(claimSteps(claim('resolved'), reader, NOW)).toEqual([]);
    }
  });
});

describe('deadlineOwner', () => {
  it('is the seller while open or once the item is sent back, the buyer on an offer or a return request, nobody after', () => {
    const at = '2026-05-11T12:00:00Z';
    expect(deadlineOwner(claim('open', at))).toBe('seller');
    expect(deadlineOwner(claim('offered', at))).toBe('buyer');
    expect(deadlineOwner(claim('return_requested', at))).toBe('buyer');
    expect(deadlineOwner(claim('return_sent', at))).toBe('seller');
    expect(deadlineOwner(claim('escalated', at))).toBeNull();
    expect(deadlineOwner(claim('open'))).toBeNull();
  });
});
