import { PRODUCT_ORDERINGS, type ProductOrdering, type ProductPageQuery } from '@plaza/api';
import { ROUTE_ID } from '../config/paths';

/** The product filters of docs/product.md (section 3, cart state): search, category and a price range. */
export interface ProductFilters {
  search: string;
  /** A category id, or null for every category. */
  category: number | null;
  /** Price bounds as the wire's decimal strings ("12.50"), or null for no bound. */
  priceMin: string | null;
  priceMax: string | null;
}

export const NO_FILTERS: ProductFilters = {
  search: '',
  category: null,
  priceMin: null,
  priceMax: null,
};

/** A page of Explore: the filters, the order and which page. */
export interface ExploreQuery extends ProductFilters {
  /** Null for the default: relevance while searching, newest first otherwise. */
  ordering: ProductOrdering | null;
  page: number;
}

/** The URL's names, the API's names (docs/api.md, Catalogue), so a filtered page is a readable link. */
const PARAM = {
  search: 'search',
  category: 'category',
  priceMin: 'price_min',
  priceMax: 'price_max',
  ordering: 'ordering',
  page: 'page',
} as const;

const SEARCH_MAX = 200;
const PRICE = /^\d{1,10}(\.\d{1,2})?$/;

const isOrdering = (value: string | null): value is ProductOrdering =>
  (PRODUCT_ORDERINGS as readonly (string | null)[]).includes(value);

/**
 * Explore's query from the URL. A link can be edited by hand, so anything the API would refuse is
 * dropped here rather than sent: a bad link shows every product instead of an error.
 */
export function parseExploreQuery(params: URLSearchParams): ExploreQuery {
  const text = (name: string) => params.get(name)?.trim() ?? '';
  const price = (name: string) => (PRICE.test(text(name)) ? text(name) : null);
  const positive = (name: string) => (ROUTE_ID.test(text(name)) ? Number(text(name)) : null);
  const ordering = text(PARAM.ordering);
  return {
    search: text(PARAM.search).slice(0, SEARCH_MAX),
    category: positive(PARAM.category),
    priceMin: price(PARAM.priceMin),
    priceMax: price(PARAM.priceMax),
    ordering: isOrdering(ordering) ? ordering : null,
    page: positive(PARAM.page) ?? 1,
  };
}

/** The URL query of an Explore page; defaults are left out, so links stay short. */
export function exploreSearchParams(query: ExploreQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.search) params.set(PARAM.search, query.search);
  if (query.category !== null) params.set(PARAM.category, String(query.category));
  if (query.priceMin !== null) params.set(PARAM.priceMin, query.priceMin);
  if (query.priceMax !== null) params.set(PARAM.priceMax, query.priceMax);
  if (query.ordering !== null) params.set(PARAM.ordering, query.ordering);
  if (query.page > 1) params.set(PARAM.page, String(query.page));
  return params;
}

/** Whether any filter narrows the list. */
export const hasFilters = (filters: ProductFilters): boolean =>
  filters.search !== '' ||
  filters.category !== null ||
  filters.priceMin !== null ||
  filters.priceMax !== null;

/**
 * How many of the folded-away filters narrow the list: the category and the price range (one,
 * whatever its bounds). The search is not counted: it stays in sight on every screen.
 */
export const hiddenFilterCount = (filters: ProductFilters): number =>
  Number(filters.category !== null) +
  Number(filters.priceMin !== null || filters.priceMax !== null);

/** Explore's products per page: four rows of the widest grid. */
export const EXPLORE_PAGE_SIZE = 12;

/** Explore's call (GET `marketplace/products/`) for the products of the query in its address. */
export const exploreListQuery = (query: ExploreQuery): ProductPageQuery => ({
  page: query.page,
  page_size: EXPLORE_PAGE_SIZE,
  ...(query.search && { search: query.search }),
  ...(query.category !== null && { category: query.category }),
  ...(query.priceMin !== null && { price_min: query.priceMin }),
  ...(query.priceMax !== null && { price_max: query.priceMax }),
  ordering: query.ordering ?? (query.search ? 'relevance' : '-created'),
});

/** A seller page's call for page `page` of their products, newest first. */
export const sellerListQuery = (seller: string, page: number): ProductPageQuery => ({
  seller,
  ordering: '-created',
  page,
  page_size: EXPLORE_PAGE_SIZE,
});
