import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { likePattern } from '../db/like-pattern.js';
import { products, reviews, users } from '../db/schema/index.js';
import { reviewRows, type ReviewWithParts } from './review-rows.js';

/** Which reviews a list shows: one product's or one seller's, by stars, hidden or not, searched. */
export interface ReviewFilter {
  productId?: number;
  sellerId?: number;
  rating?: number | undefined;
  isHidden?: boolean | undefined;
  /** In the comment, the product's name and the author's username (administrators). */
  search?: string | undefined;
  page: number;
  page_size: number;
}

/** A page of reviews, newest first, each with its product and author, and how many match in all. */
export async function listReviews(
  db: Db,
  filter: ReviewFilter,
): Promise<{ count: number; rows: ReviewWithParts[] }> {
  const text = filter.search?.trim();
  const where: SQL | undefined = and(
    filter.productId !== undefined ? eq(reviews.productId, filter.productId) : undefined,
    filter.sellerId !== undefined ? eq(reviews.sellerId, filter.sellerId) : undefined,
    filter.rating !== undefined ? eq(reviews.rating, filter.rating) : undefined,
    filter.isHidden !== undefined ? eq(reviews.isHidden, filter.isHidden) : undefined,
    text
      ? or(
          ilike(reviews.comment, likePattern(text)),
          ilike(products.name, likePattern(text)),
          ilike(users.username, likePattern(text)),
        )
      : undefined,
  );
  const [total] = await db
    .select({ count: count() })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .innerJoin(users, eq(users.id, reviews.authorId))
    .where(where);
  const rows = await reviewRows(db, where)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(filter.page_size)
    .offset((filter.page - 1) * filter.page_size);
  return { count: total?.count ?? 0, rows };
}
