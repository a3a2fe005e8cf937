import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { refundEntries, type RefundEntry } from '../../src/ledger/refund-entries.js';
import { saleCredits, type Credit } from '../../src/ledger/sale-credits.js';
import { splitSale } from '../../src/ledger/sale-split.js';
import { feePercent, item, referrers, sumOf } from '../support/sale-arbitraries.js';

const SELLER = 1;

/** A sale's credits, as receiving it writes them, and what its buyer paid for it. */
const creditedSale = fc
  .record({
    items: fc.array(item, { minLength: 1, maxLength: 6 }),
    hasMembership: fc.boolean(),
    feePercent,
    chain: referrers,
  })
  .map(({ items, hasMembership, feePercent: fee, chain }) => {
    const split = splitSale(items, { hasMembership }, fee);
    const credits = saleCredits({ sellerId: SELLER, ...split }, split.commissionLines, chain);
    return { credits, paid: split.subtotal + split.shipping };
  });

/**
 * Claims' refunds of a sale, as the claims decide them: partial ones (each a share of what is
 * left, in thousandths, at least a cent) while something is left, then maybe a full one of the rest.
 */
const refundsOf = (paid: number) =>
  fc
    .record({
      shares: fc.array(fc.integer({ min: 1, max: 999 }), { maxLength: 4 }),
      full: fc.boolean(),
    })
    .map(({ shares, full }) => {
      const refunds: Array<{ amount: number; full: boolean }> = [];
      let left = paid;
      for (const share of shares) {
        const amount = Math.max(1, Math.floor((left * share) / 1000));
        if (amount >= left) break;
        refunds.push({ amount, full: false });
        left -= amount;
      }
      if (full) refunds.push({ amount: left, full: true });
      return refunds;
    });

/** What each user (the company as null) holds of the sale, by level, after these entries. */
function holdings(entries: ReadonlyArray<Pick<Credit, 'userId' | 'amountCents' | 'level'>>) {
  const held = new Map<string, number>();
  for (const { userId, level, amountCents } of entries) {
    const key = `${userId ?? 'company'}:${level ?? 0}`;
    held.set(key, (held.get(key) ?? 0) + amountCents);
  }
  return held;
}

describe('what a claim’s refund takes back of a sale', () => {
  it('nets the ledger to the cent: what was paid less what went back, whatever the refunds', () => {
    fc.assert(
      fc.property(
        creditedSale.chain((sale) => fc.tuple(fc.constant(sale), refundsOf(sale.paid))),
        ([{ credits, paid }, refunds]) => {
          const taken: RefundEntry[] = refunds.flatMap((refund) => refundEntries(credits, refund));
          const refunded = sumOf(refunds.map((refund) => refund.amount));
          expect(sumOf([...credits, ...taken].map((entry) => entry.amountCents))).toBe(
            paid - refunded,
          );
          // A partial refund comes out of the seller's share alone.
          const partial = refunds.filter((refund) => !refund.full);
          for (const refund of partial) {
            expect(refundEntries(credits, refund)).toEqual([
              { userId: SELLER, amountCents: -refund.amount, level: null },
            ]);
          }
          if (refunds.some((refund) => refund.full)) {
            // All of it went back: every credit of the sale is reversed, to the cent.
            expect(refunded).toBe(paid);
            const held = holdings([...credits, ...taken]);
            expect([...held.values()].every((cents) => cents === 0)).toBe(true);
          } else {
            // The fee and the commissions stay as they were credited.
            const others = holdings(credits.filter((credit) => credit.kind !== 'sale'));
            const after = holdings([
              ...credits.filter((credit) => credit.kind !== 'sale'),
              ...taken.filter((entry) => entry.userId !== SELLER || entry.level !== null),
            ]);
            expect(after).toEqual(others);
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('gives back the one cent a one-cent sale’s seller owed, when it is all refunded', () => {
    // 50 % of fee and 50 % of commissions, each rounded up, leave the seller a net of -1 cent.
    const split = splitSale(
      [
        {
          unitPrice: 1,
          quantity: 1,
          shippingPrice: 0,
          isTctProduct: true,
          levels: [{ level: 1, payment_percentage: '50' }],
        },
      ],
      { hasMembership: false },
      '50',
    );
    const credits = saleCredits({ sellerId: SELLER, ...split }, split.commissionLines, [9]);
    expect(credits[0]).toMatchObject({ kind: 'sale', amountCents: -1 });
    expect(refundEntries(credits, { amount: 1, full: true })).toEqual([
      { userId: SELLER, amountCents: 1, level: null },
      { userId: null, amountCents: -1, level: null },
      { userId: 9, amountCents: -1, level: 1 },
    ]);
  });

  it('refuses credits without the seller’s', () => {
    expect(() =>
      refundEntries([{ userId: null, kind: 'fee', amountCents: 5, level: null }], {
        amount: 5,
        full: true,
      }),
    ).toThrow(/sale credit of its seller/);
  });
});
