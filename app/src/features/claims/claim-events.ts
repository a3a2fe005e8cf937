import type { Claim } from '@plaza/api';
import type { ClaimEvent } from '@plaza/ui';
import { toCents } from '../../lib/money';

/**
 * A claim's history for ClaimTimeline, read from the claim itself: the API keeps no list of its
 * steps, only what they left (the offer, the return's code, the outcome) and when it opened and
 * last changed. So the opening has its own date, the step the claim is at has `updated_at`, and a
 * step in between (an offer later escalated) is dated by the latest change too: the one time known
 * to be after it.
 */
export function claimEvents(claim: Claim): ClaimEvent[] {
  const opened = new Date(claim.created_at);
  const changed = new Date(claim.updated_at);
  const events: ClaimEvent[] = [{ id: 'opened', kind: 'opened', date: opened }];
  if (claim.offer_amount !== null) {
    events.push({
      id: 'offered',
      kind: 'offered',
      amount: toCents(claim.offer_amount),
      date: changed,
    });
  }
  const returned = claim.return_tracking_code;
  if (claim.status === 'return_requested' || returned !== null) {
    events.push({ id: 'return_requested', kind: 'return_requested', date: changed });
  }
  if (returned !== null) {
    events.push({ id: 'return_sent', kind: 'return_sent', trackingCode: returned, date: changed });
  }
  // An administrator decides only escalated claims, and a decision is the only refusal.
  if (claim.status === 'escalated' || claim.outcome === 'rejected' || claim.note !== null) {
    events.push({ id: 'escalated', kind: 'escalated', date: changed });
  }
  if (claim.status === 'resolved') events.push(outcomeOf(claim, changed));
  return events;
}

function outcomeOf(claim: Claim, date: Date): ClaimEvent {
  const { outcome, refund_amount: refund } = claim;
  if ((outcome === 'refund_full' || outcome === 'refund_partial') && refund !== null) {
    return { id: 'resolved', kind: 'resolved', outcome, amount: toCents(refund), date };
  }
  return {
    id: 'resolved',
    kind: 'resolved',
    outcome: outcome === 'rejected' ? 'rejected' : 'withdrawn',
    date,
  };
}
