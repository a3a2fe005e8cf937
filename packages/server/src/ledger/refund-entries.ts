import type { LedgerKind } from '@plaza/api';
import type { Credit } from './sale-credits.js';

/*
 * What a claim's refund takes back from a sale's credits (docs/api.md, "After the sale", Money): a
 * full refund reverses every credit of the sale (each commission, the fee) and takes the rest of
 * what goes back from the seller; a partial one comes out of the seller's share alone. So a sale's
 * credits and refunds always add up to what its buyer paid for it less what went back, to the cent.
 */

/** What a claim gives back of one sale, in US cents, as its `payment_refunds` row keeps it. */
export interface SaleRefund {
  amount: number;
  /** The whole of what is left of the sale; false for a partial refund. */
  full: boolean;
}

/** One `refund` entry: whose money, how much (negative: it leaves their balance), which level. */
export type RefundEntry = Pick<Credit, 'userId' | 'amountCents' | 'level'>;

/** A sale's credit: a ledger entry of kind `sale`, `commission` or `fee`, or one planned. */
type SaleCredit = RefundEntry & { kind: LedgerKind };

/**
 * The entries of `refund` against `credits`, the sale's credits as written (or as receiving it
 * would write them): its `sale` credit names the seller. A full refund of what is left after an
 * earlier partial one reverses the commissions and the fee all the same, and the seller gives back
 * the rest, so the seller's refunds add up to their net.
 */
export function refundEntries(credits: readonly SaleCredit[], refund: SaleRefund): RefundEntry[] {
  const sale = credits.find((credit) => credit.kind === 'sale');
  if (!sale || sale.userId === null)
    throw new Error('a refund needs the sale credit of its seller');
  const seller = (amountCents: number): RefundEntry => ({
    userId: sale.userId,
    amountCents,
    level: null,
  });
  if (!refund.full) return [seller(-refund.amount)];
  const others = credits.filter((credit) => credit.kind !== 'sale');
  const reversed = others.reduce((sum, credit) => sum + credit.amountCents, 0);
  return [
    seller(reversed - refund.amount),
    ...others.map((credit) => ({
      userId: credit.userId,
      amountCents: -credit.amountCents,
      level: credit.level,
    })),
  ];
}
