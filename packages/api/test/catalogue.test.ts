import { validate } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { ProductBody, ProductChanges, ProductListQuery } from '../src/index.js';
import { clientAnswering } from './support/client-answering.js';
import { sampleProduct, sampleSummary } from './support/sample-product.js';

const summary = sampleSummary();
const product = sampleProduct();

const body = {
  name: 'Camiseta',
  short_description: 'Fresca',
  description: 'Larga',
  category: 3,
  price: '25.90',
  quantity: 2,
  attributes: [{ name: 'Color', value: 'Azul' }],
  levels: [{ level: 1, payment_percentage: '10' }],
};

/** The failures of `value` as a product body, as `path: message`. */
const failuresOf = (value: unknown) => {
  const [error] = validate(value, ProductBody, { coerce: true });
  return (error?.failures() ?? []).map(
    (failure) => `${failure.path.join('.')}: ${failure.message}`,
  );
};

describe('the catalogue calls', () => {
  it('explores with the query as parameters and decodes the page', async () => {
    const page = { count: 1, next: null, previous: null, results: [summary] };
    const { client, sent } = clientAnswering(200, page);
    await expect(
      client.products({ search: 'camisa', category: 3, price_max: '50', ordering: 'price' }),
    ).resolves.toEqual(page);
    expect(sent[0]?.url).toBe(
      'http://shop.test/api/marketplace/products/?search=camisa&category=3&price_max=50&ordering=price',
    );
  });

  it('reads one product, my products and the administrators’ list', async () => {
    const { client, sent } = clientAnswering(200, product);
    await expect(client.product(7)).resolves.toEqual(product);
    const page = clientAnswering(200, { count: 0, next: null, previous: null, results: [] });
    await page.client.myProducts({ status: 'suspended' });
    await page.client.adminProducts({ search: 'x', page: 2 });
    expect(sent[0]?.url).toBe('http://shop.test/api/marketplace/products/7/');
    expect(page.sent.map((request) => request.url)).toEqual([
      'http://shop.test/api/marketplace/products/mine/?status=suspended',
      'http://shop.test/api/marketplace/admin/products/?search=x&page=2',
    ]);
  });

  it('creates a product as multipart, nested fields flattened and photos as files', async () => {
    const { client, sent } = clientAnswering(201, product);
    const photo = new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' });
    await client.createProduct({
      ...body,
      is_digital: false,
      shipping_price: '0',
      photos: [photo],
    });
    const form = sent[0]?.init.body as FormData;
    expect(sent[0]?.init.method).toBe('POST');
    expect(form.get('attributes[0][name]')).toBe('Color');
    expect(form.get('levels[0][payment_percentage]')).toBe('10');
    expect(form.get('photos[0]')).toBeInstanceOf(Blob);
  });

  it('updates as JSON without files, as multipart with them, keeping none as an empty field', async () => {
    const { client, sent } = clientAnswering(200, product);
    await client.updateProduct(7, { price: '9.99', photos_keep: [] });
    expect(sent[0]?.init.method).toBe('PATCH');
    expect(JSON.parse(String(sent[0]?.init.body))).toEqual({ price: '9.99', photos_keep: [] });

    await client.updateProduct(7, { photos_keep: [], photos: [new Blob(['x'])] });
    const form = sent[1]?.init.body as FormData;
    expect(form.get('photos_keep')).toBe('');
    expect(form.get('photos[0]')).toBeInstanceOf(Blob);
    await client.updateProduct(7, { photos_keep: [4, 2], photos: [new Blob(['x'])] });
    const kept = sent[2]?.init.body as FormData;
    expect([kept.get('photos_keep[0]'), kept.get('photos_keep[1]')]).toEqual(['4', '2']);
  });

  it('deletes with a 204 and no body', async () => {
    const { client, sent } = clientAnswering(204);
    await expect(client.deleteProduct(7)).resolves.toBeUndefined();
    expect(sent[0]?.init.method).toBe('DELETE');
  });

  it('moderates: status with a reason, and the network flag', async () => {
    const { client, sent } = clientAnswering(200, product);
    await client.setProductStatus(7, { status: 'suspended', reason: 'Fotos' });
    await client.setProductNetwork(7, { is_tct_product: true });
    expect(sent.map((request) => request.url)).toEqual([
      'http://shop.test/api/marketplace/admin/products/7/status/',
      'http://shop.test/api/marketplace/admin/products/7/network/',
    ]);
    expect(JSON.parse(String(sent[1]?.init.body))).toEqual({ is_tct_product: true });
  });
});

describe('the product rules', () => {
  it('read multipart text as numbers and booleans, and default shipping and is_digital', () => {
    const [error, parsed] = validate(
      { ...body, category: '3', quantity: '2', levels: [{ level: '1', payment_percentage: '10' }] },
      ProductBody,
      { coerce: true },
    );
    expect(error).toBeUndefined();
    expect(parsed).toMatchObject({
      category: 3,
      quantity: 2,
      shipping_price: '0.00',
      is_digital: false,
      levels: [{ level: 1, payment_percentage: '10' }],
    });
  });

  it('take money as text or a JSON number, never with more than two decimals', () => {
    expect(failuresOf({ ...body, price: 12.5 })).toEqual([]);
    expect(failuresOf({ ...body, price: 0.1 + 0.2 })).toEqual([
      'price: Enter a price above 0 with at most two decimals.',
    ]);
  });

  it('name nested faults by their path', () => {
    expect(
      failuresOf({
        ...body,
        attributes: [{ name: 'Color', value: '' }],
        levels: [{ level: 1, payment_percentage: '60' }],
      }),
    ).toEqual([
      'attributes.0.value: Enter 1 to 500 characters.',
      'levels.0.payment_percentage: Enter a percentage from 0 to 50 with at most two decimals.',
    ]);
  });

  it('judge the levels as a whole once each is valid', () => {
    const levels = (...percentages: string[]) =>
      percentages.map((payment_percentage, index) => ({ level: index + 1, payment_percentage }));
    expect(failuresOf({ ...body, levels: levels('25', '25') })).toEqual([]);
    expect(failuresOf({ ...body, levels: levels('25', '25.01') })).toEqual([
      "levels: The levels' percentages add up to more than 50.",
    ]);
    expect(failuresOf({ ...body, levels: [{ level: 2, payment_percentage: '1' }] })).toEqual([
      'levels: Number the levels 1, 2, 3 and so on, without gaps or repeats.',
    ]);
  });

  it('let a change name any field alone, and never status or is_tct_product', () => {
    const [error, changes] = validate(
      { price: '3', status: 'approved', is_tct_product: true, photos_keep: ['4'] },
      ProductChanges,
      { coerce: true, mask: true },
    );
    expect(error).toBeUndefined();
    expect(changes).toEqual({ price: '3', photos_keep: [4] });
  });

  it('read query strings, with page_size at most 100', () => {
    const [error, query] = validate({ page: '2', category: '3' }, ProductListQuery, {
      coerce: true,
    });
    expect(error).toBeUndefined();
    expect(query).toMatchObject({ page: 2, page_size: 20, category: 3 });
    expect(validate({ page_size: '101' }, ProductListQuery, { coerce: true })[0]).toBeDefined();
  });
});
