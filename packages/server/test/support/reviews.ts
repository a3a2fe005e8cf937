import { reviewEndpoints } from '@plaza/api';
import type { Product, Review } from '@plaza/api';
import { expect } from 'vitest';
import type { TestUser } from './accounts.js';
import { bodyOf, call } from './http.js';
import { paidPurchase } from './orders.js';
import { confirmReceipt, shipPurchase } from './purchase-flow.js';
import type { TestServer } from './test-server.js';

/*
 * Reviews need an item whose sale is received: the whole purchase over HTTP, then the review.
 */

/**
 * `buyer` buys one unit of each of `products` from `seller` in one purchase, which the seller ships
 * (a digital sale is sent once paid) and the buyer confirms. Answers the item ids by product id,
 * ready to be reviewed.
 */
export async function receivedItems(
  server: TestServer,
  buyer: TestUser,
  seller: TestUser,
  products: Product[],
): Promise<Map<number, number>> {
  const items = products.map((product) => ({ product: product.id, quantity: 1 }));
  const purchase = await paidPurchase(server, buyer.access, items);
  if (purchase.status !== 'sent') await shipPurchase(server, purchase, [seller]);
  const received = await confirmReceipt(server, buyer, purchase.purchase_id);
  expect(received.status, JSON.stringify(received.body)).toBe(200);
  return new Map(purchase.items.map((item) => [item.product.id, item.id]));
}

/** The one item of a received purchase of `product`: see {@link receivedItems}. */
export async function receivedItem(
  server: TestServer,
  buyer: TestUser,
  seller: TestUser,
  product: Product,
): Promise<number> {
  const items = await receivedItems(server, buyer, seller, [product]);
  const itemId = items.get(product.id);
  if (itemId === undefined) throw new Error('the purchase has no item');
  return itemId;
}

/** POSTs a review as `token`'s user: the raw answer. */
export const postReview = (server: TestServer, token: string, body: Record<string, unknown>) =>
  call<Review>(server, reviewEndpoints.createReview, { token, body });

/** A review of `itemId` by `buyer` that must be accepted. */
export async function postedReview(
  server: TestServer,
  buyer: TestUser,
  itemId: number,
  rating: number,
  comment?: string,
): Promise<Review> {
  const body = { purchase_item: itemId, rating, ...(comment !== undefined && { comment }) };
  const answer = await postReview(server, buyer.access, body);
  return bodyOf(answer, 201);
}
