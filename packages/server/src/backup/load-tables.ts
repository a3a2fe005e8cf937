import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { rowsOf } from '../db/rows-of.js';
import { columnList, tablesInOrder, type TableShape } from './catalog.js';
import { tableFile, type Manifest } from './manifest.js';

/** Rows inserted (or, for a table's references to itself, updated) a statement. */
export const ROWS_A_STATEMENT = 500;

/**
 * Inserts the archive's rows (already checked against its manifest) into a migrated, empty
 * database, in one transaction: all of them or, on any failure, none. Tables go in dependency
 * order, `rowsAStatement` rows a statement (fewer in tests, to cross batches with few rows). Then
 * each sequence is set where the archive's was (or past its column's highest value), so new rows
 * never take a restored row's id.
 */
export async function loadTables(
  db: Db,
  folder: string,
  manifest: Pick<Manifest, 'tables' | 'sequences'>,
  rowsAStatement = ROWS_A_STATEMENT,
): Promise<void> {
  await db.transaction(async (tx) => {
    const tables = await tablesInOrder(tx);
    const expected = new Map(manifest.tables.map((table) => [table.name, table.rows]));
    const names = tables.map((table) => table.name).sort();
    if (names.join() !== [...expected.keys()].sort().join()) {
      throw new Error(
        `The archive's tables (${[...expected.keys()].sort().join(', ')}) are not this database's (${names.join(', ')})`,
      );
    }
    for (const table of tables) {
      await loadTable(tx, table, join(folder, tableFile(table.name)), rowsAStatement);
    }
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
 *
 * A row may point at one of the same table's rows in a later batch (a user referred by a user with
 * a higher id), so a table's references to itself go in blank and are set once all its rows are in,
 * batch by batch too: a large shop's users never make one statement that outgrows memory.
 */
async function loadTable(
  db: Db,
  table: TableShape,
  path: string,
  batchSize: number,
): Promise<void> {
  const target = sql.identifier(table.name);
  const rows = (lines: string[]) =>
    sql`json_populate_recordset(null::${target}, ${`[${lines.join(',')}]`}::json)`;
  const values = sql.join(
    table.columns.map((column) =>
      table.selfReferences.includes(column) ? sql`null` : sql.identifier(column),
    ),
    sql`, `,
  );
  await inBatches(path, batchSize, (lines) =>
    db.execute(sql`insert into ${target} (${columnList(table.columns)}) overriding system value
      select ${values} from ${rows(lines)}
      on conflict do nothing`),
  );
  if (table.selfReferences.length === 0) return;
  if (table.key.length === 0) {
    throw new Error(
      `The table ${table.name} points at itself but has no primary key to find its rows by`,
    );
  }
  const column = (alias: string, name: string) => sql`${sql.raw(alias)}.${sql.identifier(name)}`;
  const set = sql.join(
    table.selfReferences.map((name) => sql`${sql.identifier(name)} = ${column('r', name)}`),
    sql`, `,
  );
  const sameRow = sql.join(
    table.key.map((name) => sql`${column('t', name)} = ${column('r', name)}`),
    sql` and `,
  );
  const pointing = sql.join(
    table.selfReferences.map((name) => sql`${column('r', name)} is not null`),
    sql` or `,
  );
  await inBatches(path, batchSize, (lines) =>
    db.execute(sql`update ${target} as t set ${set} from ${rows(lines)} as r
      where ${sameRow} and (${pointing})`),
  );
}

/** Reads `path`'s lines and hands them to `write` `size` at a time, so no table sits in memory whole. */
async function inBatches(
  path: string,
  size: number,
  write: (lines: string[]) => Promise<unknown>,
): Promise<void> {
  let batch: string[] = [];
  for await (const line of createInterface({
    input: createReadStream(path),
    crlfDelay: Infinity,
  })) {
    if (line === '') continue;
    batch.push(line);
    if (batch.length >= size) {
      await write(batch);
      batch = [];
    }
  }
  if (batch.length > 0) await write(batch);
}
