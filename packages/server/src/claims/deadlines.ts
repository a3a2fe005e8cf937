import { CLAIM_BUYER_RESPONSE_DAYS, CLAIM_RETURN_RECEIPT_DAYS, type ClaimStatus } from '@plaza/api';

/*
 * A claim's deadline (docs/api.md, Claims): when the party whose turn it is must act. The seller
 * answers an open claim within CLAIM_RESPONSE_HOURS of its opening; the buyer answers an offer or a
 * return request within CLAIM_BUYER_RESPONSE_DAYS of it; the seller marks an item sent back received
 * within CLAIM_RETURN_RECEIPT_DAYS of its sending, or a buyer waiting on it would wait forever.
 * Nobody's clock runs in other statuses.
 */

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

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
      return new Date(now.getTime() + CLAIM_BUYER_RESPONSE_DAYS * DAY_MS);
    case 'return_sent':
      return new Date(now.getTime() + CLAIM_RETURN_RECEIPT_DAYS * DAY_MS);
    default:
      return null;
  }
}
