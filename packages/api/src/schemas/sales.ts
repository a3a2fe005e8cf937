import {
  array,
  boolean,
  enums,
  integer,
  min,
  nullable,
  object,
  optional,
  string,
  type Infer,
} from 'superstruct';
import { ShippingAddress } from './addresses.js';
import { boundedText } from './form-values.js';
import { paginated } from './pagination.js';
import { PurchaseListQuery, PurchaseStatus, UserRef } from './purchases.js';

/** One line of a sale, at the price it was bought. */
export const SaleItem = object({
  id: min(integer(), 1),
  product: object({ id: min(integer(), 1), name: string(), photo: nullable(string()) }),
  is_digital: boolean(),
  quantity: min(integer(), 1),
  unit_price: string(),
  shipping_price: string(),
});
export type SaleItem = Infer<typeof SaleItem>;

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
  tracking_code: optional(nullable(boundedText('tracking_code', 100, { required: false }))),
});
export type SaleStatusBody = Infer<typeof SaleStatusBody>;
