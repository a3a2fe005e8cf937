import type { ClaimRef, OwnReview, Purchase, PurchaseItem, Sale, SaleItem } from '@plaza/api';
import { and, inArray } from 'drizzle-orm';
import { claimsOfSales } from '../claims/claim-rows.js';
import type { Db } from '../db/database.js';
import { paymentRefunds, purchases, transactions, users, type sales } from '../db/schema/index.js';
import { moneyText } from '../ledger/cents.js';
import { transferInstructions } from '../payments/bank-transfer.js';
import { chargeAnswer, refundAnswer } from '../payments/payment-answers.js';
import { wholePurchase } from '../payments/refunds.js';
import { ownReviewsOf } from '../reviews/answers.js';
import type { FileStorage } from '../storage/storage.js';
import { groupBy, itemRows, type ItemRow } from './item-rows.js';

/** What answers need beyond the rows: absolute URLs at the caller's origin, the transfer account. */
export interface OrderAnswerContext {
  db: Db;
  storage: FileStorage;
  origin: string;
  bankTransferInstructions: string | undefined;
  /** Who asks: a purchase carries its items' reviews only in its own buyer's answers. */
  viewerId: number | undefined;
}

type PurchaseRow = typeof purchases.$inferSelect;
type SaleRow = typeof sales.$inferSelect;

function saleItemAnswer({ storage, origin }: OrderAnswerContext, row: ItemRow): SaleItem {
  const { item } = row;
  return {
    id: item.id,
    product: {
      id: item.productId,
      name: item.productName,
      photo: row.thumbnailKey ? storage.urlOf(row.thumbnailKey, origin) : null,
    },
    is_digital: item.isDigital,
    quantity: item.quantity,
    unit_price: moneyText(item.unitPrice),
    shipping_price: moneyText(item.shippingPrice),
  };
}

/** Whether the buyer may download a digital item: once its sale is sent. */
export const canDownload = (isDigital: boolean, saleStatus: string) =>
  isDigital && (saleStatus === 'sent' || saleStatus === 'received');

function purchaseItemAnswer(
  context: OrderAnswerContext,
  row: ItemRow,
  review: OwnReview | undefined,
  claim: ClaimRef | undefined,
): PurchaseItem {
  const { item } = row;
  const download = `${context.origin}/api/marketplace/products-purchase/${item.purchaseId}/items/${item.id}/download/`;
  return {
    ...saleItemAnswer(context, row),
    seller: { id: row.sellerId, username: row.sellerName },
    sale_id: item.saleId,
    sale_status: row.saleStatus,
    tracking_code: row.trackingCode,
    download: canDownload(item.isDigital, row.saleStatus) ? download : null,
    review: review ?? null,
    claim: claim ?? null,
  };
}

async function usernames(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.username]));
}

/** `Purchase` answers for rows, in their order, in a fixed number of queries. */
export async function purchaseAnswers(
  context: OrderAnswerContext,
  rows: PurchaseRow[],
): Promise<Purchase[]> {
  if (rows.length === 0) return [];
  const { db } = context;
  const ids = rows.map((row) => row.id);
  const ownPurchaseIds = rows
    .filter((row) => row.buyerId === context.viewerId)
    .map((row) => row.id);
  const [items, reviews, payments, refunds, names] = await Promise.all([
    itemRows(db, { purchaseIds: ids }),
    ownReviewsOf(db, ownPurchaseIds),
    db.select().from(transactions).where(inArray(transactions.purchaseId, ids)),
    // The purchase's own refund; a claim's is the claim's.
    db
      .select()
      .from(paymentRefunds)
      .where(and(inArray(paymentRefunds.purchaseId, ids), wholePurchase)),
    usernames(
      db,
      rows.flatMap((row) => (row.partnerId ? [row.buyerId, row.partnerId] : [row.buyerId])),
    ),
  ]);
  const claimOf = await claimsOfSales(
    db,
    items.map((row) => row.item.saleId),
  );
  const itemsOf = groupBy(items, (row) => row.item.purchaseId);
  const paymentOf = new Map(payments.map((payment) => [payment.purchaseId, payment]));
  const refundOf = new Map(refunds.map((refund) => [refund.purchaseId, refund]));
  return rows.map((row) => {
    const payment = paymentOf.get(row.id);
    if (!payment) throw new Error(`purchase ${row.id} has no transaction`);
    const instructions =
      row.paymentMethod === 'bank_transfer' && context.bankTransferInstructions
        ? transferInstructions(context.bankTransferInstructions, row.id)
        : null;
    return {
      purchase_id: row.id,
      status: row.status,
      created_at: row.createdAt.toISOString(),
      payment_method: row.paymentMethod,
      partner_name: row.partnerId ? (names.get(row.partnerId) ?? null) : null,
      subtotal: moneyText(row.subtotal),
      shipping: moneyText(row.shipping),
      total: moneyText(row.total),
      shipping_address: row.shippingAddress,
      transaction: {
        id: payment.id,
        amount: moneyText(payment.amount),
        expires_at: payment.expiresAt.toISOString(),
        status: payment.status,
        instructions,
        reference: payment.reference,
        ...chargeAnswer(payment),
        refund: refundAnswer(refundOf.get(row.id)),
      },
      items: (itemsOf.get(row.id) ?? []).map((item) =>
        purchaseItemAnswer(context, item, reviews.get(item.item.id), claimOf.get(item.item.saleId)),
      ),
      buyer: { id: row.buyerId, username: names.get(row.buyerId) ?? '' },
      note: row.note,
    };
  });
}

/** `Sale` answers for rows, in their order, in a fixed number of queries. */
export async function saleAnswers(context: OrderAnswerContext, rows: SaleRow[]): Promise<Sale[]> {
  if (rows.length === 0) return [];
  const { db } = context;
  const saleIds = rows.map((row) => row.id);
  const [items, purchaseRows, claimOf] = await Promise.all([
    itemRows(db, { saleIds }),
    db
      .select({
        id: purchases.id,
        buyerId: purchases.buyerId,
        shippingAddress: purchases.shippingAddress,
      })
      .from(purchases)
      .where(inArray(purchases.id, [...new Set(rows.map((row) => row.purchaseId))])),
    claimsOfSales(db, saleIds),
  ]);
  const purchaseOf = new Map(purchaseRows.map((row) => [row.id, row]));
  const names = await usernames(
    db,
    purchaseRows.map((row) => row.buyerId),
  );
  const itemsOf = groupBy(items, (row) => row.item.saleId);
  return rows.map((row) => {
    const purchase = purchaseOf.get(row.purchaseId);
    if (!purchase) throw new Error(`sale ${row.id} lost its purchase`);
    return {
      id: row.id,
      purchase_id: row.purchaseId,
      status: row.status,
      created_at: row.createdAt.toISOString(),
      buyer: { id: purchase.buyerId, username: names.get(purchase.buyerId) ?? '' },
      items: (itemsOf.get(row.id) ?? []).map((item) => saleItemAnswer(context, item)),
      subtotal: moneyText(row.subtotal),
      shipping: moneyText(row.shipping),
      fee: moneyText(row.fee),
      commissions: moneyText(row.commissions),
      net_amount: moneyText(row.netAmount),
      shipping_address: purchase.shippingAddress,
      tracking_code: row.trackingCode,
      claim: claimOf.get(row.id) ?? null,
    };
  });
}
