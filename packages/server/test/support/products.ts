import { productEditingEndpoints as productEditing, toFormData, type Product } from '@plaza/api';
import sharp from 'sharp';
import { expect } from 'vitest';
import { login } from './accounts.js';
import { bodyOf, call, type Answer } from './http.js';
import { startTestServer, type TestServer } from './test-server.js';

/** An administrator for `startTestServer(ADMIN)`, made at start from ADMIN_EMAIL. */
export const ADMIN = { ADMIN_EMAIL: 'moderator@example.com', ADMIN_PASSWORD: 'Qm4-moderate-Plaza' };

export const adminToken = async (server: TestServer) =>
  (await login(server, ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD)).access;

/**
 * A test server started with the {@link ADMIN} administrator (and `env`, more of the server's
 * environment), and that administrator's token.
 */
export async function startAdminServer(
  env: Record<string, string> = {},
): Promise<{ server: TestServer; admin: string }> {
  const server = await startTestServer({ ...ADMIN, ...env });
  return { server, admin: await adminToken(server) };
}

/** A plain picture made in memory. */
export const photo = (
  width = 64,
  height = 48,
  format: 'png' | 'jpeg' | 'webp' = 'png',
  background = '#3a7',
) =>
  sharp({ create: { width, height, channels: 3, background } })
    .toFormat(format)
    .toBuffer();

/** A product body that passes every rule, with `overrides` on top. */
export function productFields(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Camiseta de algodón',
    short_description: 'Fresca y cómoda para el verano',
    description: 'Una camiseta de algodón orgánico, tejida en Colombia.',
    category: 1,
    brand: 'Tejidos Andinos',
    price: '25.90',
    shipping_price: '4.50',
    quantity: 12,
    is_digital: false,
    attributes: [{ name: 'Color', value: 'Azul' }],
    levels: [
      { level: 1, payment_percentage: '10' },
      { level: 2, payment_percentage: '5.5' },
    ],
    ...overrides,
  };
}

/**
 * The multipart form of a product: fields flattened as `a[0][b]` (an `undefined` one left out, not
 * sent empty), then the photos and other files.
 */
export function productForm(
  fields: Record<string, unknown>,
  photos: Buffer[],
  files: Record<string, Buffer> = {},
): FormData {
  const form = toFormData(
    Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)),
  );
  for (const [index, data] of photos.entries()) {
    form.append(
      `photos[${index}]`,
      new Blob([new Uint8Array(data)], { type: 'image/png' }),
      `p${index}.png`,
    );
  }
  for (const [field, data] of Object.entries(files)) {
    form.append(field, new Blob([new Uint8Array(data)]), `${field}.bin`);
  }
  return form;
}

/** POSTs a product as `token`'s user and answers the raw answer. */
export async function postProduct(
  server: TestServer,
  token: string,
  overrides: Record<string, unknown> = {},
  photos?: Buffer[],
): Promise<Answer<Product>> {
  const form = productForm(productFields(overrides), photos ?? [await photo()]);
  return call<Product>(server, productEditing.createProduct, { token, body: form });
}

/** POSTs a product that must be accepted, and answers it. */
export async function createdProduct(
  server: TestServer,
  token: string,
  overrides: Record<string, unknown> = {},
  photos?: Buffer[],
): Promise<Product> {
  const answer = await postProduct(server, token, overrides, photos);
  return bodyOf(answer, 201);
}

/** Sets a product's status as an administrator. */
export async function moderate(
  server: TestServer,
  token: string,
  id: number,
  status: 'approved' | 'suspended',
  reason?: string,
): Promise<Answer<Product>> {
  return call<Product>(server, productEditing.setProductStatus, {
    params: { id },
    token,
    body: { status, ...(reason !== undefined && { reason }) },
  });
}

/** A product made by `token`'s user and approved by the administrator. */
export async function approvedProduct(
  server: TestServer,
  token: string,
  admin: string,
  overrides: Record<string, unknown> = {},
): Promise<Product> {
  const product = await createdProduct(server, token, overrides);
  const answer = await moderate(server, admin, product.id, 'approved');
  expect(answer.status).toBe(200);
  return answer.body;
}
