import type { Db } from '../db/database.js';
import { aboutProducts } from '../db/about-products.js';
import { reviews, users } from '../db/schema/index.js';

export type ReviewRow = typeof reviews.$inferSelect;

/** Reviews with what every answer shows beside them: the product's name and the author. */
const written = aboutProducts(
  reviews,
  { id: reviews.id, productId: reviews.productId, writerId: reviews.authorId },
  { review: reviews, author: { username: users.username, avatar: users.avatar } },
  'review',
);

export const reviewRows = written.rows;

export type ReviewWithParts = Awaited<ReturnType<typeof reviewRows>>[number];

/** One review with its parts; it must exist (it was just written). */
export const reviewWithParts: (db: Db, reviewId: number) => Promise<ReviewWithParts> = written.one;
