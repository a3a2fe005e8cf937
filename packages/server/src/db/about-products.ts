import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from './database.js';
import { products, users } from './schema/index.js';
import { theRow } from './the-row.js';

/**
 * How to read what users write about products (questions, reviews), kept in `table`: as `fields`
 * pick them (the row, the writer's columns), with the product's id and name beside them, joined to
 * the product by `productId` and to the writer (`users`) by `writerId`. Only the columns picked are
 * read, so a writer's e-mail can't reach an answer. `rows` reads those `where` picks; `one` the one
 * of that `id`, which must exist (it was just written, or is referenced): `what` names it if not.
 */
export function aboutProducts<Table extends PgTable, Fields extends SelectedFields>(
  table: Table,
  { id, productId, writerId }: { id: PgColumn; productId: PgColumn; writerId: PgColumn },
  fields: Fields,
  what: string,
) {
  const rows = (db: Db, where: SQL | undefined) =>
    db
      .select({ ...fields, product: { id: products.id, name: products.name } })
      // A table is never an empty subquery, which drizzle can't tell of a type parameter.
      .from<Table>(table as never)
      .innerJoin(products, eq(products.id, productId))
      .innerJoin(users, eq(users.id, writerId))
      .where(where);
  const one = async (db: Db, rowId: number) => theRow(rows(db, eq(id, rowId)), `${what} ${rowId}`);
  return { rows, one };
}
