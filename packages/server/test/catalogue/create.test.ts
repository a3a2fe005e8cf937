import {
  catalogueEndpoints as catalogue,
  productEditingEndpoints as productEditing,
  pathOf,
} from '@plaza/api';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Product } from '@plaza/api';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverWithUser, type TestUser } from '../support/accounts.js';
import { bodyOf, call } from '../support/http.js';
import {
  createdProduct,
  photo,
  postProduct,
  productFields,
  productForm,
} from '../support/products.js';
import type { TestServer } from '../support/test-server.js';

describe('POST /api/marketplace/products/', () => {
  let server: TestServer;
  let seller: TestUser;
  beforeAll(async () => ({ server, user: seller } = await serverWithUser()));
  afterAll(() => server.close());

  const refusal = async (overrides: Record<string, unknown>, photos?: Buffer[]) => {
    const answer = await postProduct(server, seller.access, overrides, photos);
    return bodyOf(answer, 400) as unknown as Record<string, string[]>;
  };

  it('creates a product waiting for approval and answers it whole', async () => {
    const product = await createdProduct(server, seller.access);
    expect(product).toMatchObject({
      name: 'Camiseta de algodón',
      short_description: 'Fresca y cómoda para el verano',
      description: 'Una camiseta de algodón orgánico, tejida en Colombia.',
      category: { id: 1, name: 'Electrónica' },
      brand: 'Tejidos Andinos',
      price: '25.90',
      shipping_price: '4.50',
      quantity: 12,
      is_digital: false,
      is_tct_product: false,
      status: 'pending_approval',
      moderation_reason: null,
      attributes: [{ name: 'Color', value: 'Azul' }],
      levels: [
        { level: 1, payment_percentage: '10.00' },
        { level: 2, payment_percentage: '5.50' },
      ],
      seller: { username: seller.username, avatar: null },
    });
    expect(product.photos).toHaveLength(1);
    expect(Date.parse(product.created_at)).not.toBeNaN();
  });

  it('names the category in English when asked', async () => {
    const answer = await call<Product>(server, productEditing.createProduct, {
      token: seller.access,
      body: productForm(productFields(), [await photo()]),
      headers: { 'Accept-Language': 'en' },
    });
    expect(answer.body.category).toEqual({ id: 1, name: 'Electronics' });
  });

  it('re-encodes each photo as a WebP thumbnail and a large size, served for a year', async () => {
    const product = await createdProduct(server, seller.access, {}, [
      await photo(1600, 900, 'jpeg'),
      await photo(300, 200, 'webp'),
    ]);
    expect(product.photos.map((item) => item.position)).toEqual([0, 1]);
    const [first, second] = product.photos;
    expect(first?.image).toMatch(
      new RegExp(`^${server.url}/uploads/products/[0-9a-f-]{36}\\.webp$`),
    );

    const sizeOf = async (url: string | undefined) => {
      const served = await fetch(url ?? '');
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      return sharp(Buffer.from(await served.arrayBuffer())).metadata();
    };
    expect(await sizeOf(first?.image)).toMatchObject({ format: 'webp', width: 1200, height: 675 });
    expect(await sizeOf(first?.thumbnail)).toMatchObject({ width: 400, height: 400 });
    // A small photo is not blown up.
    expect(await sizeOf(second?.image)).toMatchObject({ width: 300, height: 200 });
  });

  it('takes photos named photos, photos[] or photos[N], in the order sent', async () => {
    const form = productForm(productFields(), []);
    const red = await photo(8, 8, 'png', '#f00');
    const blue = await photo(8, 8, 'png', '#00f');
    form.append('photos', new Blob([new Uint8Array(red)]), 'red.png');
    form.append('photos[]', new Blob([new Uint8Array(blue)]), 'blue.png');
    const answer = await call<Product>(server, productEditing.createProduct, {
      token: seller.access,
      body: form,
    });
    expect(answer.status).toBe(201);
    const colours = await Promise.all(
      answer.body.photos.map(async ({ thumbnail }) => {
        const served = Buffer.from(await (await fetch(thumbnail)).arrayBuffer());
        const { dominant } = await sharp(served).stats();
        return dominant.r > dominant.b ? 'red' : 'blue';
      }),
    );
    expect(colours).toEqual(['red', 'blue']);
  });

  it('takes JSON numbers and multipart text alike, and defaults shipping and is_digital', async () => {
    const product = await createdProduct(server, seller.access, {
      price: 7,
      quantity: '0',
      shipping_price: undefined,
      is_digital: undefined,
    });
    expect(product).toMatchObject({
      price: '7.00',
      quantity: 0,
      shipping_price: '0.00',
      is_digital: false,
    });
  });

  it('never lets the seller set the status or the network flag', async () => {
    const product = await createdProduct(server, seller.access, {
      status: 'approved',
      is_tct_product: true,
    });
    expect(product).toMatchObject({ status: 'pending_approval', is_tct_product: false });
  });

  it('refuses a visitor with 401', async () => {
    const answer = await call(server, productEditing.createProduct, {
      body: productForm(productFields(), [await photo()]),
    });
    expect(answer.status).toBe(401);
  });

  it('names every required field that is missing', async () => {
    const body = await refusal({
      name: undefined,
      short_description: undefined,
      description: undefined,
      category: undefined,
      price: undefined,
      quantity: undefined,
      attributes: undefined,
      levels: undefined,
    });
    for (const field of [
      'name',
      'short_description',
      'description',
      'category',
      'price',
      'quantity',
      'attributes',
      'levels',
    ]) {
      expect(body[field], field).toEqual(['This field is required.']);
    }
  });

  it('refuses texts that are blank or too long', async () => {
    expect(
      await refusal({ name: '   ', short_description: 'x'.repeat(161), description: '' }),
    ).toEqual({
      name: ['Enter 1 to 120 characters.'],
      short_description: ['Enter 1 to 160 characters.'],
      // An empty multipart field is null.
      description: ['This field may not be null.'],
    });
  });

  it('refuses NUL in any text, which PostgreSQL cannot store', async () => {
    const nul = 'Camiseta\u0000';
    const json = await call(server, productEditing.createProduct, {
      token: seller.access,
      body: productFields({ name: nul, attributes: [{ name: 'Color', value: nul }] }),
    });
    expect(json.body).toMatchObject({
      name: ['Null characters are not allowed.'],
      'attributes.0.value': ['Null characters are not allowed.'],
    });
    const search = await call(server, 'GET', `${pathOf(catalogue.products)}?search=a%00b`);
    expect(search.body).toEqual({ search: ['Null characters are not allowed.'] });
  });

  it('refuses a category that does not exist, or is not an id', async () => {
    expect(await refusal({ category: 9999 })).toEqual({
      category: ['Choose an existing category.'],
    });
    expect(await refusal({ category: 'shoes' })).toEqual({
      category: ['A valid integer is required.'],
    });
    expect(await refusal({ category: 2 ** 31 })).toEqual({ category: ['Enter a valid id.'] });
  });

  it.each([
    ['0', 'price'],
    ['-3', 'price'],
    ['12.345', 'price'],
    ['abc', 'price'],
  ])('refuses the price %s', async (price) => {
    expect(await refusal({ price })).toEqual({
      price: ['Enter a price above 0 with at most two decimals.'],
    });
  });

  it('refuses a negative shipping price, and any for a digital product', async () => {
    expect(await refusal({ shipping_price: '-1' })).toEqual({
      shipping_price: ['Enter an amount of 0 or more with at most two decimals.'],
    });
    expect(await refusal({ is_digital: true, shipping_price: '3.00' })).toEqual({
      shipping_price: ['A digital product ships for free: enter 0.'],
    });
  });

  it.each([['-1'], ['2.5'], ['lots']])('refuses the quantity %s', async (quantity) => {
    const body = await refusal({ quantity });
    expect(Object.keys(body)).toEqual(['quantity']);
  });

  it('refuses a wrong boolean', async () => {
    expect(await refusal({ is_digital: 'maybe' })).toEqual({
      is_digital: ['Must be a valid boolean.'],
    });
  });

  it('needs at least one attribute, each with a name and a value', async () => {
    expect(await refusal({ attributes: [] })).toEqual({
      attributes: ['This field is required.'],
    });
    const json = await call(server, productEditing.createProduct, {
      token: seller.access,
      body: productFields({ attributes: [] }),
    });
    expect(json.body).toMatchObject({ attributes: ['Add at least one attribute.'] });
    expect(
      await refusal({
        attributes: [
          { name: 'Talla', value: 'M' },
          { name: 'Color', value: '' },
        ],
      }),
    ).toEqual({ 'attributes.1.value': ['This field may not be null.'] });
  });

  it('needs levels numbered 1, 2, … without gaps, each 0–50 and 50 in all', async () => {
    const gaps = 'Number the levels 1, 2, 3 and so on, without gaps or repeats.';
    const level = (n: number, p: string) => ({ level: n, payment_percentage: p });
    expect(await refusal({ levels: [level(1, '10'), level(3, '5')] })).toEqual({ levels: [gaps] });
    expect(await refusal({ levels: [level(2, '10')] })).toEqual({ levels: [gaps] });
    expect(await refusal({ levels: [level(1, '10'), level(1, '5')] })).toEqual({ levels: [gaps] });
    expect(await refusal({ levels: [level(1, '10'), level(2, '51')] })).toEqual({
      'levels.1.payment_percentage': ['Enter a percentage from 0 to 50 with at most two decimals.'],
    });
    expect(await refusal({ levels: [level(1, '30'), level(2, '20.01')] })).toEqual({
      levels: ["The levels' percentages add up to more than 50."],
    });
    const json = await call(server, productEditing.createProduct, {
      token: seller.access,
      body: productFields({ levels: [] }),
    });
    expect(json.body).toMatchObject({ levels: ['Add at least one level.'] });
    // Exactly 50 in all, and a level at 0, are fine.
    await createdProduct(server, seller.access, {
      levels: [level(2, '0'), level(1, '50')],
    });
  });

  it('needs 1 to 8 photos, named with the other faults in one answer', async () => {
    expect(await refusal({ name: undefined }, [])).toEqual({
      name: ['This field is required.'],
      photos: ['Add at least one photo.'],
    });
    const nine = await Promise.all(Array.from({ length: 9 }, () => photo(8, 8)));
    expect(await refusal({}, nine)).toEqual({ photos: ['Add at most 8 photos.'] });
  });

  it('checks photos by content, naming the bad one', async () => {
    const fake = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>');
    expect(await refusal({}, [await photo(), fake])).toEqual({
      'photos.1': ['Upload a valid image: JPEG, PNG or WebP.'],
    });
  });

  it('refuses a photo over 5 MB with 413', async () => {
    const answer = await postProduct(server, seller.access, {}, [
      Buffer.alloc(5 * 1024 * 1024 + 1),
    ]);
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ code: 'file_too_large' });
  });

  it('keeps a digital product’s file private, and refuses one on a physical product', async () => {
    const file = Buffer.from('%PDF-1.7 a course');
    const fields = productFields({ is_digital: true, shipping_price: '0' });
    const answer = await call<Product>(server, productEditing.createProduct, {
      token: seller.access,
      body: productForm(fields, [await photo()], { digital_file: file }),
    });
    expect(answer.status).toBe(201);
    expect(answer.body.is_digital).toBe(true);
    expect(JSON.stringify(answer.body)).not.toContain('private');
    const [stored] = await readdir(join(server.dataDir, 'uploads', 'private', 'digital-products'));
    expect(stored).toMatch(/^[0-9a-f-]{36}\.bin$/);
    const fetched = await fetch(`${server.url}/uploads/private/digital-products/${stored}`);
    expect(fetched.status).toBe(404);

    const physical = await call(server, productEditing.createProduct, {
      token: seller.access,
      body: productForm(productFields(), [await photo()], { digital_file: file }),
    });
    expect(physical.body).toEqual({ digital_file: ['Only a digital product takes a file.'] });
  });

  it('answers 400, never 500, to a malformed body', async () => {
    const broken = await call(server, productEditing.createProduct, {
      token: seller.access,
      raw: {
        data: '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nA',
        type: 'multipart/form-data; boundary=x',
      },
    });
    expect(broken.status).toBe(400);
    const list = await call(server, productEditing.createProduct, {
      token: seller.access,
      body: ['not', 'an', 'object'],
    });
    expect(list.status).toBe(400);
    const nested = await call(server, productEditing.createProduct, {
      token: seller.access,
      body: productFields({ attributes: 'Color: azul', levels: [{ level: { n: 1 } }] }),
    });
    expect(nested.status).toBe(400);
    expect(nested.body).toMatchObject({
      attributes: ['Expected a list of items.'],
      'levels.0.level': ['A valid integer is required.'],
    });
  });
});
