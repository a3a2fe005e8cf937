import {
  PAYMENT_METHODS,
  PRODUCT_STATUSES,
  PURCHASE_STATUSES,
  TRANSACTION_STATUSES,
} from '@plaza/api';
import { LEDGER_KINDS, TICKET_STATUSES, WITHDRAWAL_STATUSES } from '@plaza/api';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

/** Facts about this database itself, such as when demo data was seeded. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Product categories, named in every language the app speaks. */
export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  nameEs: text('name_es').notNull(),
  nameEn: text('name_en').notNull(),
  /** The order categories are listed in; ties fall back to the name. */
  position: integer('position').notNull().default(0),
});

/**
 * People with an account. `email` is kept lower-case; usernames keep their case but are unique
 * whatever it is, so "Ana" and "ana" can't be two people.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull().unique(),
    /** scrypt in PHC form, its parameters inside, so they can be raised later. */
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    phoneNumber: text('phone_number'),
    /** A storage key, such as `avatars/<uuid>.webp`; answered as an absolute URL. */
    avatar: text('avatar'),
    isAdmin: boolean('is_admin').notNull().default(false),
    hasMembership: boolean('has_membership').notNull().default(false),
    referralCode: text('referral_code').notNull().unique(),
    referredById: integer('referred_by_id').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    /** The language of the user's last sign-in, for the mail we send them (es or en). */
    language: text('language').notNull().default('es'),
    dateJoined: timestamp('date_joined', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_username_lower_unique').on(sql`lower(${table.username})`),
    index('users_referred_by_id_index').on(table.referredById),
  ],
);

/**
 * Refresh tokens, by their SHA-256: each refresh spends one (`used_at`) and issues the next in the
 * same family. Presenting a spent one again revokes the whole family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    index('refresh_tokens_family_id_index').on(table.familyId),
    index('refresh_tokens_user_id_index').on(table.userId),
  ],
);

/** The live one-time code of each user and purpose, keyed (HMAC) rather than stored. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `reset_password`, `confirm_change` or `withdrawal`. */
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.purpose] })],
);

/** PostgreSQL's full-text document type; Drizzle has no column type of its own for it. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Money in US dollars with two places (API.md: decimal strings, never floats). */
const money = (name: string) => numeric(name, { precision: 12, scale: 2 });

/**
 * What sellers offer. Only `approved` products that are not archived are shown to everyone; a
 * product with purchases is archived instead of deleted, so its purchases keep pointing at it.
 * `search_vector` and `search_text` are kept by PostgreSQL itself from the name, brand and short
 * description (functions in migration 0002), for full-text and typo-tolerant search.
 */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    shortDescription: text('short_description').notNull(),
    description: text('description').notNull(),
    brand: text('brand').notNull().default(''),
    price: money('price').notNull(),
    shippingPrice: money('shipping_price').notNull().default('0'),
    quantity: integer('quantity').notNull(),
    isDigital: boolean('is_digital').notNull().default(false),
    /** A storage key under the private folder, never served by URL; digital products only. */
    digitalFile: text('digital_file'),
    /** A network product (SPEC.md: the administrator tags or untags it). */
    isTctProduct: boolean('is_tct_product').notNull().default(false),
    status: text('status', { enum: PRODUCT_STATUSES }).notNull().default('pending_approval'),
    /** Why an administrator suspended it, told to its seller. */
    moderationReason: text('moderation_reason'),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(sql`plaza_search_vector(name, brand, short_description)`),
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`plaza_search_text(name, brand, short_description)`),
  },
  (table) => {
    // Explore's orderings and filters run over the products everyone may see.
    const visible = sql`${table.status} = 'approved' and ${table.archivedAt} is null`;
    return [
      check(
        'products_status_check',
        sql`${table.status} in ('pending_approval', 'approved', 'suspended')`,
      ),
      check(
        'products_short_description_length',
        sql`char_length(${table.shortDescription}) <= 160`,
      ),
      check('products_price_positive', sql`${table.price} > 0`),
      check('products_shipping_price_not_negative', sql`${table.shippingPrice} >= 0`),
      check('products_quantity_not_negative', sql`${table.quantity} >= 0`),
      check(
        'products_digital_shipping_free',
        sql`not ${table.isDigital} or ${table.shippingPrice} = 0`,
      ),
      check(
        'products_digital_file_digital_only',
        sql`${table.digitalFile} is null or ${table.isDigital}`,
      ),
      index('products_seller_id_index').on(table.sellerId, table.createdAt.desc().nullsFirst()),
      index('products_category_id_index').on(table.categoryId),
      index('products_status_index').on(table.status, table.createdAt.desc().nullsFirst()),
      index('products_search_vector_index').using('gin', table.searchVector),
      index('products_search_text_index').using('gin', table.searchText.op('gin_trgm_ops')),
      index('products_explore_created_index')
        .on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
        .where(visible),
      index('products_explore_price_index').on(table.price, table.id).where(visible),
      index('products_explore_name_index').on(table.name, table.id).where(visible),
      index('products_explore_category_created_index')
        .on(table.categoryId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
        .where(visible),
      index('products_explore_category_price_index')
        .on(table.categoryId, table.price, table.id)
        .where(visible),
    ];
  },
);

