import { PAYMENT_METHODS, PURCHASE_STATUSES, TRANSACTION_STATUSES } from '@plaza/api';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { userRef } from './accounts.js';
import { products } from './catalogue.js';
import { cents, instant, oneOf } from './columns.js';

/* Orders (issue 12): addresses, purchases, their items and sales, and their payments. */

/** A user's address book; at most one default address each. */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: userRef('user_id', 'cascade').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    /** ISO 3166-1 alpha-2. */
    country: text('country').notNull(),
    postalCode: text('postal_code').notNull(),
    phoneNumber: text('phone_number').notNull(),
    /** A landmark or directions. */
    location: text('location').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('addresses_user_id_index').on(table.userId, table.id),
    uniqueIndex('addresses_one_default_per_user')
      .on(table.userId)
      .where(sql`${table.isDefault}`),
    check('addresses_latitude_range', sql`${table.latitude} between -90 and 90`),
    check('addresses_longitude_range', sql`${table.longitude} between -180 and 180`),
  ],
);

/** The copy of an address a purchase keeps, as the API answers it: later edits never change it. */
export interface AddressCopy {
  address: string;
  city: string;
  state: string;
  country: string;
  postal_code: string;
  phone_number: string;
  location: string;
  latitude: number;
  longitude: number;
}

/** A level of a network product's commission as it was when the purchase was made. */
export interface LevelCopy {
  level: number;
  payment_percentage: string;
}

/**
 * What a buyer bought in one checkout. `status` is the least advanced status of its sales, kept in
 * the same transaction as every change to them (orders/state-machine.ts). Totals in cents, computed
 * by the server from the items.
 */
export const purchases = pgTable(
  'purchases',
  {
    id: serial('id').primaryKey(),
    buyerId: userRef('buyer_id', 'restrict').notNull(),
    status: text('status', { enum: PURCHASE_STATUSES }).notNull().default('pending_payment'),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull(),
    /** The user the buyer named as partner (`partner_name`), if any. */
    partnerId: userRef('partner_id', 'set null'),
    subtotal: cents('subtotal').notNull(),
    shipping: cents('shipping').notNull(),
    total: cents('total').notNull(),
    /** Null when every item is digital. */
    shippingAddress: jsonb('shipping_address').$type<AddressCopy>(),
    /** The administrator's note on approving or refusing a bank transfer. */
    note: text('note'),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('purchases_buyer_id_index').on(table.buyerId, table.createdAt.desc().nullsFirst()),
    index('purchases_status_index').on(table.status, table.createdAt.desc().nullsFirst()),
    check('purchases_status_check', oneOf(table.status, PURCHASE_STATUSES)),
    check('purchases_payment_method_check', oneOf(table.paymentMethod, PAYMENT_METHODS)),
    check('purchases_total_sum', sql`${table.total} = ${table.subtotal} + ${table.shipping}`),
    check('purchases_amounts_not_negative', sql`${table.subtotal} >= 0 and ${table.shipping} >= 0`),
  ],
);

/**
 * The part of a purchase one seller ships. `fee`, `commissions` and `net_amount` are fixed when the
 * purchase is made (ledger/sale-split.ts), so later changes of the fee or a product's levels never
 * change what a sale pays.
 */
