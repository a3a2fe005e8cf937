import * as s from 'superstruct';
import { ShippingAddress } from './addresses.js';
import { ClaimRef } from './claims.js';
import { optionalText } from './form-values.js';
import { paginated } from './pagination.js';
import { BoughtItem, PurchaseListQuery, PurchaseStatus } from './purchases.js';
import { UserRef } from './users.js';

/** One line of a sale, at the price it was bought. */
export const SaleItem = BoughtItem;
export type SaleItem = BoughtItem;

/**
 * The part of a purchase one seller ships (docs/api.md, Sales). `net_amount = subtotal + shipping − fee −
 * commissions`, fixed when the purchase was made.
 */
export const Sale = s.object({
  id: s.min(s.integer(), 1),
  purchase_id: s.min(s.integer(), 1),
  status: PurchaseStatus,
  created_at: s.string(),
  buyer: UserRef,
  items: s.array(SaleItem),
  subtotal: s.string(),
  shipping: s.string(),
  fee: s.string(),
  commissions: s.string(),
  net_amount: s.string(),
  shipping_address: s.nullable(ShippingAddress),
  tracking_code: s.nullable(s.string()),
  /** The sale's open claim, or its latest one once resolved; `null` when it has none. */
  claim: s.nullable(ClaimRef),
});
export type Sale = s.Infer<typeof Sale>;

export const SalePage = paginated(Sale);
export type SalePage = s.Infer<typeof SalePage>;

/** GET `marketplace/products-sales/`: `status`, `search`, pages. */
export const SaleListQuery = PurchaseListQuery;
export type SaleListQuery = PurchaseListQuery;

/** PATCH `marketplace/products-sales/{id}/update-status/`: `preparing`, then `sent`. */
export const SaleStatusBody = s.object({
  status: s.enums(['preparing', 'sent'] as const),
  tracking_code: optionalText('tracking_code', 100),
});
export type SaleStatusBody = s.Infer<typeof SaleStatusBody>;
