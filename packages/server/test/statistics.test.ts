import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server.js';
import { testDatabaseKind } from './support/test-database.js';

// PostgreSQL's autovacuum keeps statistics on its own time; PGlite has none, so the server does.
describe.runIf(testDatabaseKind() === 'pglite')('planner statistics on PGlite', () => {
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