/** A product's pictures in order; each kept as a thumbnail and a large WebP. */
export const productPhotos = pgTable(
  'product_photos',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    thumbnailKey: text('thumbnail_key').notNull(),
    largeKey: text('large_key').notNull(),
  },
  (table) => [
    index('product_photos_product_id_index').on(table.productId, table.position),
    check('product_photos_position_not_negative', sql`${table.position} >= 0`),
  ],
);

/** Name and value pairs such as "Colour: blue", in the order the seller gave them. */
export const productAttributes = pgTable(
  'product_attributes',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    value: text('value').notNull(),
  },
  (table) => [index('product_attributes_product_id_index').on(table.productId, table.position)],
);

/** The share of the price paid to each level of the buyer's referral network. */
export const productLevels = pgTable(
  'product_levels',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    level: integer('level').notNull(),
    paymentPercentage: numeric('payment_percentage', { precision: 5, scale: 2 }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.level] }),
    check('product_levels_level_positive', sql`${table.level} >= 1`),
    check('product_levels_percentage_range', sql`${table.paymentPercentage} between 0 and 50`),
  ],
);

/* ---- Orders (issue 12): addresses, purchases, their items and sales, payments ---- */

/** Money the orders keep as integer cents (DESIGN.md: never floats), answered as decimal strings. */
const cents = (name: string) => bigint(name, { mode: 'number' });

