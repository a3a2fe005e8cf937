import type { ProductOrdering, ProductStatus } from '@plaza/api';
import { and, asc, count, desc, eq, gte, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { products, users } from '../db/schema/index.js';
import type { TimedCache } from '../cache/timed-cache.js';
import { onSale, productColumns, type ProductRow } from './product-rows.js';

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
  /** A seller's username, in any case. */
  seller?: string | undefined;
  status?: ProductStatus | undefined;
  ordering?: ProductOrdering | undefined;
}

interface Search {
  matches: SQL;
  relevance: SQL;
}

/** Full text in Spanish or English, accents ignored, over the GIN-indexed `search_vector`. */
function fullText(query: SQL): Search {
  return {
    matches: sql`${products.searchVector} @@ ${query}`,
    relevance: sql`ts_rank(${products.searchVector}, ${query})`,
  };
}

/**
 * For a search full text finds nothing in, such as a misspelt word: the full text of the words
 * closest to each of its own (pg_trgm's `%` over the trigram-indexed `search_words`, migration
 * 0007). A subquery, so it is worked out once per query and not once per product it tests.
 */
const typoQuery = (search: string) => sql`(select plaza_typo_query(${search}))`;

function scopeOf(scope: ListScope): SQL[] {
  if (scope.kind === 'explore') return [onSale];
  // An archived product was deleted by its seller: it stays only for the purchases that name it.
  const live = isNull(products.archivedAt);
  if (scope.kind === 'seller') return [live, eq(products.sellerId, scope.sellerId)];
  return [live];
}

/** Products of the seller with this username (unique in any case); none when nobody has it. */
const ofSeller = (username: string) =>
  sql`${products.sellerId} = (select ${users.id} from ${users} where lower(${users.username}) = ${username.toLowerCase()})`;

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
    case '-rating':
      // Unrated products last (PostgreSQL puts nulls first when descending), as the index has it.
      return [
        sql`${products.ratingAverage} desc nulls last`,
        desc(products.ratingCount),
        desc(products.id),
      ];
    case '-created':
      break;
  }
  return [desc(products.createdAt), desc(products.id)];
}

type Page = { count: number; rows: ProductRow[] };

/** How a page learns its count: by calling `countNow`, or from a count kept a while. */
type CountOf = (countNow: () => Promise<number>) => Promise<number>;

/**
 * Below this many matches for each product up to the page's end, a search's page is read through its
 * GIN index and sorted, not found by walking an ordering index (see searchPageOf).
 */
const SPARSE = 50;

async function pageOf(
  db: Db,
  matching: SQL | undefined,
  options: ListOptions,
  countOf: CountOf,
  relevance?: SQL,
  beforeRows?: (count: number) => Promise<void>,
): Promise<Page> {
  const total = await countOf(async () => {
    const [row] = await db.select({ count: count() }).from(products).where(matching);
    return row?.count ?? 0;
  });
  if (total === 0) return { count: 0, rows: [] };
  await beforeRows?.(total);
  const rows = await db
    .select(productColumns)
    .from(products)
    .where(matching)
    .orderBy(...orderOf(options.ordering ?? '-created', relevance))
    .limit(options.page_size)
    .offset((options.page - 1) * options.page_size);
  return { count: total, rows };
}

/**
 * A search's page, from the first of `tries` that finds anything, in one transaction (so a typo,
 * tried second, costs no more round trips than a word). Sequential scans are off: the planner
 * can't price a search's matches and would rather read every row than an index (a typo's closest
 * words too, which come through `search_words`' trigram index). It also guesses a word's matches
 * blindly, and would walk an ordering index testing every product until it has a page: quick for
 * a common word, but for a word one product has it tested all 92,000 (0.6 s on PGlite at 100,000
 * products). Once the count says matches are sparse, the page is read through the GIN index and
 * sorted instead, so it costs at most what its matches cost.
 */
function searchPageOf(
  db: Db,
  where: Array<SQL | undefined>,
  tries: Array<{ search: Search; countOf: CountOf }>,
  options: ListOptions,
): Promise<Page> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const throughGinIfSparse = async (found: number) => {
      if (found < options.page * options.page_size * SPARSE) {
        await tx.execute(sql`set local enable_indexscan = off`);
      }
    };
    let page: Page = { count: 0, rows: [] };
    for (const { search, countOf } of tries) {
      const matching = and(...where, search.matches);
      page = await pageOf(tx, matching, options, countOf, search.relevance, throughGinIfSparse);
      if (page.count > 0) break;
    }
    return page;
  });
}

/**
 * One page of products in `scope` that pass the filters, and how many pass them in all, that count
 * kept a while in `counts` when given (explore's). A search is tried as typed first, and with the
 * closest known words only when that finds nothing, so a word spelt right never pays for the
 * trigram lookup.
 */
export async function listProducts(
  db: Db,
  scope: ListScope,
  options: ListOptions,
  counts?: TimedCache<number>,
): Promise<Page> {
  const where = [
    ...scopeOf(scope),
    options.status && eq(products.status, options.status),
    options.category !== undefined ? eq(products.categoryId, options.category) : undefined,
    options.price_min !== undefined ? gte(products.price, options.price_min) : undefined,
    options.price_max !== undefined ? lte(products.price, options.price_max) : undefined,
    options.seller !== undefined ? ofSeller(options.seller) : undefined,
  ];
  const { status, category, price_min, price_max, seller } = options;
  const countOf =
    (search: string): CountOf =>
    (countNow) => {
      if (!counts) return countNow();
      const key = JSON.stringify({ scope, status, category, price_min, price_max, seller, search });
      return counts.get(key, countNow);
    };
  const text = options.search?.trim();
  if (!text) return pageOf(db, and(...where), options, countOf(''));
  return searchPageOf(
    db,
    where,
    [
      { search: fullText(sql`plaza_search_query(${text})`), countOf: countOf(`text:${text}`) },
      { search: fullText(typoQuery(text)), countOf: countOf(`typo:${text}`) },
    ],
    options,
  );
}
