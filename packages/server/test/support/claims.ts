import { claimEndpoints, type Claim, type Product, type Purchase } from '@plaza/api';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../src/db/database.js';
import { claims } from '../../src/db/schema/index.js';
import type { TestUser } from './accounts.js';
import { bodyOf, call } from './http.js';
import { paidSale } from './messages.js';
import { shipPurchase } from './purchase-flow.js';
import type { TestServer } from './test-server.js';

/*
 * Claims over HTTP, as the claim screens will make them, and their clock moved in the database.
 */

/** A purchase of one unit of `product` by `buyer`, paid and sent by `seller`, and its sale's id. */
export async function sentSale(
  server: TestServer,
  buyer: TestUser,
  seller: TestUser,
  product: Product,
): Promise<{ purchase: Purchase; saleId: number }> {
  const sale = await paidSale(server, buyer, product);
  await shipPurchase(server, sale.purchase, [seller]);
  return sale;
}

/** POSTs a claim about sale `saleId` as `token`'s user (JSON, no photos): the raw answer. */
export const postClaim = (server: TestServer, token: string, saleId: number) =>
  call<Claim>(server, claimEndpoints.openClaim, {
    params: { id: saleId },
    token,
    body: { reason: 'damaged', text: 'Llegó con la tapa rota.' },
  });

/** A claim `buyer` opens about sale `saleId`, which must be accepted. */
export async function openedClaim(server: TestServer, buyer: TestUser, saleId: number) {
  return bodyOf(await postClaim(server, buyer.access, saleId), 201);
}

/** Moves claim `claimId`'s deadline into the past, as if its party had let it pass. */
export async function deadlinePassed(db: Db, claimId: number): Promise<void> {
  await db
    .update(claims)
    .set({ deadline: sql`now() - interval '1 minute'` })
    .where(eq(claims.id, claimId));
}