/** `column in ('a', 'b', …)` for a list of statuses the API names. */
const oneOf = (column: AnyPgColumn, values: readonly string[]) =>
  sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`;

/** A user's address book; at most one default address each. */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
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
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: text('status', { enum: PURCHASE_STATUSES }).notNull().default('pending_payment'),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull(),
    /** The user the buyer named as partner (`partner_name`), if any. */
    partnerId: integer('partner_id').references(() => users.id, { onDelete: 'set null' }),
    subtotal: cents('subtotal').notNull(),
    shipping: cents('shipping').notNull(),
    total: cents('total').notNull(),
    /** Null when every item is digital. */
    shippingAddress: jsonb('shipping_address').$type<AddressCopy>(),
    /** The administrator's note on approving or refusing a bank transfer. */
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
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
    sellerId: integer('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: text('status', { enum: PURCHASE_STATUSES }).notNull().default('pending_payment'),
    trackingCode: text('tracking_code'),
    subtotal: cents('subtotal').notNull(),
    shipping: cents('shipping').notNull(),
    /** The company fee percentage applied: COMPANY_FEE_PERCENT, or 0 for a seller with membership. */
    feePercent: numeric('fee_percent', { precision: 5, scale: 2 }).notNull(),
    fee: cents('fee').notNull(),
    commissions: cents('commissions').notNull(),
    netAmount: cents('net_amount').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
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
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('transactions_status_check', oneOf(table.status, TRANSACTION_STATUSES)),
    // The expiry sweep reads pending transactions by their deadline.
    index('transactions_pending_expires_at_index')
      .on(table.expiresAt)
      .where(sql`${table.status} = 'pending'`),
  ],
);

/**
 * Single-use tokens of the built-in `test` payment provider, by their SHA-256. Only the outcome the
 * test card stands for is kept: never its number.
 */
export const testPaymentTokens = pgTable(
  'test_payment_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    outcome: text('outcome', { enum: ['paid', 'declined'] }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    check('test_payment_tokens_outcome_check', oneOf(table.outcome, ['paid', 'declined'])),
  ],
);

/* ---- Earnings, withdrawals and support (issue 13) ---- */

/** A user's request to be paid part of their balance; its amount left the balance when it was made. */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amountCents: cents('amount_cents').notNull(),
    /** A bank account or a wallet, as the user wrote it. */
    destination: text('destination').notNull(),
    status: text('status', { enum: WITHDRAWAL_STATUSES }).notNull().default('requested'),
    /** The administrator's note to the user when paying or rejecting. */
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('withdrawals_amount_positive', sql`${table.amountCents} > 0`),
    check('withdrawals_status_check', sql`${table.status} in ('requested', 'paid', 'rejected')`),
    index('withdrawals_user_id_index').on(table.userId, table.id.desc().nullsFirst()),
    index('withdrawals_status_index').on(table.status, table.id.desc().nullsFirst()),
  ],
);

/**
 * The money ledger: signed entries in cents, never changed or deleted (a trigger of migration 0004
 * refuses it). A user's balance is the sum of their entries. `user_id` null is the company: the fee
 * and the levels nobody claims, so every sale's entries add up to what its buyer paid for it.
 * A sale's credits are unique per kind, user and level, so a second credit of a sale can't be
 * written; a withdrawal leaves and returns once.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    amountCents: cents('amount_cents').notNull(),
    purchaseId: integer('purchase_id').references(() => purchases.id, { onDelete: 'restrict' }),
    saleId: integer('sale_id').references(() => sales.id, { onDelete: 'restrict' }),
    /** The commission's level: 1 is the buyer's referrer. */
    level: integer('level'),
    /** The buyer whose purchase paid a sale or a commission. */
    fromUserId: integer('from_user_id').references(() => users.id, { onDelete: 'set null' }),
    withdrawalId: integer('withdrawal_id').references(() => withdrawals.id, {
      onDelete: 'restrict',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'ledger_entries_kind_check',
      sql`${table.kind} in ('sale', 'commission', 'fee', 'withdrawal', 'withdrawal_returned')`,
    ),
    check(
      'ledger_entries_sign_check',
      // A sale's net amount is its seller's whatever its sign: a 50 % fee and 50 % of commissions,
      // each rounded up, can leave a one-cent product's seller owing a cent.
      sql`case ${table.kind} when 'withdrawal' then ${table.amountCents} < 0 when 'sale' then true else ${table.amountCents} >= 0 end`,
    ),
    check(
      'ledger_entries_source_check',
      sql`case when ${table.kind} in ('withdrawal', 'withdrawal_returned') then ${table.withdrawalId} is not null else ${table.saleId} is not null end`,
    ),
    check('ledger_entries_level_positive', sql`${table.level} is null or ${table.level} >= 1`),
    index('ledger_entries_user_id_index').on(table.userId, table.id.desc().nullsFirst()),
    uniqueIndex('ledger_entries_sale_credit_unique')
      .on(
        table.saleId,
        table.kind,
        sql`coalesce(${table.userId}, 0)`,
        sql`coalesce(${table.level}, 0)`,
      )
      .where(sql`${table.saleId} is not null`),
    uniqueIndex('ledger_entries_withdrawal_unique')
      .on(table.withdrawalId, table.kind)
      .where(sql`${table.withdrawalId} is not null`),
  ],
);

/** What users ask support; `attachment` is a storage key of a re-encoded image. */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    information: text('information').notNull(),
    /** One of the author's own purchases, when the ticket is about one. */
    purchaseId: integer('purchase_id').references(() => purchases.id, { onDelete: 'set null' }),
    attachment: text('attachment'),
    status: text('status', { enum: TICKET_STATUSES }).notNull().default('open'),
    answer: text('answer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('support_tickets_status_check', sql`${table.status} in ('open', 'answered', 'closed')`),
    check('support_tickets_subject_length', sql`char_length(${table.subject}) <= 120`),
    check('support_tickets_information_length', sql`char_length(${table.information}) <= 5000`),
    index('support_tickets_user_id_index').on(table.userId, table.createdAt.desc().nullsFirst()),
    index('support_tickets_status_index').on(table.status, table.createdAt.desc().nullsFirst()),
  ],
);
