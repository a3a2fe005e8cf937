import type { ProductReviewQuery, ProductStatus } from '@plaza/api';
import { PRODUCT_STATUSES } from '@plaza/api';

/** Rows per page of every review list: my products, and the administrators' lists. */
export const REVIEW_PAGE_SIZE = 20;

/** What a list of products for review shows: my products, or every product for administrators. */
export interface ReviewQuery {
  search: string;
  status: ProductStatus | null;
  page: number;
}

/** The list's state from the page's address, so a filtered list can be reloaded or shared. */
export function parseReviewQuery(params: URLSearchParams): ReviewQuery {
  const page = Number(params.get('page'));
  const status = params.get('status');
  return {
    search: params.get('search')?.trim() ?? '',
    status: PRODUCT_STATUSES.find((known) => known === status) ?? null,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address's query for a list state, leaving out what is at its default. */
export function reviewSearchParams({ search, status, page }: ReviewQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (search) params.set('search', search);
  if (status) params.set('status', status);
  if (page > 1) params.set('page', String(page));
  return params;
}

/** A filter left at "any" (null) or empty (''), which the list call is not asked about. */
type Unset = null | '';

/** A review list call's query: a page of REVIEW_PAGE_SIZE, and only the filters that are set. */
export type ReviewListQuery<F extends object> = { page: number; page_size: number } & {
  [K in keyof F]?: Exclude<F[K], Unset>;
};

/** The list call's query for these filters on this page, leaving out the filters that are unset. */
export function reviewListQuery<F extends object>(filters: F, page: number): ReviewListQuery<F> {
  const setFilters = Object.entries(filters).filter(([, value]) => value !== null && value !== '');
  // Object.fromEntries forgets which keys it got: they are F's, less those left unset.
  return {
    ...Object.fromEntries(setFilters),
    page,
    page_size: REVIEW_PAGE_SIZE,
  } as ReviewListQuery<F>;
}

/** The products' list call's query for a list state, one page of REVIEW_PAGE_SIZE. */
export function productReviewQuery({ search, status, page }: ReviewQuery): ProductReviewQuery {
  return reviewListQuery({ search, status }, page);
}
