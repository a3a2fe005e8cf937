import type { LedgerKind } from '@plaza/api';
import type { CommissionLine } from './sale-split.js';

/** What one sale pays, as fixed when its purchase was made (the sales table, in cents). */
export interface SaleFigures {
  sellerId: number;
  fee: number;
  commissions: number;
  netAmount: number;
}

export interface Credit {
  /** `null` is the company: the fee, and the levels that have no referrer. */
  userId: number | null;
  kind: Extract<LedgerKind, 'sale' | 'commission' | 'fee'>;
  amountCents: number;
  level: number | null;
}

/**
 * The ledger entries a received sale writes: its seller's `net_amount`; the company's `fee`; and for
 * each level, the sum of that level's commission lines (sale-split.ts) to the referrer that many
 * steps up from the buyer (`referrers[0]` is the buyer's own referrer), or to the company when there
 * is none. Together they add up to the sale's subtotal and shipping, to the cent. Lines that
 * disagree with the sale's stored `commissions` are a bug, refused rather than paid.
 */
export function saleCredits(
  sale: SaleFigures,
  lines: readonly CommissionLine[],
  referrers: ReadonlyArray<number | null>,
): Credit[] {
  const byLevel = new Map<number, number>();
  for (const line of lines) byLevel.set(line.level, (byLevel.get(line.level) ?? 0) + line.amount);
  const commissions = [...byLevel.values()].reduce((sum, cents) => sum + cents, 0);
  if (commissions !== sale.commissions) {
    throw new Error(
      `commission lines add up to ${commissions} cents; the sale says ${sale.commissions}`,
    );
  }
  const credits: Credit[] = [
    { userId: sale.sellerId, kind: 'sale', amountCents: sale.netAmount, level: null },
  ];
  if (sale.fee > 0) credits.push({ userId: null, kind: 'fee', amountCents: sale.fee, level: null });
  for (const [level, cents] of [...byLevel].sort(([a], [b]) => a - b)) {
    if (cents > 0) {
      const userId = referrers[level - 1] ?? null;
      credits.push({ userId, kind: 'commission', amountCents: cents, level });
    }
  }
  return credits;
}
