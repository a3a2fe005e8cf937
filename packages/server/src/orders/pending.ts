import { REFUNDS_AWAITING_ADMIN } from '@plaza/api';
import { and, count, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { UserRow } from '../auth/authenticate.js';
import { claimsAwaiting } from '../claims/pending-claims.js';
import type { Db } from '../db/database.js';
import { unreadMessagesOf } from '../messages/messages.js';
import {
  paymentRefunds,
  products,
  purchases,
  questions,
  sales,
  transactions,
} from '../db/schema/index.js';

export interface PendingCounts {
  purchases: number;
  sales: number;
  questions: number;
  messages: number;
  claims: number;
  reviews?: number;
}

const counted = async (query: Promise<{ value: number }[]>) => (await query)[0]?.value ?? 0;

/**
 * `User.pending` (docs/api.md, Purchases): the buyer's purchases waiting to be paid (within the window) or
 * confirmed as received, the seller's sales to prepare or send and unanswered questions on their
 * products, the messages they have not read in their sales' conversations, the claims whose next
 * step is theirs (escalated ones too for administrators) and, for
 * administrators, the purchases and products waiting for review and the refunds waiting for them:
 * `manual` ones to pay back by hand, `failed` ones (a provider refused) to follow up.
 */
export async function pendingCounts(db: Db, user: UserRow): Promise<PendingCounts> {
  const [purchaseCount, saleCount, questionCount, messageCount, claimCount] = await Promise.all([
    counted(
      db
        .select({ value: count() })
        .from(purchases)
        .innerJoin(transactions, eq(transactions.purchaseId, purchases.id))
        .where(
          and(
            eq(purchases.buyerId, user.id),
            or(
              and(eq(purchases.status, 'pending_payment'), gt(transactions.expiresAt, sql`now()`)),
              eq(purchases.status, 'sent'),
            ),
          ),
        ),
    ),
    counted(
      db
        .select({ value: count() })
        .from(sales)
        .where(and(eq(sales.sellerId, user.id), inArray(sales.status, ['approved', 'preparing']))),
    ),
    counted(
      db
        .select({ value: count() })
        .from(questions)
        .where(and(eq(questions.sellerId, user.id), isNull(questions.answer))),
    ),
    unreadMessagesOf(db, user.id),
    claimsAwaiting(db, user),
  ]);
  const own = {
    purchases: purchaseCount,
    sales: saleCount,
    questions: questionCount,
    messages: messageCount,
    claims: claimCount,
  };
  if (!user.isAdmin) return own;
  const [purchaseReviews, productReviews, refundReviews] = await Promise.all([
    counted(
      db.select({ value: count() }).from(purchases).where(eq(purchases.status, 'pending_approval')),
    ),
    counted(
      db
        .select({ value: count() })
        .from(products)
        .where(and(eq(products.status, 'pending_approval'), isNull(products.archivedAt))),
    ),
    counted(
      db
        .select({ value: count() })
        .from(paymentRefunds)
        .where(inArray(paymentRefunds.status, [...REFUNDS_AWAITING_ADMIN])),
    ),
  ]);
  return { ...own, reviews: purchaseReviews + productReviews + refundReviews };
}
