import { and, count, eq, inArray, or } from 'drizzle-orm';
import type { UserRow } from '../auth/authenticate.js';
import type { Db } from '../db/database.js';
import { claims, purchases, sales } from '../db/schema/index.js';

/*
 * `User.pending.claims` (docs/api.md, Claims): the claims whose next step is the caller's, by the
 * status that waits for each party (schemas/claims.ts, ClaimStatus).
 */

/** The seller answers an open claim and says when the item is back. */
const SELLER_STEPS = ['open', 'return_sent'] as const;
/** The buyer answers an offer or a return request. */
const BUYER_STEPS = ['offered', 'return_requested'] as const;

/**
 * How many claims wait for `user`: as a seller, as a buyer, and for an administrator every
 * escalated one.
 */
export async function claimsAwaiting(db: Db, user: UserRow): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(claims)
    .innerJoin(sales, eq(sales.id, claims.saleId))
    .innerJoin(purchases, eq(purchases.id, sales.purchaseId))
    .where(
      or(
        and(eq(sales.sellerId, user.id), inArray(claims.status, [...SELLER_STEPS])),
        and(eq(purchases.buyerId, user.id), inArray(claims.status, [...BUYER_STEPS])),
        user.isAdmin ? eq(claims.status, 'escalated') : undefined,
      ),
    );
  return row?.value ?? 0;
}
