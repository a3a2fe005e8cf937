import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dumpTables } from '../../src/backup/dump-tables.js';
import { loadTables } from '../../src/backup/load-tables.js';
import { openDatabase } from '../../src/db/database.js';
import { rowsOf } from '../../src/db/rows-of.js';
import { registerUser } from '../support/accounts.js';
import { testDatabaseKind } from '../support/test-database.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { emptyTarget, everyRow } from './support.js';

/** A restore migrates a new database from nothing: on PGlite, tens of seconds on a busy machine. */
const RESTORE_TIMEOUT = 180_000;
/** Small, so six users cross three batches, as a large shop's crosses hundreds. */
const ROWS_A_STATEMENT = 2;

describe(
  'restoring users who point at each other across batches',
  { timeout: RESTORE_TIMEOUT },
  () => {
    let source: TestServer;
    let folder: string;
    beforeAll(async () => {
      source = await startTestServer();
      folder = await mkdtemp(join(tmpdir(), 'plaza-backup-'));
      for (let made = 0; made < 6; made++) await registerUser(source);
      // By id: the first referred by the last (forward, into a later batch), the others by the one
      // before or two after, so referrers sit in earlier, the same and later batches.
      await source.server.database.db.execute(sql`
      with ranked as (select id, row_number() over (order by id) as place from users)
      update users set referred_by_id = referrer.id
      from ranked as referred, ranked as referrer
      where users.id = referred.id and referrer.place = case referred.place
        when 1 then 6 when 2 then 1 when 3 then 5 when 4 then 3 when 6 then 2 end`);
    }, RESTORE_TIMEOUT);
    afterAll(async () => {
      await source?.close();
      await rm(folder, { recursive: true, force: true });
    });

    it('restores every referrer, inserting and updating a few users a statement', async () => {
      const db = source.server.database.db;
      const dumped = await dumpTables(db, folder);
      const target = await emptyTarget(testDatabaseKind());
      const restored = await openDatabase({
        databaseUrl: target.databaseUrl,
        dataDir: target.dataDir,
      });
      try {
        await restored.migrate();
        await loadTables(restored.db, folder, dumped, ROWS_A_STATEMENT);
        const rows = await everyRow(db);
        expect(rows.users?.length).toBe(6);
        expect(rows.users?.filter((user) => user.includes('"referred_by_id":null'))).toHaveLength(
          1,
        );
        expect(await everyRow(restored.db)).toEqual(rows);
        // Each statement of a transaction has its own command id, which PostgreSQL keeps on the row
        // versions it wrote (`cmin`): six users in statements of at most two show at least three.
        const [written] = await rowsOf<{ statements: number }>(
          restored.db,
          sql`select count(distinct cmin::text)::int as statements from users`,
        );
        expect(written?.statements).toBeGreaterThanOrEqual(6 / ROWS_A_STATEMENT);
      } finally {
        await restored.close();
        await target.drop();
      }
    });
  },
);
