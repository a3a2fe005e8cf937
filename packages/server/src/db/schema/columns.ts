import { sql } from 'drizzle-orm';
import { bigint, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** Money the orders keep as integer cents (docs/architecture.md, "Rules that cut across": never floats), answered as decimal strings. */
export const cents = (name: string) => bigint(name, { mode: 'number' });

/** A moment: every time the database keeps carries its time zone (`timestamptz`). */
export const instant = (name: string) => timestamp(name, { withTimezone: true });

/** `column in ('a', 'b', …)` for a list of statuses the API names. */
export const oneOf = (column: AnyPgColumn, values: readonly string[]) =>
  sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`;
