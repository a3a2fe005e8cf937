import { STAR_COUNT, type Rating, type RatingHistogram } from '@plaza/api';
import { and, count, eq, not, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { products, reviews } from '../db/schema/index.js';

/*
 * Ratings: the average and count of visible reviews. A product's are kept on its row (rating_sum,
 * rating_count), so explore reads and orders by them with the row, at no extra query even at 100,000
 * products; every change to them is made by addToRating in the transaction that changes the review.
 */

/**
 * The average of `count` ratings adding up to `sum`, to one decimal, half up: as PostgreSQL's round()
 * computes products.rating_average, which `-rating` orders by, so the order matches what is shown.
 * `null` with no ratings.
 */
export function averageOf(sum: number, count: number): number | null {
  if (count === 0) return null;
  // sum × 10 / count is a correctly rounded quotient: a true x.5 stays x.5, and nothing else is
  // near enough to one to be rounded onto it.
  return Math.round((sum * 10) / count) / 10;
}

export const ratingOf = (sum: number, count: number): Rating => ({
  average: averageOf(sum, count),
  count,
});

/**
 * Adds a change to a product's rating (negative to take one away) in the caller's transaction. The
 * UPDATE takes the product's row lock and adds to the values committed before it, so reviews posted
 * at the same moment are counted one after the other and none is lost.
 */
export async function addToRating(
  tx: Db,
  productId: number,
  change: { sum: number; count: number },
): Promise<void> {
  if (change.sum === 0 && change.count === 0) return;
  await tx
    .update(products)
    .set({
      ratingSum: sql`${products.ratingSum} + ${change.sum}`,
      ratingCount: sql`${products.ratingCount} + ${change.count}`,
    })
    .where(eq(products.id, productId));
}

/** A product's summary: its rating and how many visible reviews gave each number of stars. */
export async function productRatingSummary(db: Db, productId: number): Promise<RatingHistogram> {
  const rows = await db
    .select({ rating: reviews.rating, count: count() })
    .from(reviews)
    .where(and(eq(reviews.productId, productId), not(reviews.isHidden)))
    .groupBy(reviews.rating);
  const histogram: Record<string, number> = {};
  for (let stars = 1; stars <= STAR_COUNT; stars += 1) histogram[String(stars)] = 0;
  let sum = 0;
  let total = 0;
  for (const row of rows) {
    histogram[String(row.rating)] = row.count;
    sum += row.rating * row.count;
    total += row.count;
  }
  return { ...ratingOf(sum, total), histogram };
}
