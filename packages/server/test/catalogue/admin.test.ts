import {
  catalogueEndpoints as catalogue,
  productEditingEndpoints as productEditing,
  pathOf,
} from '@plaza/api';
import type { Product, ProductSummaryPage } from '@plaza/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type TestUser } from '../support/accounts.js';
import { call } from '../support/http.js';
import { createdProduct, moderate, startAdminServer } from '../support/products.js';
import type { TestServer } from '../support/test-server.js';

describe('moderating products', () => {
  let server: TestServer;
  let seller: TestUser;
  let admin: string;
  beforeAll(async () => {
    ({ server, admin } = await startAdminServer());
    seller = await registerUser(server);
  });
  afterAll(() => server.close());

  const network = (id: number, body: unknown, token = admin) =>
    call<Product>(server, productEditing.setProductNetwork, { params: { id }, token, body });
  const adminList = (query = '', token = admin) =>
    call<ProductSummaryPage>(server, 'GET', pathOf(productEditing.adminProducts) + query, {
      token,
    });

  it('approves a product, which then shows in explore', async () => {
    const product = await createdProduct(server, seller.access, { name: 'Reloj de arena' });
    const answer = await moderate(server, admin, product.id, 'approved');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      id: product.id,
      status: 'approved',
      moderation_reason: null,
    });
    const explore = await call<ProductSummaryPage>(server, catalogue.products, {
      query: { search: 'reloj' },
    });
    expect(explore.body.results.map((item) => item.id)).toEqual([product.id]);
  });

  it('suspends a product with a reason for its seller, and takes it out of explore', async () => {
    const product = await createdProduct(server, seller.access, { name: 'Brújula antigua' });
    await moderate(server, admin, product.id, 'approved');
    const answer = await moderate(server, admin, product.id, 'suspended', '  Falta el origen  ');
    expect(answer.body).toMatchObject({
      status: 'suspended',
      moderation_reason: 'Falta el origen',
    });
    const explore = await call<ProductSummaryPage>(server, catalogue.products, {
      query: { search: 'brujula' },
    });
    expect(explore.body.count).toBe(0);
    // Approving it again clears the reason.
    expect((await moderate(server, admin, product.id, 'approved')).body).toMatchObject({
      moderation_reason: null,
    });
  });

  it('refuses a status other than approved or suspended, or a reason too long', async () => {
    const product = await createdProduct(server, seller.access);
    for (const status of ['pending_approval', 'deleted', undefined]) {
      const answer = await call(server, productEditing.setProductStatus, {
        params: { id: product.id },
        token: admin,
        body: { status },
      });
      expect(answer.status).toBe(400);
      expect(Object.keys(answer.body)).toEqual(['status']);
    }
    const long = await moderate(server, admin, product.id, 'suspended', 'x'.repeat(501));
    expect(long.body).toEqual({ reason: ['Enter at most 500 characters.'] });
  });

  it('tags and untags a network product', async () => {
    const product = await createdProduct(server, seller.access);
    expect((await network(product.id, { is_tct_product: true })).body).toMatchObject({
      is_tct_product: true,
      status: 'pending_approval',
    });
    expect((await network(product.id, { is_tct_product: false })).body.is_tct_product).toBe(false);
    const wrong = await network(product.id, { is_tct_product: 'yes' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ is_tct_product: ['Must be a valid boolean.'] });
  });

  it('answers 404 for a product that does not exist', async () => {
    expect((await moderate(server, admin, 999999, 'approved')).status).toBe(404);
    expect((await network(999999, { is_tct_product: true })).status).toBe(404);
  });

  it('lists every product in any status, filtered by status and searched', async () => {
    const suspended = await createdProduct(server, seller.access);
    await moderate(server, admin, suspended.id, 'suspended');
    const other = await registerUser(server);
    const pending = await createdProduct(server, other.access, { name: 'Mapa pendiente' });
    const all = await adminList('?page_size=100');
    expect(all.status).toBe(200);
    const statuses = new Set(all.body.results.map((item) => item.status));
    expect(statuses).toEqual(new Set(['approved', 'suspended', 'pending_approval']));
    expect(all.body.results[0]?.id).toBe(pending.id);

    const waiting = await adminList('?status=pending_approval&search=mapa');
    expect(waiting.body.results.map((item) => item.id)).toEqual([pending.id]);
    const wrong = await adminList('?status=gone');
    expect(wrong.status).toBe(400);
  });

  it('is for administrators only', async () => {
    const product = await createdProduct(server, seller.access);
    const denied = {
      detail: 'You do not have permission to perform this action.',
      code: 'permission_denied',
    };
    expect((await adminList('', seller.access)).body).toEqual(denied);
    expect((await moderate(server, seller.access, product.id, 'approved')).body).toEqual(denied);
    expect((await network(product.id, { is_tct_product: true }, seller.access)).status).toBe(403);
    const visitor = await call(server, productEditing.adminProducts);
    expect(visitor.status).toBe(401);
  });
});
