import fastifyMultipart from '@fastify/multipart';
import Fastify from 'fastify';
import { array, object, optional, refine, size, string } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../src/http/error-handler.js';
import { readMultipart } from '../src/http/multipart.js';
import { parse } from '../src/http/validate.js';

const Product = object({
  name: string(),
  attributes: array(
    object({
      name: string(),
      value: refine(string(), 'filled', (v) => v.length > 0 || 'Required.'),
    }),
  ),
  note: optional(size(string(), 0, 5)),
});

describe('parse: bodies checked against a schema of @plaza/api', () => {
  it('answers the value with unknown fields dropped', () => {
    const body = { name: 'Mug', attributes: [{ name: 'colour', value: 'red', extra: 1 }], x: 2 };
    expect(parse(Product, body)).toEqual({
      name: 'Mug',
      attributes: [{ name: 'colour', value: 'red' }],
    });
  });

  it('keys nested errors with dots, one list of messages per field', () => {
    const fail = () => parse(Product, { attributes: [{ name: 'a', value: '' }, { value: 3 }] });
    expect(fail).toThrowError(
      expect.objectContaining({
        fields: {
          name: ['This field is required.'],
          'attributes.0.value': ['Required.'],
          'attributes.1.name': ['This field is required.'],
          'attributes.1.value': ['Not a valid string.'],
        },
      }),
    );
  });
});

describe('readMultipart: flattened keys back to nested values', () => {
  const app = Fastify();
  beforeAll(async () => {
    registerErrorHandler(app);
    await app.register(fastifyMultipart);
    app.post('/echo', async (request) => {
      const { fields, files } = await readMultipart(request, { maxFileBytes: 10, maxFiles: 1 });
      return {
        fields,
        files: files.map(({ field, filename, data }) => ({ field, filename, size: data.length })),
      };
    });
  });
  afterAll(() => app.close());

  const send = async (form: FormData) => {
    const request = new Request('http://local/echo', { method: 'POST', body: form });
    const response = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: Object.fromEntries(request.headers),
      payload: Buffer.from(await request.arrayBuffer()),
    });
    return { status: response.statusCode, body: response.json() };
  };

  it('nests a[b], a[0][b] and a[] and reads empty strings as null', async () => {
    const form = new FormData();
    form.append('name', 'Mug');
    form.append('attributes[0][name]', 'colour');
    form.append('attributes[0][value]', 'red');
    form.append('attributes[1][name]', 'size');
    form.append('attributes[1][value]', '');
    form.append('photos_keep[]', '4');
    form.append('photos_keep[]', '7');
    form.append('shipping[address][city]', 'Cali');
    form.append('file', new Blob(['12345']), 'a.txt');
    expect(await send(form)).toEqual({
      status: 200,
      body: {
        fields: {
          name: 'Mug',
          attributes: [
            { name: 'colour', value: 'red' },
            { name: 'size', value: null },
          ],
          photos_keep: ['4', '7'],
          shipping: { address: { city: 'Cali' } },
        },
        files: [{ field: 'file', filename: 'a.txt', size: 5 }],
      },
    });
  });

  it.each([
    ['an index past 999', 'a[1000]'],
    ['a prototype key', 'a[constructor][x]'],
    ['an unclosed bracket', 'a[b'],
  ])('refuses %s with 400', async (_case, key) => {
    const form = new FormData();
    form.append(key, 'x');
    expect(await send(form)).toMatchObject({ status: 400, body: { code: 'parse_error' } });
  });

  it('refuses a file over the limit with 413, and too many files with 413', async () => {
    const big = new FormData();
    big.append('file', new Blob(['12345678901']), 'a.txt');
    expect(await send(big)).toMatchObject({ status: 413, body: { code: 'file_too_large' } });
    const two = new FormData();
    two.append('one', new Blob(['1']), 'a.txt');
    two.append('two', new Blob(['2']), 'b.txt');
    expect(await send(two)).toMatchObject({ status: 413, body: { code: 'payload_too_large' } });
  });
});
