import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { rowsOf } from '../db/rows-of.js';

/** What a backup needs to know of one of the shop's tables, read from the database's catalog. */
export interface TableShape {
  name: string;
  /** The columns a row is written with: generated ones (the search vector) are computed again. */
  columns: string[];
  /** Its primary key's columns, the order its rows are written in. */
  key: string[];
  /** The columns by which one of its rows points at another of its rows (the user who referred one). */
  selfReferences: string[];
}

/** A column filled from a sequence (`serial`), and the sequence, quoted as PostgreSQL names it. */
export interface SequencedColumn {
  table: string;
  column: string;
  sequence: string;
}

/**
 * The shop's tables (schema `public`; drizzle's own journal is in `drizzle` and is written by the
 * migrations), each after every table it points at, so rows can be inserted in this order.
 */
export async function tablesInOrder(db: Db): Promise<TableShape[]> {
  const columns = await rowsOf<{ table: string; column: string }>(
    db,
    sql`select c.relname as table, a.attname as column
      from pg_attribute a
      join pg_class c on c.oid = a.attrelid
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attnum > 0
        and not a.attisdropped and a.attgenerated = ''
      order by c.relname, a.attnum`,
  );
  const keys = await rowsOf<{ table: string; column: string }>(
    db,
    sql`select c.relname as table, a.attname as column
      from pg_index i
      join pg_class c on c.oid = i.indrelid
      join pg_namespace n on n.oid = c.relnamespace
      join pg_attribute a on a.attrelid = c.oid and a.attnum = any(i.indkey::int2[])
      where n.nspname = 'public' and i.indisprimary
      order by c.relname, array_position(i.indkey::int2[], a.attnum)`,
  );
  const references = await rowsOf<{ table: string; target: string; column: string }>(
    db,
    sql`select c.relname as table, t.relname as target, a.attname as column
      from pg_constraint k
      join pg_class c on c.oid = k.conrelid
      join pg_class t on t.oid = k.confrelid
      join pg_namespace n on n.oid = c.relnamespace
      join pg_attribute a on a.attrelid = c.oid and a.attnum = any(k.conkey)
      where n.nspname = 'public' and k.contype = 'f'`,
  );
  const shapes = new Map<string, TableShape>();
  for (const { table, column } of columns) {
    const shape = shapes.get(table) ?? {
      name: table,
      columns: [],
      key: [],
      selfReferences: [],
    };
    shape.columns.push(column);
    shapes.set(table, shape);
  }
  for (const { table, column } of keys) shapes.get(table)?.key.push(column);
  const targets = new Map<string, Set<string>>();
  for (const { table, target, column } of references) {
    if (table === target) {
      const shape = shapes.get(table);
      if (shape && !shape.selfReferences.includes(column)) shape.selfReferences.push(column);
    } else targets.set(table, (targets.get(table) ?? new Set()).add(target));
  }
  return dependencyOrder([...shapes.values()], targets);
}

/** `tables` with each after the ones it points at; a circle of references is an error to fix here. */
function dependencyOrder(tables: TableShape[], targets: Map<string, Set<string>>): TableShape[] {
  const ordered: TableShape[] = [];
  const placed = new Set<string>();
  let left = tables;
  while (left.length > 0) {
    const ready = left.filter((table) =>
      [...(targets.get(table.name) ?? [])].every((target) => placed.has(target)),
    );
    if (ready.length === 0) {
      throw new Error(
        `Tables point at each other in a circle: ${left.map((t) => t.name).join(', ')}`,
      );
    }
    for (const table of ready) placed.add(table.name);
    ordered.push(...ready);
    left = left.filter((table) => !placed.has(table.name));
  }
  return ordered;
}

/** Every column of the shop's tables that takes its default from a sequence. */
export function sequencedColumns(db: Db): Promise<SequencedColumn[]> {
  return rowsOf<SequencedColumn>(
    db,
    sql`select "table", "column", sequence from (
        select c.relname as table, a.attname as column,
          pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname) as sequence
        from pg_attribute a
        join pg_class c on c.oid = a.attrelid
        join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
      ) as columns
      where sequence is not null
      order by "table", "column"`,
  );
}

/** A list of quoted column names, for a statement. */
export const columnList = (columns: string[]) =>
  sql.join(
    columns.map((column) => sql.identifier(column)),
    sql`, `,
  );
