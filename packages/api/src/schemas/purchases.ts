import * as s from 'superstruct';
import { ShippingAddress } from './addresses.js';
import { ClaimRef } from './claims.js';
import { boundedText, Id, integerFromText, optionalText } from './form-values.js';
import { listOf } from './lists.js';
import { listSearch, pageQuery, paginated, type PageQuery } from './pagination.js';
import { Refund, RefundStatus } from './refunds.js';
import { OwnReview } from './reviews.js';
import { UserRef } from './users.js';

/*
 * Purchases (docs/api.md, Purchases). Amounts are decimal strings with two places; the server computes
 * every total and the app only shows them.
 */

/**
 * A purchase's and a sale's status. The happy path runs `pending_payment` → (`pending_approval` →)
 * `approved` → `preparing` → `sent` → `received`; `cancelled`, `refused` and `expired` end it.
 */
export const PURCHASE_STATUSES = [
  'pending_payment',
  'pending_approval',
  'approved',
  'preparing',
  'sent',
  'received',
  'cancelled',
  'refused',
  'expired',
] as const;
export const PurchaseStatus = s.enums(PURCHASE_STATUSES);
export type PurchaseStatus = s.Infer<typeof PurchaseStatus>;

/**
 * How a purchase is paid (docs/api.md, "Paying through a real provider"): `card` through the built-in
 * `test` provider's card step, `bank_transfer` checked by an administrator, and the hosted pages of
 * `stripe` and `mercadopago`. Which are on is the shop's choice: GET `payments/methods/`.
 */
export const PAYMENT_METHODS = ['card', 'bank_transfer', 'stripe', 'mercadopago'] as const;
export const PaymentMethod = s.enums(PAYMENT_METHODS);
export type PaymentMethod = s.Infer<typeof PaymentMethod>;

/**
 * A payment's status: `pending` until paid (a declined card stays pending until the window closes),
 * `pending_approval` while an administrator checks a bank transfer, then `paid`, or how it ended.
 */
export const TRANSACTION_STATUSES = [
  'pending',
  'pending_approval',
  'paid',
  'expired',
  'cancelled',
  'refused',
] as const;
export const TransactionStatus = s.enums(TRANSACTION_STATUSES);
export type TransactionStatus = s.Infer<typeof TransactionStatus>;

/** At most this many different products in one purchase. */
export const MAX_PURCHASE_ITEMS = 50;

export const PurchaseItemBody = s.object({
  product: Id,
  quantity: integerFromText(
    s.refine(
      s.integer(),
      'quantity',
      (value) => (value >= 1 && value <= 1_000_000) || 'Enter a quantity from 1 to 1000000.',
    ),
  ),
});
export type PurchaseItemBody = s.Infer<typeof PurchaseItemBody>;

/**
 * POST `marketplace/products-purchase/`. `shipping_address` is one of the buyer's address ids,
 * required when any item is physical; the server checks stock, ownership and `partner_name`.
 */
export const PurchaseBody = s.object({
  items: s.refine(
    listOf(PurchaseItemBody, { min: 1, max: MAX_PURCHASE_ITEMS }),
    'distinct_products',
    (items) =>
      new Set(items.map((item) => item.product)).size === items.length || 'List each product once.',
  ),
  shipping_address: s.optional(s.nullable(Id)),
  payment_method: PaymentMethod,
  partner_name: optionalText('partner_name', 30),
});
export type PurchaseBody = s.Infer<typeof PurchaseBody>;

/** A purchase's payment. `instructions`: for a bank transfer, where to pay and what to quote. */
export const Transaction = s.object({
  id: s.min(s.integer(), 1),
  amount: s.string(),
  expires_at: s.string(),
  status: TransactionStatus,
  instructions: s.nullable(s.string()),
  /** The reference to quote on a bank transfer, or the provider's charge reference once paid. */
  reference: s.nullable(s.string()),
  /** Who takes the money: `test`, `bank_transfer`, `stripe`, `mercadopago`. */
  provider: s.string(),
  /** What the buyer is charged in (ISO 4217): `USD` unless Mercado Pago charges another currency. */
  currency: s.string(),
  /** What the buyer was charged, in `currency` (its own decimals); null until a session is opened. */
  charged_amount: s.nullable(s.string()),
  /** Units of `currency` per US dollar it was charged at; null when charged in dollars. */
  exchange_rate: s.nullable(s.string()),
  refund: s.nullable(Refund),
});
export type Transaction = s.Infer<typeof Transaction>;

