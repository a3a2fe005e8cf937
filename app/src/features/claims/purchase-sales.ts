import type { ClaimRef, Purchase, PurchaseStatus } from '@plaza/api';

/** One sale of a purchase, as its items tell it: its seller, status and latest claim. */
export interface PurchaseSale {
  saleId: number;
  seller: string;
  status: PurchaseStatus;
  claim: ClaimRef | null;
}

/** A purchase's sales, one per seller, as its items name them (in the items' order). */
export function salesOf(purchase: Purchase): PurchaseSale[] {
  const sales = new Map<number, PurchaseSale>();
  for (const item of purchase.items) {
    if (!sales.has(item.sale_id)) {
      sales.set(item.sale_id, {
        saleId: item.sale_id,
        seller: item.seller.username,
        status: item.sale_status,
        claim: item.claim,
      });
    }
  }
  return [...sales.values()];
}

/**
 * A sale the buyer may claim about: sent, or received (the server holds a received one to
 * `CLAIM_WINDOW_DAYS` after receipt, which the purchase does not say: past it, the form says so),
 * with no claim still open. A resolved one does not stop another while some of the sale is left
 * to refund, which the server alone knows (docs/api.md): past it, the form says so too.
 */
export const claimable = (sale: PurchaseSale) =>
  (sale.claim === null || sale.claim.status === 'resolved') &&
  (sale.status === 'sent' || sale.status === 'received');
