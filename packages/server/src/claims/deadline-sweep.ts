import type { ClaimStatus } from '@plaza/api';
import { and, inArray, lte, sql } from 'drizzle-orm';
import { inChange } from '../changes/in-change.js';
import { claims } from '../db/schema/index.js';
import type { Job } from '../jobs/job.js';
import type { ClaimAction } from './state-machine.js';
import { lockedClaim, writeStep, type ClaimServices, type StepResult } from './steps.js';

/*
 * The claims' deadlines (docs/api.md, Claims), kept by a sweep: a seller silent for
 * CLAIM_RESPONSE_HOURS after a claim opened, or for CLAIM_RETURN_RECEIPT_DAYS after the item was
 * sent back, has it escalated (both parties and the administrators are told); a buyer silent for
 * CLAIM_BUYER_RESPONSE_DAYS on an offer or a return request has it withdrawn. Each
 * claim is stepped as its party's own step would be (steps.ts), under its purchase's lock and
 * checked again there, so several instances sweeping, or the party acting at the last moment,
 * move it once.
 */

/** Well under the minute a deadline may be late by. */
export const CLAIM_DEADLINE_SWEEP_MS = 30_000;
/** Claims stepped per pass; a larger backlog takes the next passes. */
const BATCH = 100;

/** What a passed deadline does to a claim in each status that has one. */
const ON_DEADLINE: Partial<Record<ClaimStatus, { action: ClaimAction; result: StepResult }>> = {
  open: { action: 'escalate', result: { tell: ['seller', 'buyer'] } },
  return_sent: { action: 'escalate', result: { tell: ['seller', 'buyer'] } },
  offered: { action: 'withdraw', result: { outcome: { outcome: 'withdrawn', refund: null } } },
  return_requested: {
    action: 'withdraw',
    result: { outcome: { outcome: 'withdrawn', refund: null } },
  },
};

const isDue = and(
  inArray(claims.status, Object.keys(ON_DEADLINE) as ClaimStatus[]),
  lte(claims.deadline, sql`now()`),
);

/**
 * Steps every claim past its deadline; answers how many moved. A claim that fails is logged and
 * left for the next pass, and the rest go on.
 */
export async function stepOverdueClaims(services: ClaimServices): Promise<number> {
  const due = await services.db
    .select({ id: claims.id })
    .from(claims)
    .where(isDue)
    .orderBy(claims.deadline)
    .limit(BATCH);
  let moved = 0;
  for (const { id } of due) {
    try {
      const stepped = await inChange(services, async (change) => {
        const row = await lockedClaim(change.tx, id, () => true);
        const now = new Date();
        const overdue = row && ON_DEADLINE[row.claim.status];
        // Its party may have acted meanwhile, or another instance swept it first.
        if (!row || !overdue || !row.claim.deadline || row.claim.deadline > now) return false;
        await writeStep(services, change, row, overdue.action, overdue.result, now);
        return true;
      });
      if (stepped) moved += 1;
    } catch (error) {
      services.log.error({ err: error, claimId: id }, 'a claim past its deadline could not move');
    }
  }
  return moved;
}

/** The sweep as a job (the list in app.ts). */
export function claimDeadlineSweep(services: ClaimServices): Job {
  return {
    name: 'claim-deadlines',
    everyMs: CLAIM_DEADLINE_SWEEP_MS,
    async pass(log) {
      const moved = await stepOverdueClaims({ ...services, log });
      if (moved > 0) log.info({ count: moved }, 'moved claims past their deadlines');
    },
  };
}
