import type { ClaimOutcome, ClaimStatus } from '@plaza/api';
import { eq } from 'drizzle-orm';
import type { Change } from '../changes/in-change.js';
import { users } from '../db/schema/index.js';
import { moneyText } from '../ledger/cents.js';
import { mailUserById } from '../mail/mail-user.js';
import { claimOpened, claimResolved, claimUpdated } from '../mail/templates/claim-events.js';
import { notify } from '../notifications/notify.js';
import type { ClaimRow } from './claim-rows.js';

/*
 * What a claim tells its parties (docs/api.md, Claims): notifications in the transaction of its
 * step, and the same news by mail once it has committed (mail/templates/claim-events.ts). A claim
 * enters each status at most once (state-machine.ts), so a key naming the claim and the status is
 * never reused, and a retried step, refused by the state machine, writes nothing.
 */

/** Where administrators deal with an escalated claim: their queue. */
const ADMIN_CLAIMS_LINK = '/admin/claims';

const paramsOf = (row: ClaimRow) => ({
  claim_id: row.claim.id,
  sale_id: row.claim.saleId,
  purchase_id: row.purchaseId,
});

/** The seller hears of a claim opened about their sale. */
export async function notifyClaimOpened({ tx, afterCommit }: Change, row: ClaimRow): Promise<void> {
  afterCommit((mailing) =>
    mailUserById(mailing, row.sellerId, claimOpened, ({ username }) => ({
      username,
      purchaseId: row.purchaseId,
    })),
  );
  await notify(tx, {
    userId: row.sellerId,
    kind: 'claim_opened',
    params: paramsOf(row),
    key: `claim:${row.claim.id}:opened`,
  });
}

/**
 * The party who did not take the step hears the claim's new `status`; once escalated, every
 * administrator too, led to their queue.
 */
export async function notifyClaimUpdated(
  { tx, afterCommit }: Change,
  row: ClaimRow,
  status: ClaimStatus,
  to: 'buyer' | 'seller',
): Promise<void> {
  const params = { ...paramsOf(row), status };
  const key = `claim:${row.claim.id}:${status}`;
  const userId = to === 'buyer' ? row.buyerId : row.sellerId;
  await notify(tx, { userId, kind: 'claim_updated', params, key });
  afterCommit((mailing) =>
    mailUserById(mailing, userId, claimUpdated, ({ username }) => ({
      username,
      purchaseId: row.purchaseId,
      status,
    })),
  );
  if (status !== 'escalated') return;
  const admins = await tx.select({ id: users.id }).from(users).where(eq(users.isAdmin, true));
  for (const admin of admins) {
    if (admin.id === row.buyerId || admin.id === row.sellerId) continue;
    await notify(tx, {
      userId: admin.id,
      kind: 'claim_updated',
      params,
      key,
      link: ADMIN_CLAIMS_LINK,
    });
  }
}

/** Both parties hear how the claim ended and what went back (US cents), if anything. */
export async function notifyClaimResolved(
  { tx, afterCommit }: Change,
  row: ClaimRow,
  outcome: ClaimOutcome,
  refundAmount: number | null,
): Promise<void> {
  const params = {
    ...paramsOf(row),
    outcome,
    refund_amount: refundAmount === null ? null : moneyText(refundAmount),
  };
  for (const userId of [row.buyerId, row.sellerId]) {
    await notify(tx, {
      userId,
      kind: 'claim_resolved',
      params,
      key: `claim:${row.claim.id}:resolved`,
    });
    afterCommit((mailing) =>
      mailUserById(mailing, userId, claimResolved, ({ username }) => ({
        username,
        purchaseId: row.purchaseId,
        outcome,
        refund: params.refund_amount,
      })),
    );
  }
}
