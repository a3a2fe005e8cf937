import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { saleCredits } from '../../src/ledger/sale-credits.js';
import { splitSale, type SplitItem } from '../../src/ledger/sale-split.js';
import { feePercent as feePercents, item, referrers, sumOf } from '../support/sale-arbitraries.js';

/** A sale of one item, without shipping, paying `levelOne` % to level 1 only, at a 10 % fee. */
const oneItemSale = ({
  levelOne,
  hasMembership,
  ...line
}: Pick<SplitItem, 'unitPrice' | 'quantity' | 'isTctProduct'> & {
  levelOne: string;
  hasMembership: boolean;
}) =>
  splitSale(
    [{ ...line, shippingPrice: 0, levels: [{ level: 1, payment_percentage: levelOne }] }],
    { hasMembership },
    '10',
  );

describe('what a received sale credits', () => {
  it('conserves money: seller net + fee + commissions credited + unclaimed levels = what the buyer paid', () => {
    fc.assert(
      fc.property(
        fc.array(item, { minLength: 1, maxLength: 6 }),
        fc.boolean(),
        feePercents,
        referrers,
        (items, hasMembership, feePercent, chain) => {
          const split = splitSale(items, { hasMembership }, feePercent);
          const sale = { sellerId: 1, ...split };
          const credits = saleCredits(sale, split.commissionLines, chain);
          const paid = sumOf(items.map((i) => (i.unitPrice + i.shippingPrice) * i.quantity));
          expect(sumOf(credits.map((credit) => credit.amountCents))).toBe(paid);

          const seller = credits.filter((credit) => credit.kind === 'sale');
          expect(seller).toEqual([
            { userId: 1, kind: 'sale', amountCents: split.netAmount, level: null },
          ]);
          const fee = sumOf(credits.filter((c) => c.kind === 'fee').map((c) => c.amountCents));
          expect(fee).toBe(hasMembership ? 0 : split.fee);
          const claimed = credits.filter((c) => c.kind === 'commission' && c.userId !== null);
          const unclaimed = credits.filter((c) => c.kind === 'commission' && c.userId === null);
          for (const credit of claimed) expect(credit.userId).toBe(chain[credit.level! - 1]);
          for (const credit of unclaimed) expect(credit.level! > chain.length).toBe(true);
          expect(
            split.netAmount +
              fee +
              sumOf(claimed.map((c) => c.amountCents)) +
              sumOf(unclaimed.map((c) => c.amountCents)),
          ).toBe(paid);
          // One entry per level at most: the ledger's unique key per sale, kind, user and level.
          const levelsPaid = credits.filter((c) => c.kind === 'commission').map((c) => c.level);
          expect(new Set(levelsPaid).size).toBe(levelsPaid.length);
          expect(credits.every((c) => c.kind === 'sale' || c.amountCents > 0)).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('pays nothing on items that are not network products', () => {
    const split = oneItemSale({
      unitPrice: 1000,
      quantity: 2,
      isTctProduct: false,
      levelOne: '20',
      hasMembership: true,
    });
    expect(saleCredits({ sellerId: 7, ...split }, split.commissionLines, [3])).toEqual([
      { userId: 7, kind: 'sale', amountCents: 2000, level: null },
    ]);
  });

  it('refuses lines that disagree with what the sale stored', () => {
    const split = oneItemSale({
      unitPrice: 35,
      quantity: 3,
      isTctProduct: true,
      levelOne: '7',
      hasMembership: false,
    });
    expect(() =>
      saleCredits(
        { sellerId: 7, ...split, commissions: split.commissions + 1 },
        split.commissionLines,
        [],
      ),
    ).toThrow(/commission lines add up to 7 cents; the sale says 8/);
  });
});
