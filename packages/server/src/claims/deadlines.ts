import { CLAIM_BUYER_RESPONSE_DAYS, type ClaimStatus } from '@plaza/api';

/*
 * A claim's deadline (docs/api.md, Claims): when the party whose turn it is must act. The seller
 * answers an open claim within CLAIM_RESPONSE_HOURS of its opening; the buyer answers an offer or a
 * return request within CLAIM_BUYER_RESPONSE_DAYS of it. Nobody's clock runs in other statuses.
 */

const HOUR_MS = 60 * 60 * 1000;

/** The claims' deadlines as the shop configures them. */
export interface ClaimClock {
  claimResponseHours: number;
}

/** The deadline of a claim that enters `status` at `now`; null when nobody's clock runs. */
export function deadlineOf(status: ClaimStatus, now: Date, clock: ClaimClock): Date | null {
  switch (status) {
    case 'open':
      return new Date(now.getTime() + clock.claimResponseHours * HOUR_MS);
    case 'offered':
    case 'return_requested':
      return new Date(now.getTime() + CLAIM_BUYER_RESPONSE_DAYS * 24 * HOUR_MS);
    default:
      return null;
  }
}
