import type { ProductOrdering, ProductStatus } from '@plaza/api';
import { and, asc, count, desc, eq, gte, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { products } from '../db/schema.js';
import { productColumns, type ProductRow } from './products.js';

/** Whose products a list shows: explore's approved ones, one seller's, or every one (administrators). */
export type ListScope =
  { kind: 'explore' } | { kind: 'seller'; sellerId: number } | { kind: 'all' };

/** The filters of explore, my products and the administrators' list, named as in their queries. */
export interface ListOptions {
  page: number;
  page_size: number;
  search?: string | undefined;
  category?: number | undefined;
  price_min?: string | undefined;
  price_max?: string | undefined;
  status?: ProductStatus | undefined;
  ordering?: ProductOrdering | undefined;
}

interface Search {
  matches: SQL;
  relevance: SQL;
}

/** Full text in Spanish or English, accents ignored, over the GIN-indexed `search_vector`. */
function fullText(search: string): Search {
  const query = sql`plaza_search_query(${search})`;
  return {
    matches: sql`${products.searchVector} @@ ${query}`,
    relevance: sql`ts_rank(${products.searchVector}, ${query})`,
  };
}

/**
 * For a search full text finds nothing in, such as a misspelt word: products with a word close to
 * it by trigrams (pg_trgm's `<%`, word_similarity ≥ 0.6), over the GIN-indexed `search_text`.
 */
function typoTolerant(search: string): Search {
  const typed = sql`lower(plaza_unaccent(${search}))`;
  return {
    matches: sql`${typed} <% ${products.searchText}`,
    relevance: sql`word_similarity(${typed}, ${products.searchText})`,
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

type Page = { count: number; rows: ProductRow[] };

async function pageOf(
  db: Db,
  where: Array<SQL | undefined>,
  search: Search | undefined,
  options: ListOptions,
): Promise<Page> {
  const [total] = await db
    .select({ count: count() })
    .from(products)
    .where(and(...where, search?.matches));
  if (!total?.count) return { count: 0, rows: [] };
  const rows = await db
    .select(productColumns)
    .from(products)
    .where(and(...where, search?.matches))
    .orderBy(...orderOf(options.ordering ?? '-created', search?.relevance))
    .limit(options.page_size)
    .offset((options.page - 1) * options.page_size);
  return { count: total.count, rows };
}

/**
 * One page of products in `scope` that pass the filters, and how many pass them in all. A search is
 * tried as full text first and by trigrams only when that finds nothing: trigram similarity is costly
 * per row, so a common word matched by thousands of products never pays for it.
 */
export async function listProducts(db: Db, scope: ListScope, options: ListOptions): Promise<Page> {
  const where = [
    ...scopeOf(scope),
    options.status && eq(products.status, options.status),
    options.category !== undefined ? eq(products.categoryId, options.category) : undefined,
    options.price_min !== undefined ? gte(products.price, options.price_min) : undefined,
    options.price_max !== undefined ? lte(products.price, options.price_max) : undefined,
  ];
  const text = options.search?.trim();
  const page = await pageOf(db, where, text ? fullText(text) : undefined, options);
  if (!text || page.count > 0) return page;
  return db.transaction(async (tx) => {
    // The planner prices `<%` like a cheap comparison and would rather read every row than the
    // trigram index, which at 100,000 products is ten times slower.
    await tx.execute(sql`set local enable_seqscan = off`);
    return pageOf(tx, where, typoTolerant(text), options);
  });
}