export const sales = pgTable(
  'sales',
  {
    id: serial('id').primaryKey(),
    purchaseId: integer('purchase_id')
      .notNull()
      .references(() => purchases.id, { onDelete: 'cascade' }),
    sellerId: userRef('seller_id', 'restrict').notNull(),
    status: text('status', { enum: PURCHASE_STATUSES }).notNull().default('pending_payment'),
    trackingCode: text('tracking_code'),
    subtotal: cents('subtotal').notNull(),
    shipping: cents('shipping').notNull(),
    /** The company fee percentage applied: COMPANY_FEE_PERCENT, or 0 for a seller with membership. */
    feePercent: numeric('fee_percent', { precision: 5, scale: 2 }).notNull(),
    fee: cents('fee').notNull(),
    commissions: cents('commissions').notNull(),
    netAmount: cents('net_amount').notNull(),
    /**
     * When it became `sent` (shipped, or paid if digital only): the automatic receipt counts
     * AUTO_RECEIVE_DAYS from it (orders/auto-receive.ts). Null before; also for sales received
     * before the column existed (migration 0011 dated those still `sent` by their last change).
     */
    sentAt: instant('sent_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('sales_purchase_seller_unique').on(table.purchaseId, table.sellerId),
    index('sales_seller_id_index').on(table.sellerId, table.createdAt.desc().nullsFirst()),
    index('sales_status_index').on(table.status),
    check('sales_status_check', oneOf(table.status, PURCHASE_STATUSES)),
    check(
      'sales_net_amount_sum',
      sql`${table.netAmount} = ${table.subtotal} + ${table.shipping} - ${table.fee} - ${table.commissions}`,
    ),
  ],
);

/** One line of a purchase, with the product's price, shipping, kind and levels copied at purchase time. */
export const purchaseItems = pgTable(
  'purchase_items',
  {
    id: serial('id').primaryKey(),
    purchaseId: integer('purchase_id')
      .notNull()
      .references(() => purchases.id, { onDelete: 'cascade' }),
    saleId: integer('sale_id')
      .notNull()
      .references(() => sales.id, { onDelete: 'cascade' }),
    /** Products with purchases are archived, never erased (catalogue/purchases.ts). */
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    productName: text('product_name').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: cents('unit_price').notNull(),
    shippingPrice: cents('shipping_price').notNull(),
    isDigital: boolean('is_digital').notNull(),
    /** Whether it was a network product, whose levels earn commissions. */
    isTctProduct: boolean('is_tct_product').notNull(),
    levels: jsonb('levels').$type<LevelCopy[]>().notNull(),
  },
  (table) => [
    index('purchase_items_purchase_id_index').on(table.purchaseId),
    index('purchase_items_sale_id_index').on(table.saleId),
    index('purchase_items_product_id_index').on(table.productId),
    check('purchase_items_quantity_positive', sql`${table.quantity} >= 1`),
    check(
      'purchase_items_prices_not_negative',
      sql`${table.unitPrice} > 0 and ${table.shippingPrice} >= 0`,
    ),
  ],
);

/**
 * A purchase's payment: its window (`expires_at`), the provider that takes it (`test`, a real card
 * provider, or `bank_transfer`) and the provider's reference. Never a card number.
 */
export const transactions = pgTable(
  'transactions',
  {
    id: serial('id').primaryKey(),
    purchaseId: integer('purchase_id')
      .notNull()
      .unique()
      .references(() => purchases.id, { onDelete: 'cascade' }),
    amount: cents('amount').notNull(),
    provider: text('provider').notNull(),
    status: text('status', { enum: TRANSACTION_STATUSES }).notNull().default('pending'),
    /** The provider's charge id, or the reference the buyer quoted for a bank transfer. */
    reference: text('reference'),
    expiresAt: instant('expires_at').notNull(),
    paidAt: instant('paid_at'),
    /** What the buyer is charged in: `USD`, or Mercado Pago's account currency. */
    currency: text('currency').notNull().default('USD'),
    /** The charge in `currency`'s minor units, fixed when a hosted session opens (else null). */
    chargedMinor: bigint('charged_minor', { mode: 'number' }),
    /** Units of `currency` per US dollar the charge was made at, as decimal text; null in dollars. */
    exchangeRate: text('exchange_rate'),
    /** A hosted method's session on the provider (a Checkout Session, a preference) and its page. */
    sessionId: text('session_id'),
    sessionUrl: text('session_url'),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [
    check('transactions_status_check', oneOf(table.status, TRANSACTION_STATUSES)),
    // The expiry sweep reads pending transactions by their deadline.
    index('transactions_pending_expires_at_index')
      .on(table.expiresAt)
      .where(sql`${table.status} = 'pending'`),
  ],
);
