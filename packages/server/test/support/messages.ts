import {
  messageEndpoints,
  type Message,
  type MessagePage,
  type Product,
  type Purchase,
} from '@plaza/api';
import type { TestUser } from './accounts.js';
import { bodyOf, call } from './http.js';
import { paidPurchase } from './orders.js';
import type { TestServer } from './test-server.js';

/*
 * A sale's conversation over HTTP, as the app's purchase and sale pages will hold it.
 */

/** A purchase of one unit of `product` by `buyer`, paid by card, and its one sale's id. */
export async function paidSale(
  server: TestServer,
  buyer: TestUser,
  product: Product,
): Promise<{ purchase: Purchase; saleId: number }> {
  const purchase = await paidPurchase(server, buyer.access, [{ product: product.id, quantity: 1 }]);
  const [item] = purchase.items;
  if (!item) throw new Error(`purchase ${purchase.purchase_id} has no item`);
  return { purchase, saleId: item.sale_id };
}

/** POSTs a message to sale `saleId` as the form sends it (multipart): the raw answer. */
export function postMessage(
  server: TestServer,
  token: string,
  saleId: number,
  { text, photo }: { text?: string; photo?: Uint8Array },
) {
  const form = new FormData();
  if (text !== undefined) form.append('text', text);
  if (photo) form.append('photo', new Blob([photo], { type: 'image/png' }), 'photo.png');
  return call<Message>(server, messageEndpoints.sendMessage, {
    params: { id: saleId },
    token,
    body: form,
  });
}

/** A message `token`'s user writes in sale `saleId`, which must be accepted. */
export async function sentMessage(server: TestServer, token: string, saleId: number, text: string) {
  return bodyOf(await postMessage(server, token, saleId, { text }), 201);
}

/** The first page of sale `saleId`'s conversation as `token`'s user reads it. */
export async function conversation(
  server: TestServer,
  token: string,
  saleId: number,
): Promise<MessagePage> {
  const answer = await call<MessagePage>(server, messageEndpoints.saleMessages, {
    params: { id: saleId },
    token,
  });
  return bodyOf(answer, 200);
}
