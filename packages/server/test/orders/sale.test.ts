import { orderEndpoints as orders, type Sale, type SalePage } from '@plaza/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type TestUser } from '../support/accounts.js';
import { bodyOf, call } from '../support/http.js';
import { paidSale } from '../support/messages.js';
import { useShop } from '../support/shop.js';

/*
 * One sale read alone (GET `marketplace/products-sales/{id}/`), for the seller's sale page: the
 * same answer the seller's list gives, and nobody else's to read, its buyer's included.
 */
describe('a sale read alone', () => {
  const shop = useShop();
  let buyer: TestUser;
  let stranger: TestUser;
  let saleId: number;
  beforeAll(async () => {
    [buyer, stranger] = await Promise.all([registerUser(shop.server), registerUser(shop.server)]);
    ({ saleId } = await paidSale(shop.server, buyer, shop.product));
  });

  const read = (token: string, id: number) =>
    call<Sale>(shop.server, orders.sale, { params: { id }, token });

  it('answers its seller the sale as their list shows it', async () => {
    const sale = bodyOf(await read(shop.seller.access, saleId), 200);
    const list = await call<SalePage>(shop.server, orders.sales, { token: shop.seller.access });
    expect(bodyOf(list, 200).results.find(({ id }) => id === saleId)).toEqual(sale);
    expect(sale).toMatchObject({
      id: saleId,
      status: 'approved',
      buyer: { username: buyer.username },
      items: [
        expect.objectContaining({ product: expect.objectContaining({ id: shop.product.id }) }),
      ],
    });
  });

  it('is not found for its buyer, another user, or a sale that does not exist', async () => {
    for (const [token, id] of [
      [buyer.access, saleId],
      [stranger.access, saleId],
      [shop.seller.access, saleId + 1000],
    ] as const) {
      const answer = await read(token, id);
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ code: 'not_found' });
    }
  });
});