/** One line of a purchase or a sale, at the price it was bought. */
export const BoughtItem = s.object({
  id: s.min(s.integer(), 1),
  product: s.object({ id: s.min(s.integer(), 1), name: s.string(), photo: s.nullable(s.string()) }),
  is_digital: s.boolean(),
  quantity: s.min(s.integer(), 1),
  unit_price: s.string(),
  shipping_price: s.string(),
});
export type BoughtItem = s.Infer<typeof BoughtItem>;

/** One line of a purchase, with what it cost when it was bought. */
export const PurchaseItem = s.object({
  ...BoughtItem.schema,
  seller: UserRef,
  sale_id: s.min(s.integer(), 1),
  sale_status: PurchaseStatus,
  /** The courier's tracking code its seller gave when sending this item's sale; else null. */
  tracking_code: s.nullable(s.string()),
  /** The download call's absolute URL for a digital item once its sale is `sent`; else null. */
  download: s.nullable(s.string()),
  /**
   * The buyer's own review of this item (to show and edit it), `null` before one is written. Only
   * in the buyer's answers; a sale's or an administrator's view of the purchase carries `null`.
   */
  review: s.nullable(OwnReview),
  /** Its sale's open claim, or its latest one once resolved; `null` when it has none. */
  claim: s.nullable(ClaimRef),
});
export type PurchaseItem = s.Infer<typeof PurchaseItem>;

export const Purchase = s.object({
  purchase_id: s.min(s.integer(), 1),
  status: PurchaseStatus,
  created_at: s.string(),
  payment_method: PaymentMethod,
  partner_name: s.nullable(s.string()),
  subtotal: s.string(),
  shipping: s.string(),
  total: s.string(),
  /** A copy of the address chosen at checkout; null when every item is digital. */
  shipping_address: s.nullable(ShippingAddress),
  transaction: Transaction,
  items: s.array(PurchaseItem),
  /** Who bought it: the buyer themselves, or the one an administrator reviews. */
  buyer: UserRef,
  /** The administrator's note on approving or refusing a bank transfer. */
  note: s.nullable(s.string()),
});
export type Purchase = s.Infer<typeof Purchase>;

export const PurchasePage = paginated(Purchase);
export type PurchasePage = s.Infer<typeof PurchasePage>;

/**
 * GET `marketplace/products-purchase/` and `marketplace/admin/purchases/`. `refund` keeps the
 * purchases whose refund is in that status: an administrator's `manual` ones wait to be paid back
 * by hand, and `failed` ones to be followed up (they count in `User.pending.reviews`).
 */
export const PurchaseListQuery = s.object({
  ...pageQuery,
  status: s.optional(PurchaseStatus),
  search: listSearch,
  refund: s.optional(RefundStatus),
});
export type PurchaseListQuery = PageQuery & {
  status?: PurchaseStatus;
  search?: string;
  refund?: RefundStatus;
};

/**
 * POST `marketplace/products-purchase/{id}/verify-payment/`: `{token}` from the card provider's client
 * step, `{reference}` the buyer quoted on a bank transfer, or for a hosted method `{session_id}` (or
 * nothing) on return from the provider's page: the server then asks the provider.
 */
export const VerifyPaymentBody = s.object({
  verification_data: s.object({
    token: s.optional(boundedText('token', 200, { required: true })),
    reference: s.optional(boundedText('reference', 100, { required: true })),
    /** A hosted method's return: the session the provider's return URL named (optional). */
    session_id: s.optional(boundedText('session_id', 300, { required: true })),
  }),
});
export type VerifyPaymentBody = s.Infer<typeof VerifyPaymentBody>;

/** PATCH `marketplace/products-purchase/update-buyer-status/`. */
export const BuyerStatusBody = s.object({
  purchase_id: Id,
  status: s.enums(['received', 'cancelled'] as const),
});
export type BuyerStatusBody = s.Infer<typeof BuyerStatusBody>;

/** PATCH `marketplace/products-purchase/{id}/update-status/`: an administrator's review. */
export const PurchaseReviewBody = s.object({
  data: s.object({
    status: s.enums(['approved', 'refused'] as const),
    note: optionalText('note', 500),
  }),
});
export type PurchaseReviewBody = s.Infer<typeof PurchaseReviewBody>;
