import { REVIEW_EDIT_DAYS, type ReviewBody, type ReviewChangesBody } from '@plaza/api';
import { eq } from 'drizzle-orm';
import { inChange, type ChangeServices } from '../changes/in-change.js';
import type { Db } from '../db/database.js';
import { purchaseItems, purchases, reviews, sales } from '../db/schema/index.js';
import { HttpError, notFound } from '../http/http-error.js';
import { mailReviewReceived } from '../mail/review-mail.js';
import { notify } from '../notifications/notify.js';
import { withSales } from '../orders/item-rows.js';
import { editWindowOpen } from './edit-window.js';
import { addToRating } from './ratings.js';
import type { ReviewRow } from './review-rows.js';

/*
 * A buyer's review of an item they received, and their changes to it. Each runs in one transaction
 * with the product's rating (ratings.ts), so a review and the average it moves commit together;
 * once committed, explore and the product's page are forgotten, since they show the rating.
 */

export const notReceived = () =>
  new HttpError(409, 'not_received', 'An item can be reviewed once its sale is received.');
export const alreadyReviewed = () =>
  new HttpError(409, 'already_reviewed', 'This item has a review already: change that one.');
export const editWindowClosed = () =>
  new HttpError(
    409,
    'edit_window_closed',
    `A review can be changed for ${REVIEW_EDIT_DAYS} days after it is posted.`,
  );

/** A comment as kept: trimmed, and `null` when nothing is left. */
const commentOf = (comment: string | null | undefined) => comment?.trim() || null;

/** The item with who bought it, who sold it and where its sale stands. */
async function itemToReview(tx: Db, itemId: number) {
  const [item] = await withSales(
    tx
      .select({
        productId: purchaseItems.productId,
        productName: purchaseItems.productName,
        buyerId: purchases.buyerId,
        sellerId: sales.sellerId,
        saleStatus: sales.status,
      })
      .from(purchaseItems)
      .$dynamic(),
  ).where(eq(purchaseItems.id, itemId));
  return item;
}

/**
 * Posts the author's review of an item of their own purchase: `404` for anyone else's item, `409`
 * before its sale is received or when it has a review already. Two posts of one item at once meet
 * at the unique index: the second waits for the first, then inserts nothing and is refused. The
 * seller is mailed once it is committed.
 */
export async function createReview(
  services: ChangeServices,
  authorId: number,
  body: ReviewBody,
): Promise<ReviewRow> {
  return inChange(services, async ({ tx, catalogueChanged, afterCommit }) => {
    const item = await itemToReview(tx, body.purchase_item);
    if (!item || item.buyerId !== authorId) throw notFound();
    if (item.saleStatus !== 'received') throw notReceived();
    const [row] = await tx
      .insert(reviews)
      .values({
        purchaseItemId: body.purchase_item,
        productId: item.productId,
        authorId,
        sellerId: item.sellerId,
        rating: body.rating,
        comment: commentOf(body.comment),
      })
      .onConflictDoNothing({ target: reviews.purchaseItemId })
      .returning();
    if (!row) throw alreadyReviewed();
    await addToRating(tx, item.productId, { sum: row.rating, count: 1 });
    await notify(tx, {
      userId: item.sellerId,
      kind: 'review_received',
      params: { product_id: item.productId, product_name: item.productName, rating: row.rating },
      key: `review:${row.id}:received`,
    });
    catalogueChanged();
    afterCommit((mailing) => mailReviewReceived(mailing, row.id));
    return row;
  });
}

/**
 * The author changes their rating or comment (a `null` comment clears it) within the edit window;
 * anyone else gets `404`. The review's row is locked first, so a change and an administrator hiding
 * it take turns and the product's rating moves by what each really changed.
 */
export async function editReview(
  services: ChangeServices,
  authorId: number,
  reviewId: number,
  changes: ReviewChangesBody,
): Promise<ReviewRow> {
  return inChange(services, async ({ tx, catalogueChanged }) => {
    const [found] = await tx
      .select({ review: reviews, open: editWindowOpen })
      .from(reviews)
      .where(eq(reviews.id, reviewId))
      .for('update');
    if (!found || found.review.authorId !== authorId) throw notFound();
    if (!found.open) throw editWindowClosed();
    const { review } = found;
    const rating = changes.rating ?? review.rating;
    const [row] = await tx
      .update(reviews)
      .set({
        rating,
        ...(changes.comment !== undefined && { comment: commentOf(changes.comment) }),
        updatedAt: new Date(),
      })
      .where(eq(reviews.id, reviewId))
      .returning();
    if (!row) throw new Error(`review ${reviewId} is gone`);
    // A hidden review counts in no rating: its change waits for it to be shown again.
    if (!review.isHidden) {
      await addToRating(tx, review.productId, { sum: rating - review.rating, count: 0 });
    }
    catalogueChanged();
    return row;
  });
}
