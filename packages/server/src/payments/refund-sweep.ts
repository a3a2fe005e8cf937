import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import { paymentRefunds } from '../db/schema/index.js';
import type { Job } from '../jobs/job.js';
import { askRefund, TRY_LEASE, type RefundServices } from './refund-runner.js';

/*
 * The refunds the provider could not be asked when they opened (unreachable, an error, a server
 * stopped between commit and asking) are asked again by a sweep while the server runs. A refund
 * touched in the last minute is left alone: a runner may be asking right now, and one just opened
 * is asked by the request that opened it. Several instances may
 * sweep at once: `askRefund` claims each try, so a refund is asked by one of them. A purchase's
 * whole refund and a claim's are swept alike.
 */

export const REFUND_SWEEP_MS = 60_000;
/** Refunds asked again per pass; a larger backlog takes the next passes. */
const BATCH = 20;

/**
 * One pass: asks again each pending refund the provider has not accepted yet and nobody touched for
 * a minute, oldest first, at most {@link BATCH}; answers how many were tried.
 */
export async function retryPendingRefunds(services: RefundServices): Promise<number> {
  const due = await services.db
    .select({ id: paymentRefunds.id })
    .from(paymentRefunds)
    .where(
      and(
        eq(paymentRefunds.status, 'pending'),
        isNull(paymentRefunds.providerRefundId),
        lte(paymentRefunds.updatedAt, sql`now() - ${TRY_LEASE}`),
      ),
    )
    .orderBy(asc(paymentRefunds.updatedAt))
    .limit(BATCH);
  for (const { id } of due) await askRefund(services, id);
  return due.length;
}

/** The sweep as a job (the list in app.ts): asks again every {@link REFUND_SWEEP_MS}. */
export function refundSweep(services: Omit<RefundServices, 'log'>): Job {
  return {
    name: 'retry-pending-refunds',
    everyMs: REFUND_SWEEP_MS,
    async pass(log) {
      await retryPendingRefunds({ ...services, log });
    },
  };
}
