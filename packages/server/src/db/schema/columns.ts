import { sql } from 'drizzle-orm';
import { bigint, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** Money the orders keep as integer cents (DESIGN.md: never floats), answered as decimal strings. */
export const cents = (name: string) => bigint(name, { mode: 'number' });

/** `column in ('a', 'b', …)` for a list of statuses the API names. */
export const oneOf = (column: AnyPgColumn, values: readonly string[]) =>
  sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`;
