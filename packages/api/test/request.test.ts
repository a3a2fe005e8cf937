import { describe, expect, it } from 'vitest';
import { boolean, number, object, string } from 'superstruct';
import { ApiError, createClient, endpoint, Health } from '../src/index.js';

interface Sent {
  url: string;
  init: RequestInit;
}

/** A client whose `fetch` records what it was asked and answers with `answer`. */
function clientAnswering(answer: () => Response | Promise<Response>, options = {}) {
  const sent: Sent[] = [];
  const client = createClient({
    baseUrl: 'http://shop.test/api/',
    fetch: async (url, init) => {
      sent.push({ url: String(url), init: init ?? {} });
      return answer();
    },
    ...options,
  });
  return { client, sent };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

const failureOf = async (promise: Promise<unknown>): Promise<ApiError> => {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
};

describe('the typed client', () => {
  it('sends the Bearer token and the language, and decodes the answer', async () => {
    const { client, sent } = clientAnswering(
      () => json(200, [{ id: 1, name: 'Libros', slug: 'books' }]),
      {
        getAccessToken: async () => 'token-1',
        getLanguage: () => 'es',
      },
    );
    await expect(client.categories()).resolves.toEqual([{ id: 1, name: 'Libros', slug: 'books' }]);
    const [request] = sent;
    expect(request?.url).toBe('http://shop.test/api/marketplace/categories/');
    const headers = new Headers(request?.init.headers);
    expect(headers.get('authorization')).toBe('Bearer token-1');
    expect(headers.get('accept-language')).toBe('es');
  });

  it('sends no Authorization header without a token', async () => {
    const { client, sent } = clientAnswering(() => json(200, []));
    await client.categories();
    expect(new Headers(sent[0]?.init.headers).has('authorization')).toBe(false);
  });

  it('drops fields the contract does not know, so the server can grow', async () => {
    const { client } = clientAnswering(() =>
      json(200, [{ id: 2, name: 'Música', slug: 'music', icon: 'note' }]),
    );
    await expect(client.categories()).resolves.toEqual([{ id: 2, name: 'Música', slug: 'music' }]);
  });

  it('refuses an answer that breaks the contract with invalid_response', async () => {
    const { client } = clientAnswering(() => json(200, [{ id: 'two', name: 'Música' }]));
    const error = await failureOf(client.categories());
    expect(error.code).toBe('invalid_response');
  });

  it('fills the path, sends a JSON body and query parameters, leaving out empty ones', async () => {
    const { client, sent } = clientAnswering(() => json(200, { status: 'ok', database: 'pglite' }));
    const echo = endpoint({
      method: 'POST',
      path: '/things/:id/',
      summary: 'A thing',
      tag: 'Things',
      query: object({ page: number(), search: string(), digital: boolean() }),
      body: object({ a: number() }),
      answers: { 200: Health },
    });
    await client.request(echo, {
      params: { id: 7 },
      body: { a: 1 },
      query: { page: 2, search: '', digital: true },
    });
    expect(sent[0]?.url).toBe('http://shop.test/api/things/7/?page=2&digital=true');
    expect(sent[0]?.init.body).toBe('{"a":1}');
    expect(new Headers(sent[0]?.init.headers).get('content-type')).toBe('application/json');
  });
});

describe('a call with files', () => {
  const upload = endpoint({
    method: 'PATCH',
    path: '/things/',
    summary: 'Change a thing',
    tag: 'Things',
    body: object({ name: string() }),
    files: { photos: 'many' },
    answers: { 204: null },
  });

  it('sends them beside the fields as multipart, and answers nothing for a 204', async () => {
    const { client, sent } = clientAnswering(() => new Response(null, { status: 204 }));
    const photo = new Blob(['png']);
    await expect(
      client.request(upload, { body: { name: 'Lamp' }, files: { photos: [photo] } }),
    ).resolves.toBeUndefined();
    const form = sent[0]?.init.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('name')).toBe('Lamp');
    expect(form.get('photos[0]')).toBeInstanceOf(Blob);
  });

  it('sends JSON when there is no file to send', async () => {
    const { client, sent } = clientAnswering(() => new Response(null, { status: 204 }));
    await client.request(upload, { body: { name: 'Lamp' }, files: { photos: [] } });
    expect(sent[0]?.init.body).toBe('{"name":"Lamp"}');
  });
});

describe('error decoding', () => {
  it('keeps the code and detail of an error answer', async () => {
    const { client } = clientAnswering(() =>
      json(404, { detail: 'Not found.', code: 'not_found' }),
    );
    const error = await failureOf(client.categories());
    expect(error).toMatchObject({ status: 404, code: 'not_found', message: 'Not found.' });
  });

  it('turns a validation answer into field errors', async () => {
    const { client } = clientAnswering(() =>
      json(400, { name: ['This field is required.'], 'attributes.0.value': ['Required.'] }),
    );
    const error = await failureOf(client.categories());
    expect(error.code).toBe('invalid');
    expect(error.fields).toEqual({
      name: ['This field is required.'],
      'attributes.0.value': ['Required.'],
    });
  });

  it('reads Retry-After from a 429', async () => {
    const { client } = clientAnswering(() =>
      json(429, { detail: 'Slow down.', code: 'throttled' }, { 'Retry-After': '30' }),
    );
    const error = await failureOf(client.categories());
    expect(error).toMatchObject({ status: 429, code: 'throttled', retryAfter: 30 });
  });

  it('derives a code from the status when the body has none', async () => {
    const { client } = clientAnswering(
      () => new Response('<html>Bad gateway</html>', { status: 502 }),
    );
    const error = await failureOf(client.categories());
    expect(error).toMatchObject({ status: 502, code: 'server_error' });
  });

  it('reports an unreachable server as network_error', async () => {
    const { client } = clientAnswering(() => Promise.reject(new TypeError('fetch failed')));
    const error = await failureOf(client.categories());
    expect(error).toMatchObject({ status: 0, code: 'network_error' });
  });
});
