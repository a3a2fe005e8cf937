import { eq, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { aboutProducts } from '../db/about-products.js';
import { theRow } from '../db/the-row.js';
import { reviews, users } from '../db/schema/index.js';

export type ReviewRow = typeof reviews.$inferSelect;

/** Reviews with what every answer shows beside them: the product's name and the author. */
export function reviewRows(db: Db, where: SQL | undefined) {
  return aboutProducts(
    db,
    reviews,
    { productId: reviews.productId, writerId: reviews.authorId },
    { review: reviews, author: { username: users.username, avatar: users.avatar } },
  ).where(where);
}

export type ReviewWithParts = Awaited<ReturnType<typeof reviewRows>>[number];

/** One review with its parts; it must exist (it was just written). */
export const reviewWithParts = (db: Db, reviewId: number): Promise<ReviewWithParts> =>
  theRow(reviewRows(db, eq(reviews.id, reviewId)), `review ${reviewId}`);
