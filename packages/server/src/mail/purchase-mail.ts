import { and, eq } from 'drizzle-orm';
import { mailUser, mailUserById, type Mailing } from './mail-user.js';
import { paymentRefunds, purchases, sales, transactions, users } from '../db/schema/index.js';
import { sellerCountOf } from '../db/seller-count.js';
import { theRow } from '../db/the-row.js';
import { moneyText } from '../ledger/cents.js';
import { wholePurchase } from '../payments/refunds.js';
import { purchasePaid } from './templates/purchase-paid.js';
import { purchaseRefused } from './templates/purchase-refused.js';
import { purchaseSent } from './templates/purchase-sent.js';
import { saleToPrepare } from './templates/sale-to-prepare.js';
import { transferToReview } from './templates/transfer-to-review.js';
import { groupBy, itemRows } from '../orders/item-rows.js';
import { minorText } from '../payments/currency-digits.js';

/*
 * The mail each transition owes someone (issue 12): the buyer when their purchase is paid, sent or
 * refused; each seller when a sale is theirs to prepare; administrators when a transfer waits for
 * them. Sent after the change is committed, in each person's language, without holding up the answer.
 */

async function buyerOf({ db }: Mailing, purchaseId: number) {
  return theRow(
    db
      .select({ purchase: purchases, buyer: users })
      .from(purchases)
      .innerJoin(users, eq(users.id, purchases.buyerId))
      .where(eq(purchases.id, purchaseId)),
    `purchase ${purchaseId}`,
  );
}

/** The buyer's receipt, and each seller's new sale. */
export async function mailPaid(mailing: Mailing, purchaseId: number): Promise<void> {
  const { db, mailer, log } = mailing;
  const { purchase, buyer } = await buyerOf(mailing, purchaseId);
  const items = await itemRows(db, { purchaseIds: [purchaseId] });
  mailUser(mailer, log, buyer, purchasePaid, {
    username: buyer.username,
    purchaseId,
    total: moneyText(purchase.total),
    hasDownloads: items.some(({ item }) => item.isDigital),
  });
  // A purchase has one sale a seller (orders/checkout.ts).
  for (const [sellerId, own] of groupBy(items, (row) => row.sellerId)) {
    await mailUserById(mailing, sellerId, saleToPrepare, (seller) => ({
      username: seller.username,
      purchaseId,
      items: own.map(({ item }) => `${item.quantity} × ${item.productName}`),
      toShip: own.some(({ item }) => !item.isDigital),
    }));
  }
}

/** Every administrator: a buyer says they paid by bank transfer. */
export async function mailTransferToReview(mailing: Mailing, purchaseId: number): Promise<void> {
  const { db, mailer, log } = mailing;
  const { purchase } = await buyerOf(mailing, purchaseId);
  const [payment] = await db
    .select({ reference: transactions.reference })
    .from(transactions)
    .where(eq(transactions.purchaseId, purchaseId));
  const admins = await db.select().from(users).where(eq(users.isAdmin, true));
  for (const admin of admins) {
    mailUser(mailer, log, admin, transferToReview, {
      username: admin.username,
      purchaseId,
      total: moneyText(purchase.total),
      reference: payment?.reference ?? '',
    });
  }
}

export async function mailRefused(mailing: Mailing, purchaseId: number): Promise<void> {
  const { purchase, buyer } = await buyerOf(mailing, purchaseId);
  const [refund] = await mailing.db
    .select()
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.purchaseId, purchaseId), wholePurchase));
  mailUser(mailing.mailer, mailing.log, buyer, purchaseRefused, {
    username: buyer.username,
    purchaseId,
    note: purchase.note,
    refund: refund ? refundedMoney(refund) : null,
  });
}

/** What goes back, as the buyer was charged it: `US$ 12.50`, or `CLP 11875` through Mercado Pago. */
function refundedMoney(refund: typeof paymentRefunds.$inferSelect): string {
  if (refund.currency === 'USD' || refund.minor === null) return `US$ ${moneyText(refund.amount)}`;
  return `${refund.currency} ${minorText(refund.minor, refund.currency)}`;
}

/** The buyer: one seller sent their part, with its tracking code. */
export async function mailSent(mailing: Mailing, saleId: number): Promise<void> {
  const { db } = mailing;
  const sale = await theRow(
    db
      .select({
        purchaseId: sales.purchaseId,
        trackingCode: sales.trackingCode,
        seller: users.username,
      })
      .from(sales)
      .innerJoin(users, eq(users.id, sales.sellerId))
      .where(eq(sales.id, saleId)),
    `sale ${saleId}`,
  );
  const [{ buyer }, sellers] = await Promise.all([
    buyerOf(mailing, sale.purchaseId),
    sellerCountOf(db, sale.purchaseId),
  ]);
  mailUser(mailing.mailer, mailing.log, buyer, purchaseSent, {
    username: buyer.username,
    purchaseId: sale.purchaseId,
    seller: sale.seller,
    isPart: sellers > 1,
    trackingCode: sale.trackingCode,
  });
}
