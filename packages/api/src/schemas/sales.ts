import { array, enums, integer, min, nullable, object, string, type Infer } from 'superstruct';
import { ShippingAddress } from './addresses.js';
import { optionalText } from './form-values.js';
import { paginated } from './pagination.js';
import { BoughtItem, PurchaseListQuery, PurchaseStatus } from './purchases.js';
import { UserRef } from './users.js';

/** One line of a sale, at the price it was bought. */
export const SaleItem = BoughtItem;
export type SaleItem = BoughtItem;

/**
 * The part of a purchase one seller ships (API.md, Sales). `net_amount = subtotal + shipping − fee −
 * commissions`, fixed when the purchase was made.
 */
export const Sale = object({
  id: min(integer(), 1),
  purchase_id: min(integer(), 1),
  status: PurchaseStatus,
  created_at: string(),
  buyer: UserRef,
  items: array(SaleItem),
  subtotal: string(),
  shipping: string(),
  fee: string(),
  commissions: string(),
  net_amount: string(),
  shipping_address: nullable(ShippingAddress),
  tracking_code: nullable(string()),
});
export type Sale = Infer<typeof Sale>;

export const SalePage = paginated(Sale);
export type SalePage = Infer<typeof SalePage>;

/** GET `marketplace/products-sales/`: `status`, `search`, pages. */
export const SaleListQuery = PurchaseListQuery;
export type SaleListQuery = PurchaseListQuery;

/** PATCH `marketplace/products-sales/{id}/update-status/`: `preparing`, then `sent`. */
export const SaleStatusBody = object({
  status: enums(['preparing', 'sent'] as const),
  tracking_code: optionalText('tracking_code', 100),
});
export type SaleStatusBody = Infer<typeof SaleStatusBody>;
