import { basisPointsOf, percentOf } from './cents.js';

/*
 * The money rule of a sale (docs/api.md, "Network, earnings and withdrawals"), in exactly one place: what
 * the company's fee, the network's commissions and the seller's net amount are. It runs when the
 * purchase is made; the sale keeps its figures, and the ledger credits them when the purchase is
 * received. Integer cents throughout, each line rounded half up.
 */

export interface SplitLevel {
  level: number;
  /** A percentage with up to two decimals, such as `"5.50"`. */
  payment_percentage: string;
}

/** One line of the sale, its amounts in cents, with the levels copied from the product. */
export interface SplitItem {
  unitPrice: number;
  quantity: number;
  shippingPrice: number;
  /** A network product: only these pay commissions. */
  isTctProduct: boolean;
  levels: readonly SplitLevel[];
}

/** One commission: `amount` cents to the buyer's referrer `level` steps up, for item `item`. */
export interface CommissionLine {
  item: number;
  level: number;
  amount: number;
}

export interface SaleSplit {
  subtotal: number;
  shipping: number;
  /** The fee percentage applied: the company's, or `"0"` for a seller with membership. */
  feePercent: string;
  fee: number;
  commissions: number;
  /** `subtotal + shipping − fee − commissions`. */
  netAmount: number;
  /** Every level of every network item, in item then level order; they sum to `commissions`. */
  commissionLines: CommissionLine[];
}

/**
 * Splits one seller's sale. The fee is `companyFeePercent` of the subtotal unless the seller had
 * membership when the purchase was made; each level of a network item earns its percentage of that
 * item's `unitPrice × quantity`, paid by the seller whether or not the buyer has a referrer there.
 */
export function splitSale(
  items: readonly SplitItem[],
  seller: { hasMembership: boolean },
  companyFeePercent: string,
): SaleSplit {
  const subtotal = items.reduce((sum, item) => sum + item.unitPrice * item.quantity, 0);
  const shipping = items.reduce((sum, item) => sum + item.shippingPrice * item.quantity, 0);
  const feePercent = seller.hasMembership ? '0' : companyFeePercent;
  const fee = percentOf(subtotal, basisPointsOf(feePercent));
  const commissionLines = items.flatMap((item, index) =>
    item.isTctProduct
      ? item.levels.map((level) => ({
          item: index,
          level: level.level,
          amount: percentOf(
            item.unitPrice * item.quantity,
            basisPointsOf(level.payment_percentage),
          ),
        }))
      : [],
  );
  const commissions = commissionLines.reduce((sum, line) => sum + line.amount, 0);
  return {
    subtotal,
    shipping,
    feePercent,
    fee,
    commissions,
    netAmount: subtotal + shipping - fee - commissions,
    commissionLines,
  };
}
