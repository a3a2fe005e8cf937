import { orderEndpoints, productEditingEndpoints } from '@plaza/api';
import type { Product, Purchase, Sale } from '@plaza/api';
import { expect } from 'vitest';
import type { TestUser } from './accounts.js';
import { call } from './http.js';
import { approvedProduct } from './products.js';
import type { TestServer } from './test-server.js';

/*
 * The rest of a purchase's life over HTTP, beside orders.ts's `paidPurchase`: the seller's product
 * approved (and tagged as a network product by an administrator), the seller shipping, and the
 * buyer confirming receipt, which is what pays everyone.
 */

/** An approved physical product of `seller`; `network` tags it as a network product. */
export async function productOnSale(
  server: TestServer,
  seller: TestUser,
  admin: string,
  overrides: Record<string, unknown>,
  { network }: { network: boolean },
): Promise<Product> {
  const product = await approvedProduct(server, seller.access, admin, overrides);
  if (!network) return product;
  const tagged = await call<Product>(server, productEditingEndpoints.setProductNetwork, {
    params: { id: product.id },
    token: admin,
    body: { is_tct_product: true },
  });
  expect(tagged.status).toBe(200);
  return tagged.body;
}

/** Each seller (among `sellers`) prepares and sends their sale of the purchase. */
export async function shipPurchase(
  server: TestServer,
  purchase: Purchase,
  sellers: TestUser[],
): Promise<void> {
  const sales = new Map(purchase.items.map((item) => [item.sale_id, item.seller.username]));
  for (const [saleId, username] of sales) {
    const seller = sellers.find((candidate) => candidate.username === username);
    if (!seller) throw new Error(`no seller ${username} among those given`);
    for (const status of ['preparing', 'sent']) {
      const answer = await call<Sale>(server, orderEndpoints.updateSaleStatus, {
        params: { id: saleId },
        token: seller.access,
        body: { status },
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    }
  }
}

/** The buyer confirms receipt: the raw answer, as a second confirmation is refused. */
export function confirmReceipt(server: TestServer, buyer: TestUser, purchaseId: number) {
  return call<Purchase>(server, orderEndpoints.updateBuyerStatus, {
    token: buyer.access,
    body: { purchase_id: purchaseId, status: 'received' },
  });
}
