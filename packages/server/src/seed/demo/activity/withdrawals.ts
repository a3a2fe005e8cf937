import { withoutEffects } from '../../../changes/without-effects.js';
import type { Db } from '../../../db/database.js';
import { balanceOf } from '../../../ledger/balance.js';
import { decideWithdrawal, requestWithdrawal } from '../../../ledger/withdrawals.js';
import type { DemoSellerName } from '../sellers.js';
import { demoSellers } from '../sellers.js';
import { daysAgo } from './days-ago.js';

/** One demo withdrawal: whose, what share of their balance that day, and when. */
export interface DemoWithdrawal {
  seller: DemoSellerName;
  /** The part of the seller's balance on its day, rounded down to whole dollars. */
  share: number;
  /** How many days ago it was requested. */
  daysAgo: number;
  /** How many days ago an administrator paid it; `null` while it waits. */
  paidDaysAgo: number | null;
}

/**
 * Each seller takes out part of what they earned twice: once in the middle of the demo's history,
 * paid two days later, and once in its last days, still waiting for an administrator. The sellers'
 * days differ, so the administrators' list is not one day's; each seller has been paid for a sale
 * by the first one (purchases.ts), so both have a balance to come out of. Oldest first.
 */
export const demoWithdrawals: readonly DemoWithdrawal[] = [
  ...demoSellers.map(({ username }, turn) => ({
    seller: username,
    share: 0.3,
    daysAgo: 40 - 3 * turn,
    paidDaysAgo: 38 - 3 * turn,
  })),
  ...demoSellers.map(({ username }, turn) => ({
    seller: username,
    share: 0.2,
    daysAgo: 9 - turn,
    paidDaysAgo: null,
  })),
];

/**
 * Requests a demo withdrawal on its day, out of the balance the ledger held then (the entries dated
 * after it are not written yet: seed-activity.ts makes events in their order), and pays it at once
 * when its plan says it was paid; backdate.ts then moves the payment to its day. Answers the
 * withdrawal's id when one was made (none when the balance was empty).
 */
export async function runWithdrawal(
  db: Db,
  userId: number,
  plan: DemoWithdrawal,
): Promise<number | null> {
  const cents = Math.floor(((await balanceOf(db, userId)) * plan.share) / 100) * 100;
  if (cents <= 0) return null;
  const destination = `Cuenta de ahorros Banco Andino n.º 0${String(userId).padStart(3, '0')}-552-18`;
  const changes = withoutEffects(db);
  const requestedAt = daysAgo(plan.daysAgo);
  const withdrawal = await requestWithdrawal(changes, userId, cents, destination, requestedAt);
  if (plan.paidDaysAgo !== null) {
    await decideWithdrawal(changes, withdrawal.id, 'paid', 'Pagado por transferencia.');
  }
  return withdrawal.id;
}
