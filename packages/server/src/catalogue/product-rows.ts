import { and, eq, getTableColumns, isNull } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { products } from '../db/schema/index.js';

type SearchColumn = 'searchVector' | 'searchText';
const SEARCH_COLUMNS = new Set<string>(['searchVector', 'searchText'] satisfies SearchColumn[]);

/** Every column but the generated search ones, which only searches read. */
export const productColumns = Object.fromEntries(
  Object.entries(getTableColumns(products)).filter(([key]) => !SEARCH_COLUMNS.has(key)),
) as Omit<ReturnType<typeof getTableColumns<typeof products>>, SearchColumn>;
export type ProductRow = Omit<typeof products.$inferSelect, SearchColumn>;

/**
 * What everyone may see and buy: approved, and not archived (a product its seller deleted stays only
 * for the purchases that name it).
 */
export const onSale = and(eq(products.status, 'approved'), isNull(products.archivedAt))!;

/** A product that is not archived, or `undefined`. */
export async function findProduct(db: Db, productId: number): Promise<ProductRow | undefined> {
  const [row] = await db
    .select(productColumns)
    .from(products)
    .where(and(eq(products.id, productId), isNull(products.archivedAt)));
  return row;
}
