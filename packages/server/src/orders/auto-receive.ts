import { and, eq, gt, isNull, notExists, or, sql } from 'drizzle-orm';
import { inChange, type ChangeServices } from '../changes/in-change.js';
import { openClaimOn } from '../claims/claim-rows.js';
import { purchases, sales } from '../db/schema/index.js';
import type { Job } from '../jobs/job.js';
import { mailUserById } from '../mail/mail-user.js';
import { purchaseReceivedAutomatically } from '../mail/templates/purchase-received-automatically.js';
import { notifyReceivedAutomatically } from '../notifications/purchase-events.js';
import { receiveLocked } from './receive.js';
import type { PurchaseRow } from './transitions.js';

/*
 * The automatic receipt (docs/api.md, Purchases): a purchase whose sales have all been `sent` for
 * AUTO_RECEIVE_DAYS is received as if its buyer confirmed it, through the same code
 * (receive.ts's `receiveLocked`), so it credits the sellers, the network and the fee exactly as a
 * confirmation does, and its buyer is told. A sweep does it every {@link AUTO_RECEIVE_SWEEP_MS}.
 * Several instances may sweep at once, and the buyer may confirm meanwhile: each purchase is
 * received under its row lock, a purchase someone else holds is skipped, and one found no longer
 * due once locked (its buyer confirmed it first) is left as it is.
 */

/** Well under the minute the deadline may be late by. */
export const AUTO_RECEIVE_SWEEP_MS = 30_000;
/** Purchases received per pass; a larger backlog takes the next passes. */
const BATCH = 100;

/**
 * Whether a purchase is due: `sent` (so every sale is), no sale of it sent less than `days` ago,
 * and no claim open on any of its sales. A sale without `sent_at` never makes it due.
 */
function dueToReceive(days: number) {
  const cutoff = sql`now() - make_interval(secs => ${days * 86_400}::double precision)`;
  const notYet = or(isNull(sales.sentAt), gt(sales.sentAt, cutoff), openClaimOn(sales.id));
  return and(
    eq(purchases.status, 'sent'),
    notExists(
      sql`(select 1 from ${sales} where ${and(eq(sales.purchaseId, purchases.id), notYet)})`,
    ),
  );
}

/**
 * Receives every due purchase that no one else is deciding about right now, each in its own change
 * with its notification and, once committed, its buyer's mail; answers those received. A purchase
 * that fails (a deadlock, a row that breaks the rules) is logged and left for the next pass, and
 * the rest of the batch goes on: one such purchase must not hold back every later one.
 */
export async function receiveDuePurchases(
  services: ChangeServices,
  days: number,
): Promise<PurchaseRow[]> {
  const due = await services.db
    .select({ id: purchases.id })
    .from(purchases)
    .where(dueToReceive(days))
    .orderBy(purchases.id)
    .limit(BATCH);
  const received: PurchaseRow[] = [];
  for (const { id } of due) {
    try {
      const purchase = await inChange(services, async ({ tx, afterCommit }) => {
        // Locked and checked again in one statement: a purchase its buyer confirmed since is not due.
        const [locked] = await tx
          .select()
          .from(purchases)
          .where(and(eq(purchases.id, id), dueToReceive(days)))
          .for('update', { skipLocked: true });
        if (!locked) return undefined;
        await receiveLocked(tx, locked);
        await notifyReceivedAutomatically(tx, locked);
        afterCommit((mailing) =>
          mailUserById(mailing, locked.buyerId, purchaseReceivedAutomatically, (buyer) => ({
            username: buyer.username,
            purchaseId: id,
            days,
          })),
        );
        return locked;
      });
      if (purchase) received.push(purchase);
    } catch (error) {
      services.log.error({ err: error, purchaseId: id }, 'a purchase could not be received');
    }
  }
  return received;
}

/** What the automatic receipt needs beyond what its changes do. */
export interface AutoReceiveNeeds extends ChangeServices {
  config: { autoReceiveDays: number };
}

/** The sweep as a job (the list in app.ts): receives what is due, each buyer mailed by its change. */
export function autoReceiveSweep({ config, ...services }: AutoReceiveNeeds): Job {
  return {
    name: 'receive-sent-purchases',
    everyMs: AUTO_RECEIVE_SWEEP_MS,
    async pass(log) {
      const received = await receiveDuePurchases({ ...services, log }, config.autoReceiveDays);
      if (received.length > 0) {
        log.info({ count: received.length }, 'received purchases for their buyers');
      }
    },
  };
}
