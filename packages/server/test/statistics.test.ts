import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server.js';

describe('planner statistics', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  // A new database: analyzed on either engine once the seed has filled it.
  it('analyzes a new database at start, after the migrations and the seed', async () => {
    const rows = await server.server.database.db
      .select({ reltuples: sql<number>`reltuples` })
      .from(sql`pg_class`)
      .where(sql`relname = 'categories'`);
    // -1 until a table is first analyzed; the seed puts the ten categories in.
    expect(rows).toEqual([{ reltuples: 10 }]);
  });
});
