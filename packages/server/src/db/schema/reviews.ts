import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { userRef } from './accounts.js';
import { products } from './catalogue.js';
import { instant } from './columns.js';
import { purchaseItems } from './orders.js';

/* Reviews (issue 23): a buyer's stars and words on an item they received, and the seller's reply. */

/**
 * One review per purchase item. `product_id`, `author_id` and `seller_id` are copied from the item
 * when it is written (none of them ever changes), so the product's, the seller's and the author's
 * lists each read one index. A hidden review keeps who hid it, when and why; it leaves every public
 * list and the product's rating (products.rating_sum and rating_count).
 */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    purchaseItemId: integer('purchase_item_id')
      .notNull()
      .unique()
      .references(() => purchaseItems.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    authorId: userRef('author_id', 'cascade').notNull(),
    sellerId: userRef('seller_id', 'cascade').notNull(),
    rating: smallint('rating').notNull(),
    comment: text('comment'),
    reply: text('reply'),
    repliedAt: instant('replied_at'),
    isHidden: boolean('is_hidden').notNull().default(false),
    hiddenReason: text('hidden_reason'),
    hiddenById: userRef('hidden_by_id', 'set null'),
    hiddenAt: instant('hidden_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => {
    const visible = sql`not ${table.isHidden}`;
    return [
      check('reviews_rating_range', sql`${table.rating} between 1 and 5`),
      check('reviews_comment_length', sql`char_length(${table.comment}) <= 2000`),
      check('reviews_reply_length', sql`char_length(${table.reply}) <= 1000`),
      check(
        'reviews_replied_together',
        sql`(${table.reply} is null) = (${table.repliedAt} is null)`,
      ),
      check('reviews_hidden_at_set', sql`not ${table.isHidden} or ${table.hiddenAt} is not null`),
      // Each public list, newest first, over the visible reviews only.
      index('reviews_product_index')
        .on(table.productId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
        .where(visible),
      index('reviews_seller_index')
        .on(table.sellerId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
        .where(visible),
      index('reviews_created_at_index').on(
        table.createdAt.desc().nullsFirst(),
        table.id.desc().nullsFirst(),
      ),
    ];
  },
);
