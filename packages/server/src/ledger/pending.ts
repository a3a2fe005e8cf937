import { PRODUCT_LIMITS } from '@plaza/api';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { ON_THE_WAY, plannedCredits } from './purchase-credits.js';
import { refundEntries } from './refund-entries.js';
import { claimRefundsOf } from './sale-refunds.js';

const onTheWay = sql.join(
  ON_THE_WAY.map((status) => sql`${status}`),
  sql`, `,
);

/**
 * What purchases paid and on their way will credit the user when received, in cents: the very
 * credits receiving them would write (purchase-credits.ts), less what their claims' refunds will
 * take back (sale-refunds.ts), for the purchases where the user sells or stands above the buyer in
 * the referral chain, no further up than a product has levels. The chain is walked up from those
 * purchases' buyers, so the cost follows the purchases under way, not the size of the user's
 * network.
 */
export async function pendingOf(db: Db, userId: number): Promise<number> {
  const { rows } = (await db.execute(sql`
    with recursive up (purchase_id, user_id, level) as (
      select purchases.id, users.referred_by_id, 1
      from purchases join users on users.id = purchases.buyer_id
      where purchases.status in (${onTheWay}) and users.referred_by_id is not null
        and exists (
          select 1 from purchase_items
          where purchase_items.purchase_id = purchases.id and purchase_items.is_tct_product
        )
      union all
      select up.purchase_id, users.referred_by_id, up.level + 1
      from up join users on users.id = up.user_id
      where users.referred_by_id is not null and up.level < ${PRODUCT_LIMITS.levels}
    )
    select purchase_id from up where user_id = ${userId}
    union
    select sales.purchase_id from sales join purchases on purchases.id = sales.purchase_id
    where sales.seller_id = ${userId} and purchases.status in (${onTheWay})`)) as unknown as {
    rows: Array<{ purchase_id: number }>;
  };
  const purchaseIds = rows.map((row) => Number(row.purchase_id));
  const credits = await plannedCredits(db, purchaseIds);
  // What claims have already decided to give back comes off, as receiving will write it.
  const refunds = (await claimRefundsOf(db, purchaseIds)).flatMap((refund) =>
    refundEntries(
      credits.filter((credit) => credit.saleId === refund.saleId),
      refund,
    ),
  );
  return [...credits, ...refunds]
    .filter((entry) => entry.userId === userId)
    .reduce((sum, entry) => sum + entry.amountCents, 0);
}
