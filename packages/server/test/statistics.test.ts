import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server.js';

describe('planner statistics', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('analyzes the database at start, after the migrations', async () => {
    const rows = await server.server.database.db
      .select({ reltuples: sql<number>`reltuples` })
      .from(sql`pg_class`)
      .where(sql`relname = 'categories'`);
    // -1 until a table is first analyzed; the migrations put the ten categories in.
    expect(rows).toEqual([{ reltuples: 10 }]);
  });
});
