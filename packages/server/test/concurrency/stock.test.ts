import {
  orderEndpoints as orders,
  productEditingEndpoints as productEditing,
  type Product,
} from '@plaza/api';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type TestUser } from '../support/accounts.js';
import { call } from '../support/http.js';
import { postPurchase } from '../support/orders.js';
import {
  photo,
  moderate,
  productFields,
  productForm,
  startAdminServer,
} from '../support/products.js';
import type { TestServer } from '../support/test-server.js';

/*
 * Many buyers at once against PostgreSQL (vitest.config.ts runs this file only there): the server's
 * pool gives each request its own connection, so purchases really race for the same rows, and a
 * separate connection watches the stock while they do.
 */

describe('stock under concurrent buyers', () => {
  let server: TestServer;
  let admin: string;
  let seller: TestUser;
  beforeAll(async () => {
    ({ server, admin } = await startAdminServer());
    seller = await registerUser(server);
  });
  afterAll(() => server.close());

  /** A digital product (no address needed) with `quantity` units, approved. */
  async function productWith(quantity: number): Promise<Product> {
    const form = productForm(
      productFields({ is_digital: true, shipping_price: '0', quantity }),
      [await photo()],
      { digital_file: Buffer.from('file') },
    );
    const created = await call<Product>(server, productEditing.createProduct, {
      token: seller.access,
      body: form,
    });
    expect(created.status).toBe(201);
    await moderate(server, admin, created.body.id, 'approved');
    return created.body;
  }

  async function buyers(count: number): Promise<TestUser[]> {
    const made: TestUser[] = [];
    while (made.length < count) {
      made.push(...(await Promise.all(Array.from({ length: 20 }, () => registerUser(server)))));
    }
    return made.slice(0, count);
  }

  /** Stock left and units held by live purchases, read in one statement: one snapshot. */
  async function stockAndHeld(client: pg.Client, productId: number) {
    const { rows } = await client.query<{ quantity: number; held: number }>(
      `select p.quantity,
              coalesce((select sum(i.quantity) from purchase_items i
                        join purchases pu on pu.id = i.purchase_id
                        where i.product_id = p.id
                          and pu.status not in ('cancelled', 'refused', 'expired')), 0)::int as held
         from products p where p.id = $1`,
      [productId],
    );
    const [row] = rows;
    if (!row) throw new Error('the product is gone');
    return row;
  }

  it('sells 10 units to exactly 10 of 200 buyers arriving at once', async () => {
    const product = await productWith(10);
    const crowd = await buyers(200);
    const answers = await Promise.all(
      crowd.map((buyer) =>
        postPurchase(server, buyer.access, {
          items: [{ product: product.id, quantity: 1 }],
          payment_method: 'card',
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(190);
    for (const refused of answers.filter((answer) => answer.status === 409)) {
      expect(refused.body).toMatchObject({ code: 'insufficient_stock', product: product.id });
    }
    const client = new pg.Client({ connectionString: server.databaseUrl });
    await client.connect();
    try {
      expect(await stockAndHeld(client, product.id)).toEqual({ quantity: 0, held: 10 });
    } finally {
      await client.end();
    }
  });

  it('keeps stock + units held equal to the initial stock while buyers buy and cancel', async () => {
    const initial = 30;
    const product = await productWith(initial);
    const crowd = await buyers(80);
    const client = new pg.Client({ connectionString: server.databaseUrl });
    await client.connect();
    const samples: { quantity: number; held: number }[] = [];
    let running = true;
    const watcher = (async () => {
      while (running) samples.push(await stockAndHeld(client, product.id));
    })();
    try {
      await Promise.all(
        crowd.map(async (buyer, index) => {
          const bought = await postPurchase(server, buyer.access, {
            items: [{ product: product.id, quantity: 1 + (index % 2) }],
            payment_method: 'card',
          });
          if (bought.status !== 201 || index % 3 === 0) return;
          const cancelled = await call(server, orders.updateBuyerStatus, {
            token: buyer.access,
            body: { purchase_id: bought.body.purchase_id, status: 'cancelled' },
          });
          expect(cancelled.status).toBe(200);
        }),
      );
    } finally {
      running = false;
      await watcher;
    }
    samples.push(await stockAndHeld(client, product.id));
    await client.end();
    expect(samples.length).toBeGreaterThan(5);
    for (const sample of samples) {
      expect(sample.quantity).toBeGreaterThanOrEqual(0);
      expect(sample.quantity + sample.held).toBe(initial);
    }
  });
});
