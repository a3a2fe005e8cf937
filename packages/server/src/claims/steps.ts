import type { ClaimOutcome } from '@plaza/api';
import { eq } from 'drizzle-orm';
import { inChange, type Change, type ChangeServices } from '../changes/in-change.js';
import type { Db } from '../db/database.js';
import { claims } from '../db/schema/index.js';
import { HttpError, invalidField, notFound } from '../http/http-error.js';
import { moneyText } from '../ledger/cents.js';
import type { Reader } from '../messages/conversation.js';
import { lockPurchase } from '../orders/transitions.js';
import { openClaimRefund, runClaimRefund } from '../payments/claim-refunds.js';
import type { RefundServices } from '../payments/refund-runner.js';
import { claimRow, type ClaimRow } from './claim-rows.js';
import { notifyClaimResolved, notifyClaimUpdated } from './claim-notifications.js';
import { deadlineOf, type ClaimClock } from './deadlines.js';
import { CLAIM_TRANSITIONS, type ClaimAction, type ClaimActor } from './state-machine.js';

/*
 * The steps of a claim after it opens (docs/api.md, Claims), each one change: the claim's purchase
 * is locked first (orders/transitions.ts's lock, the one every change of the purchase takes), so
 * two steps, a step and a refund, or a step and the automatic receipt take turns, and the second
 * sees what the first did. The step is checked against the state machine under that lock, written
 * with its deadline, its notifications and, when it refunds, the refund's opening; the refund is
 * asked of the provider once all that has committed.
 */

/** What a step needs: its change's services, the provider for a refund, the claims' clock. */
export type ClaimServices = ChangeServices & RefundServices & { config: ClaimClock };

/** How a step leaves its claim, besides its status (the state machine's) and deadline. */
export interface StepResult {
  changes?: Partial<
    Pick<typeof claims.$inferInsert, 'offerAmount' | 'returnTrackingCode' | 'note'>
  >;
  /** The claim ends: how, and the US cents that go back to the buyer (a refund is opened). */
  outcome?: { outcome: ClaimOutcome; refund: number | null };
  /** The parties who hear of a step that does not end the claim. */
  tell?: ('buyer' | 'seller')[];
}

/**
 * The `409` for `action` refused by the claim's status: `invalid_status`, or the code docs/api.md
 * names for a decision on a claim not escalated and for a second offer (the claim left `open`
 * with its first).
 */
function refusedByStatus(action: ClaimAction, { claim }: ClaimRow): HttpError {
  if (action === 'decide') {
    return new HttpError(409, 'claim_not_escalated', 'Only an escalated claim is decided.');
  }
  if (action === 'offer_partial' && claim.offerAmount !== null) {
    return new HttpError(409, 'offer_already_made', 'This claim had its one offer already.');
  }
  return new HttpError(
    409,
    'invalid_status',
    `This can't be done while the claim is ${claim.status}.`,
  );
}

const notYourStep = () =>
  new HttpError(403, 'permission_denied', 'The other party of the claim takes this step.');

/**
 * What `reader` is to the claim: its buyer, its seller, or an administrator. An administrator who
 * is a party acts only as that party: nobody decides their own claim.
 */
function actorOf(row: ClaimRow, reader: Reader): ClaimActor | undefined {
  if (row.buyerId === reader.id) return 'buyer';
  if (row.sellerId === reader.id) return 'seller';
  return reader.isAdmin ? 'admin' : undefined;
}

/** `409` for a refund of a sale that its earlier claims gave all back already. */
export const nothingToRefund = () =>
  new HttpError(409, 'nothing_to_refund', 'All of this sale was refunded already.');

/**
 * What a full refund gives back (US cents): what the sale took, less its other claims' refunds.
 * Throws when they gave it all back: a claim never resolves as refunded with no money moving.
 */
export function restOfSale(row: ClaimRow): number {
  const rest = row.saleTotal - row.refundedBefore;
  if (rest <= 0) throw nothingToRefund();
  return rest;
}

/**
 * `amount` (US cents) as a part of what is left of the sale to refund (`restOfSale`): more than 0
 * and less than that, or `400`; the whole of it is a full refund.
 */
export function checkPartial(row: ClaimRow, amount: number): number {
  const rest = restOfSale(row);
  if (amount <= 0 || amount >= rest) {
    throw invalidField(
      'amount',
      `Enter an amount above 0 and below ${moneyText(rest)}, what is left of the sale to refund.`,
    );
  }
  return amount;
}

/**
 * Claim `claimId`, its purchase locked until `tx` ends and read again under the lock, so a step
 * that was waiting for it sees the one before; `undefined` when `mayRead` refuses it.
 */
export async function lockedClaim(
  tx: Db,
  claimId: number,
  mayRead: (row: ClaimRow) => boolean,
): Promise<ClaimRow | undefined> {
  const found = await claimRow(tx, claimId);
  if (!found || !mayRead(found)) return undefined;
  await lockPurchase(tx, found.purchaseId);
  return claimRow(tx, claimId);
}

/**
 * Writes `action`'s step on the locked claim `row` as `result` says: its status and deadline, its
 * notifications, and the refund it opens, asked of the provider after commit. Answers the claim
 * as it is after.
 */
export async function writeStep(
  services: ClaimServices,
  change: Change,
  row: ClaimRow,
  action: ClaimAction,
  { changes, outcome, tell = [] }: StepResult,
  now: Date,
): Promise<ClaimRow> {
  const { tx, afterCommit } = change;
  const status = CLAIM_TRANSITIONS[action].to;
  const claimId = row.claim.id;
  await tx
    .update(claims)
    .set({
      ...changes,
      status,
      deadline: deadlineOf(status, now, services.config),
      ...(outcome && { outcome: outcome.outcome, refundAmount: outcome.refund }),
      updatedAt: now,
    })
    .where(eq(claims.id, claimId));
  if (outcome) {
    if (outcome.refund !== null) {
      const refundId = await openClaimRefund(tx, {
        claimId,
        saleId: row.claim.saleId,
        amount: outcome.refund,
        full: outcome.outcome === 'refund_full',
      });
      afterCommit(() => runClaimRefund(services, refundId));
    }
    await notifyClaimResolved(change, row, outcome.outcome, outcome.refund);
  }
  for (const party of tell) await notifyClaimUpdated(change, row, status, party);
  const after = await claimRow(tx, claimId);
  if (!after) throw new Error(`claim ${claimId} went missing in its own step`);
  return after;
}

/**
 * Takes `action` on claim `claimId` for `reader`: `step` checks what the action carries (it may
 * throw) and says how the claim is left. Answers the claim as it is after.
 */
export function takeStep(
  services: ClaimServices,
  claimId: number,
  reader: Reader,
  action: ClaimAction,
  step: (row: ClaimRow, now: Date) => StepResult,
): Promise<ClaimRow> {
  return inChange(services, async (change) => {
    const row = await lockedClaim(
      change.tx,
      claimId,
      ({ buyerId, sellerId }) => buyerId === reader.id || sellerId === reader.id || reader.isAdmin,
    );
    if (!row) throw notFound();
    const transition = CLAIM_TRANSITIONS[action];
    if (actorOf(row, reader) !== transition.actor) throw notYourStep();
    // The state machine first, as docs/api.md promises: a step its status does not allow is `409`
    // whatever it carries; the step's own rules (an amount, a deadline not passed) only then.
    if (!transition.from.includes(row.claim.status)) throw refusedByStatus(action, row);
    const now = new Date();
    return writeStep(services, change, row, action, step(row, now), now);
  });
}
