import fc from 'fast-check';
import { moneyText } from '../../src/ledger/cents.js';
import type { SplitItem } from '../../src/ledger/sale-split.js';

/* fast-check's sales, for the money rule's property tests (earnings/, ledger/). */

/** A product's levels as the catalogue allows them: 1 to 10, numbered from 1, adding up to ≤ 50 %. */
const levels = fc.integer({ min: 1, max: 10 }).chain((count) =>
  fc
    .array(fc.integer({ min: 0, max: Math.floor(5000 / count) }), {
      minLength: count,
      maxLength: count,
    })
    .map((hundredths) =>
      hundredths.map((value, index) => ({
        level: index + 1,
        payment_percentage: moneyText(value),
      })),
    ),
);

/** One line of a sale: its price, quantity and shipping in cents, and a product's levels. */
export const item: fc.Arbitrary<SplitItem> = fc.record({
  unitPrice: fc.integer({ min: 1, max: 1_000_000 }),
  quantity: fc.integer({ min: 1, max: 50 }),
  shippingPrice: fc.integer({ min: 0, max: 10_000 }),
  isTctProduct: fc.boolean(),
  levels,
});

/** The buyer's chain upwards: a referrer's id at each level, or nobody from some level on. */
export const referrers = fc
  .array(fc.integer({ min: 1, max: 1000 }), { maxLength: 10 })
  .map((ids) => ids.map((id, index) => id * 100 + index));

/** A company fee percentage with two decimals, 0 to 50 %. */
export const feePercent = fc.integer({ min: 0, max: 5000 }).map(moneyText);

export const sumOf = (values: number[]) => values.reduce((sum, value) => sum + value, 0);
