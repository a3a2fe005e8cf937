import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { ledgerEntries, paymentRefunds } from '../db/schema/index.js';
import { refundEntries, type SaleRefund } from './refund-entries.js';

/*
 * A claim's refund in the ledger: written with its decision when the sale was credited already, or,
 * when it was decided before receipt, with the sale's credits in the transaction that receives the
 * purchase. Both run with the purchase's row locked, so neither misses the other. The ledger's
 * unique key per refund, user and level writes each entry once, whoever calls twice.
 */

const CREDIT_KINDS = ['sale', 'commission', 'fee'] as const;

type DecidedRefund = SaleRefund & { id: number; saleId: number };

/** Writes `refund`'s entries if its sale has been credited; nothing otherwise. */
export async function writeRefundEntries(
  tx: Db,
  refund: DecidedRefund,
  createdAt?: Date,
): Promise<void> {
  const credited = await tx
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.saleId, refund.saleId), inArray(ledgerEntries.kind, CREDIT_KINDS)));
  const sale = credited.find((entry) => entry.kind === 'sale');
  if (!sale) return;
  await tx
    .insert(ledgerEntries)
    .values(
      refundEntries(credited, refund).map((entry) => ({
        ...entry,
        kind: 'refund' as const,
        purchaseId: sale.purchaseId,
        saleId: refund.saleId,
        fromUserId: sale.fromUserId,
        refundId: refund.id,
        ...(createdAt && { createdAt }),
      })),
    )
    .onConflictDoNothing();
}

/** Every claim's refund of these purchases, oldest first. */
export async function claimRefundsOf(db: Db, purchaseIds: number[]): Promise<DecidedRefund[]> {
  if (purchaseIds.length === 0) return [];
  const rows = await db
    .select({
      id: paymentRefunds.id,
      saleId: paymentRefunds.saleId,
      amount: paymentRefunds.amount,
      full: paymentRefunds.full,
    })
    .from(paymentRefunds)
    .where(and(inArray(paymentRefunds.purchaseId, purchaseIds), isNotNull(paymentRefunds.saleId)))
    .orderBy(paymentRefunds.id);
  return rows.flatMap(({ saleId, ...refund }) => (saleId === null ? [] : [{ ...refund, saleId }]));
}
