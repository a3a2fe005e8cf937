import { eq, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { products, reviews, users } from '../db/schema/index.js';

export type ReviewRow = typeof reviews.$inferSelect;

/** Reviews with what every answer shows beside them: the product's name and the author. */
export function reviewRows(db: Db, where: SQL | undefined) {
  return db
    .select({
      review: reviews,
      product: { id: products.id, name: products.name },
      author: { username: users.username, avatar: users.avatar },
    })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .innerJoin(users, eq(users.id, reviews.authorId))
    .where(where);
}

export type ReviewWithParts = Awaited<ReturnType<typeof reviewRows>>[number];

/** One review with its parts; it must exist (it was just written). */
export async function reviewWithParts(db: Db, reviewId: number): Promise<ReviewWithParts> {
  const [row] = await reviewRows(db, eq(reviews.id, reviewId));
  if (!row) throw new Error(`review ${reviewId} is gone`);
  return row;
}
