import type { ProductOrdering, ProductStatus } from '@plaza/api';
import { and, asc, count, desc, eq, gte, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { products } from '../db/schema.js';
import { productColumns, type ProductRow } from './products.js';

/** Whose products a list shows: explore's approved ones, one seller's, or every one (administrators). */
export type ListScope =
  { kind: 'explore' } | { kind: 'seller'; sellerId: number } | { kind: 'all' };

export interface ListOptions {
  page: number;
  pageSize: number;
  search?: string | undefined;
  category?: number | undefined;
  priceMin?: string | undefined;
  priceMax?: string | undefined;
  status?: ProductStatus | undefined;
  ordering?: ProductOrdering | undefined;
}

/**
 * A search matches a product by full text in Spanish or English, accents ignored, or, for typos, when
 * one of its words is close enough by trigrams (pg_trgm's `<%`, word_similarity ≥ 0.6). Both use a
 * GIN index; the functions are in migration 0002.
 */
function searchOf(search: string) {
  const query = sql`plaza_search_query(${search})`;
  const typed = sql`lower(plaza_unaccent(${search}))`;
  return {
    matches: or(
      sql`${products.searchVector} @@ ${query}`,
      sql`${typed} <% ${products.searchText}`,
    ) as SQL,
    relevance: sql`ts_rank(${products.searchVector}, ${query}) + word_similarity(${typed}, ${products.searchText})`,
  };
}

function scopeOf(scope: ListScope): SQL[] {
  // An archived product was deleted by its seller: it stays only for the purchases that name it.
  const live = isNull(products.archivedAt);
  if (scope.kind === 'explore') return [live, eq(products.status, 'approved')];
  if (scope.kind === 'seller') return [live, eq(products.sellerId, scope.sellerId)];
  return [live];
}

/** Ties fall back to the id, so pages never repeat or skip a product. */
function orderOf(ordering: ProductOrdering, relevance: SQL | undefined): SQL[] {
  switch (ordering) {
    case 'price':
      return [asc(products.price), asc(products.id)];
    case '-price':
      return [desc(products.price), desc(products.id)];
    case 'name':
      return [asc(products.name), asc(products.id)];
    case 'relevance':
      if (relevance) return [desc(relevance), desc(products.id)];
      break;
    case '-created':
      break;
  }
  return [desc(products.createdAt), desc(products.id)];
}

/** One page of products in `scope` that pass the filters, and how many pass them in all. */
export async function listProducts(
  db: Db,
  scope: ListScope,
  options: ListOptions,
): Promise<{ count: number; rows: ProductRow[] }> {
  const search = options.search?.trim() ? searchOf(options.search.trim()) : undefined;
  const where = and(
    ...scopeOf(scope),
    search?.matches,
    options.status && eq(products.status, options.status),
    options.category !== undefined ? eq(products.categoryId, options.category) : undefined,
    options.priceMin !== undefined ? gte(products.price, options.priceMin) : undefined,
    options.priceMax !== undefined ? lte(products.price, options.priceMax) : undefined,
  );
  const [total] = await db.select({ count: count() }).from(products).where(where);
  const rows = await db
    .select(productColumns)
    .from(products)
    .where(where)
    .orderBy(...orderOf(options.ordering ?? '-created', search?.relevance))
    .limit(options.pageSize)
    .offset((options.page - 1) * options.pageSize);
  return { count: total?.count ?? 0, rows };
}
