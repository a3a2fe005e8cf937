import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { sales } from '../db/schema/index.js';
import { sellerCountOf } from '../db/seller-count.js';
import { moneyText } from '../ledger/cents.js';
import type { PurchaseEvent } from '../orders/state-machine.js';
import { notify } from './notify.js';

/*
 * What purchases tell their buyer and sellers, written by the state machine (orders/transitions.ts)
 * in the transaction of the transition. The state machine lets each of these events happen once to
 * a purchase or sale, so a key naming the event is never reused, and a retried request, refused by
 * the state machine, writes nothing.
 */

type BuyerKind = 'purchase_paid' | 'purchase_refused' | 'purchase_expired';

/** The buyer's notification for each purchase event that has one, and the word its key ends in. */
const BUYER_NOTICES: Partial<Record<PurchaseEvent, { kind: BuyerKind; happened: string }>> = {
  // A purchase is paid once, by card or by an approved transfer: one key for both.
  pay: { kind: 'purchase_paid', happened: 'paid' },
  approve: { kind: 'purchase_paid', happened: 'paid' },
  refuse: { kind: 'purchase_refused', happened: 'refused' },
  expire: { kind: 'purchase_expired', happened: 'expired' },
};

/**
 * After `event` moved the purchase: its buyer hears of payment, refusal or expiry; once paid, each
 * seller of it hears of their sale, with that sale's total, and the buyer of each sale the payment
 * sent at once (digital items only, nothing to ship).
 */
export async function notifyPurchaseEvent(
  tx: Db,
  purchase: { id: number; buyerId: number },
  event: PurchaseEvent,
): Promise<void> {
  const notice = BUYER_NOTICES[event];
  if (!notice) return;
  const { kind, happened } = notice;
  await notify(tx, {
    userId: purchase.buyerId,
    kind,
    params: { purchase_id: purchase.id },
    key: `purchase:${purchase.id}:${happened}`,
  });
  if (kind !== 'purchase_paid') return;
  const own = await tx.select().from(sales).where(eq(sales.purchaseId, purchase.id));
  for (const sale of own) {
    await notify(tx, {
      userId: sale.sellerId,
      kind: 'sale_made',
      params: {
        purchase_id: purchase.id,
        sale_id: sale.id,
        total: moneyText(sale.subtotal + sale.shipping),
      },
      key: `sale:${sale.id}:made`,
    });
    if (sale.status === 'sent') await notifySaleSent(tx, sale, purchase.buyerId);
  }
}

/**
 * A seller sent their sale: the buyer hears of it, with the tracking code and how many sellers'
 * sales the purchase has, so the words say "part of your purchase" only when there are others.
 */
export async function notifySaleSent(
  tx: Db,
  sale: { id: number; purchaseId: number; trackingCode: string | null },
  buyerId: number,
): Promise<void> {
  await notify(tx, {
    userId: buyerId,
    kind: 'purchase_sent',
    params: {
      purchase_id: sale.purchaseId,
      tracking_code: sale.trackingCode,
      seller_count: await sellerCountOf(tx, sale.purchaseId),
    },
    key: `sale:${sale.id}:sent`,
  });
}

/** Nobody confirmed the purchase in time, so it was received for its buyer (orders/auto-receive.ts). */
export async function notifyReceivedAutomatically(
  tx: Db,
  purchase: { id: number; buyerId: number },
): Promise<void> {
  await notify(tx, {
    userId: purchase.buyerId,
    kind: 'purchase_received_automatically',
    params: { purchase_id: purchase.id },
    key: `purchase:${purchase.id}:received_automatically`,
  });
}
