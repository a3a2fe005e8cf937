import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { rowsOf } from '../db/rows-of.js';
import { columnList, tablesInOrder, type TableShape } from './catalog.js';
import { tableFile, type Manifest } from './manifest.js';

/** Rows inserted a statement. */
const ROWS_A_STATEMENT = 500;

/**
 * Inserts the archive's rows (already checked against its manifest) into a migrated, empty
 * database, in one transaction: all of them or, on any failure, none. Tables go in dependency
 * order; a table whose rows point at each other goes in one statement, since PostgreSQL checks a
 * statement's references once it ends. Then each sequence is set where the archive's was (or past
 * its column's highest value), so new rows never take a restored row's id.
 */
export async function loadTables(db: Db, folder: string, manifest: Manifest): Promise<void> {
  await db.transaction(async (tx) => {
    const tables = await tablesInOrder(tx);
    const expected = new Map(manifest.tables.map((table) => [table.name, table.rows]));
    const names = tables.map((table) => table.name).sort();
    if (names.join() !== [...expected.keys()].sort().join()) {
      throw new Error(
        `The archive's tables (${[...expected.keys()].sort().join(', ')}) are not this database's (${names.join(', ')})`,
      );
    }
    for (const table of tables) await loadTable(tx, table, join(folder, tableFile(table.name)));
    // Once all are in, since a later table's trigger may still add rows to an earlier one.
    for (const table of tables) {
      const [counted] = await rowsOf<{ rows: number }>(
        tx,
        sql`select count(*)::int as rows from ${sql.identifier(table.name)}`,
      );
      if (counted?.rows !== expected.get(table.name)) {
        throw new Error(
          `The table ${table.name} holds ${counted?.rows} rows once restored, the archive ${expected.get(table.name)}`,
        );
      }
    }
    for (const { table, column, lastValue, isCalled } of manifest.sequences) {
      const [found] = await rowsOf<{ sequence: string | null }>(
        tx,
        sql`select pg_get_serial_sequence(${`public.${quote(table)}`}, ${column}) as sequence`,
      );
      if (!found?.sequence) throw new Error(`The column ${table}.${column} has no sequence here`);
      const highest = sql`(select max(${sql.identifier(column)}) from ${sql.identifier(table)})`;
      await tx.execute(sql`select setval(${found.sequence}::regclass,
        greatest(${lastValue}::bigint, coalesce(${highest}, 0), 1),
        ${isCalled} or ${highest} is not null)`);
    }
  });
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * One table's lines, a batch a statement. `on conflict do nothing` is for the rows a trigger wrote
 * already: a product's insert fills `search_words` with its words, which the archive holds too.
 * The counts checked once every table is in catch any other row it would skip or add.
 */
async function loadTable(db: Db, table: TableShape, path: string): Promise<void> {
  const batchSize = table.selfReferencing ? Infinity : ROWS_A_STATEMENT;
  const columns = columnList(table.columns);
  const insert = (lines: string[]) =>
    db.execute(sql`insert into ${sql.identifier(table.name)} (${columns}) overriding system value
      select ${columns} from json_populate_recordset(null::${sql.identifier(table.name)}, ${`[${lines.join(',')}]`}::json)
      on conflict do nothing`);
  let batch: string[] = [];
  for await (const line of createInterface({
    input: createReadStream(path),
    crlfDelay: Infinity,
  })) {
    if (line === '') continue;
    batch.push(line);
    if (batch.length >= batchSize) {
      await insert(batch);
      batch = [];
    }
  }
  if (batch.length > 0) await insert(batch);
}
