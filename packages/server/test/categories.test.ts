import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { categories } from '../src/db/schema/index.js';
import { demoCategories } from '../src/seed/demo-categories.js';
import { startTestServer, type TestServer } from './support/test-server.js';

const listCategories = async (server: TestServer, headers: Record<string, string> = {}) => {
  const response = await fetch(`${server.url}/api/marketplace/categories/`, { headers });
  expect(response.status).toBe(200);
  return (await response.json()) as { id: number; name: string; slug: string }[];
};

describe('GET /api/marketplace/categories/ on a new database', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('lists the demo categories in Spanish by default, in their order', async () => {
    const body = await listCategories(server);
    expect(body.length).toBeGreaterThanOrEqual(8);
    expect(body.map((category) => category.slug)).toEqual(demoCategories.map((c) => c.slug));
    expect(body[0]).toEqual({ id: expect.any(Number), name: 'Electrónica', slug: 'electronics' });
    expect(new Set(body.map((category) => category.id)).size).toBe(body.length);
  });

  it('names them in English when the caller prefers English, and says the answer varies so', async () => {
    const response = await fetch(`${server.url}/api/marketplace/categories/`, {
      headers: { 'Accept-Language': 'fr-FR, en-GB;q=0.8, es;q=0.5' },
    });
    expect(response.headers.get('vary')).toMatch(/accept-language/i);
    const names = ((await response.json()) as { name: string }[]).map((category) => category.name);
    expect(names).toEqual(demoCategories.map((category) => category.nameEn));
  });

  it('falls back to Spanish for a language it does not speak', async () => {
    const [first] = await listCategories(server, { 'Accept-Language': 'de' });
    expect(first?.name).toBe('Electrónica');
  });

  it('is decoded by the typed client', async () => {
    const list = await server.api.categories();
    expect(list).toHaveLength(demoCategories.length);
    expect(list[1]).toMatchObject({ name: 'Hogar y cocina', slug: 'home-kitchen' });
  });
});

describe('the demo seed', () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('stays out with SEED_DEMO=false, but for the categories a shop sells in', async () => {
    server = await startTestServer({ SEED_DEMO: 'false' });
    const listed = await server.api.categories();
    expect(listed.map(({ slug }) => slug)).toEqual(demoCategories.map(({ slug }) => slug));
  });

  it('runs on the first start only: deleted demo rows stay deleted after a restart', async () => {
    server = await startTestServer();
    await server.server.database.db.delete(categories);
    server = await server.restart();
    await expect(server.api.categories()).resolves.toEqual([]);
  });
});
