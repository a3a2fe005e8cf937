import { PRODUCT_STATUSES } from '@plaza/api';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { userRef } from './accounts.js';
import { instant } from './columns.js';

/** Product categories, named in every language the app speaks. */
export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  nameEs: text('name_es').notNull(),
  nameEn: text('name_en').notNull(),
  /** The order categories are listed in; ties fall back to the name. */
  position: integer('position').notNull().default(0),
});

/** PostgreSQL's full-text document type; Drizzle has no column type of its own for it. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Money in US dollars with two places (docs/api.md: decimal strings, never floats). */
const money = (name: string) => numeric(name, { precision: 12, scale: 2 });

/**
 * What sellers offer. Only `approved` products that are not archived are shown to everyone; a
 * product with purchases is archived instead of deleted, so its purchases keep pointing at it.
 * `search_vector` and `search_text` are kept by PostgreSQL itself from the name, brand and short
 * description (functions in migration 0002): full-text search reads the first, and the words of
 * the second go into `search_words` for typo-tolerant search.
 */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    sellerId: userRef('seller_id', 'cascade').notNull(),
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
    /** A network product (docs/product.md: the administrator tags or untags it). */
    isTctProduct: boolean('is_tct_product').notNull().default(false),
    status: text('status', { enum: PRODUCT_STATUSES }).notNull().default('pending_approval'),
    /** Why an administrator suspended it, told to its seller. */
    moderationReason: text('moderation_reason'),
    archivedAt: instant('archived_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
    /**
     * The sum of the stars and the number of its visible reviews, changed in the transaction that
     * adds, edits, hides or shows a review, under the row lock its UPDATE takes (reviews/ratings.ts):
     * exact under concurrent reviews, and read by explore with the row, at no extra query.
     */
    ratingSum: integer('rating_sum').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    /** The average as answers show it (one decimal, null with no review), indexed for `-rating`. */
    ratingAverage: numeric('rating_average', { precision: 2, scale: 1 }).generatedAlwaysAs(
      sql`round(rating_sum::numeric / nullif(rating_count, 0), 1)`,
    ),
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
        'products_rating_range',
        sql`${table.ratingCount} >= 0 and ${table.ratingSum} between ${table.ratingCount} and 5 * ${table.ratingCount}`,
      ),
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
      // `-rating`: best average first, then the most reviewed, then the newest id.
      index('products_explore_rating_index')
        .on(
          table.ratingAverage.desc().nullsLast(),
          table.ratingCount.desc().nullsFirst(),
          table.id.desc().nullsFirst(),
        )
        .where(visible),
    ];
  },
);

/**
 * Every word of three or more characters that a product's `search_text` has had, added by a
 * trigger as products are written (migration 0007). A misspelt search looks for the words
 * closest to each of its own here, by trigrams, then searches the full text for them: the
 * trigram index serves a few thousand short words rather than every product's whole text. Words
 * are never taken out: one no product has any more only adds a term that matches nothing.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (table) => [
  index('search_words_trigram_index').using('gin', table.word.op('gin_trgm_ops')),
]);

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
