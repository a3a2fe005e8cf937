import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { once } from 'node:events';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { rowsOf } from '../db/rows-of.js';
import { columnList, sequencedColumns, tablesInOrder, type TableShape } from './catalog.js';
import { DATABASE_FOLDER, tableFile, type SequenceEntry, type TableEntry } from './manifest.js';

/** Rows read from the database at a time, so a large table never sits in memory whole. */
const ROWS_A_FETCH = 1000;

/**
 * Writes every table of the shop into `folder` (`database/<table>.jsonl`) with its sequences'
 * places, all read in one read-only snapshot, so a backup of a serving PostgreSQL holds a purchase
 * with all its items or none of them. Rows are PostgreSQL's own JSON of them (`row_to_json`: exact
 * numerics, timestamps with their offset, `bytea` as hex), which `json_populate_recordset` reads
 * back into the same values on either engine.
 */
export async function dumpTables(
  db: Db,
  folder: string,
): Promise<{ tables: TableEntry[]; sequences: SequenceEntry[] }> {
  await mkdir(join(folder, DATABASE_FOLDER), { recursive: true });
  return db.transaction(
    async (tx) => {
      const tables: TableEntry[] = [];
      for (const table of await tablesInOrder(tx)) {
        tables.push(await dumpTable(tx, table, join(folder, tableFile(table.name))));
      }
      const sequences: SequenceEntry[] = [];
      for (const { table, column, sequence } of await sequencedColumns(tx)) {
        const [place] = await rowsOf<{ lastValue: string; isCalled: boolean }>(
          tx,
          sql`select last_value::text as "lastValue", is_called as "isCalled" from ${sql.raw(sequence)}`,
        );
        if (place) sequences.push({ table, column, ...place });
      }
      return { tables, sequences };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

async function dumpTable(db: Db, table: TableShape, path: string): Promise<TableEntry> {
  const file = createWriteStream(path);
  const hash = createHash('sha256');
  let rows = 0;
  let bytes = 0;
  const order = table.key.length > 0 ? sql` order by ${columnList(table.key)}` : sql``;
  await db.execute(sql`declare plaza_backup no scroll cursor for
    select row_to_json(r)::text as line
    from (select ${columnList(table.columns)} from ${sql.identifier(table.name)}) as r${order}`);
  try {
    for (;;) {
      const fetched = await rowsOf<{ line: string }>(
        db,
        sql`fetch forward ${sql.raw(String(ROWS_A_FETCH))} from plaza_backup`,
      );
      if (fetched.length === 0) break;
      const text = Buffer.from(fetched.map(({ line }) => `${line}\n`).join(''));
      hash.update(text);
      rows += fetched.length;
      bytes += text.length;
      if (!file.write(text)) await once(file, 'drain');
    }
  } finally {
    await db.execute(sql`close plaza_backup`);
    file.end();
    await once(file, 'close');
  }
  return { name: table.name, rows, bytes, sha256: hash.digest('hex') };
}
