import type { PurchaseItem } from '@plaza/api';

/** One seller's part of a purchase that was sent with a courier's tracking code. */
export interface TrackedPart {
  saleId: number;
  seller: string;
  code: string;
}

/**
 * The tracking codes of a purchase, one for each seller's part that has one, in the order its
 * items are listed. `isSplit` says whether several sellers ship parts of it, so each code must
 * say whose it is.
 */
export function trackingCodes(items: readonly PurchaseItem[]): {
  parts: TrackedPart[];
  isSplit: boolean;
} {
  const parts = new Map<number, TrackedPart>();
  for (const item of items) {
    if (item.tracking_code && !parts.has(item.sale_id))
      parts.set(item.sale_id, {
        saleId: item.sale_id,
        seller: item.seller.username,
        code: item.tracking_code,
      });
  }
  const sales = new Set(items.map((item) => item.sale_id));
  return { parts: [...parts.values()], isSplit: sales.size > 1 };
}
