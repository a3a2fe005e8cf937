import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from './database.js';
import { products, users } from './schema/index.js';

/**
 * The rows of `table`, what a user wrote about a product (a question, a review), as `fields` pick
 * them (the row, the writer's columns), with the product's id and name beside them: joined to the
 * product by `productId` and to the writer (`users`) by `writerId`. Only the columns picked are
 * read, so a writer's e-mail can't reach an answer.
 */
export function aboutProducts<Table extends PgTable, Fields extends SelectedFields>(
  db: Db,
  table: Table,
  { productId, writerId }: { productId: PgColumn; writerId: PgColumn },
  fields: Fields,
) {
  return (
    db
      .select({ ...fields, product: { id: products.id, name: products.name } })
      // A table is never an empty subquery, which drizzle can't tell of a type parameter.
      .from<Table>(table as never)
      .innerJoin(products, eq(products.id, productId))
      .innerJoin(users, eq(users.id, writerId))
  );
}
