import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from './support/test-database.js';
import { startTestServer, type TestServer } from './support/test-server.js';

describe('GET /api/health/', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('answers ok and names the database engine it runs on', async () => {
    const response = await fetch(`${server.url}/api/health/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ status: 'ok', database: testDatabaseKind() });
  });

  it('is decoded by the typed client', async () => {
    await expect(server.api.health()).resolves.toEqual({
      status: 'ok',
      database: testDatabaseKind(),
    });
  });
});
