import { useState } from 'react';
import { REVIEW_PAGE_SIZE } from '../../../../lib/review-query';

/** A filter left at "any" (null) or empty (''), which the list call is not asked about. */
type Unset = null | '';

/** A review list's page and filters, the list call's query for them, and their setters. */
export type ReviewListState<F extends object> = F & {
  page: number;
  /** The list call's query: this page, and only the filters that are set. */
  query: { page: number; page_size: number } & { [K in keyof F]?: Exclude<F[K], Unset> };
  setPage: (page: number) => void;
  setFilter: (change: Partial<F>) => void;
};

/** The list call's query for these filters on this page, leaving out the filters that are unset. */
export function reviewListQuery<F extends object>(
  filters: F,
  page: number,
): ReviewListState<F>['query'] {
  const setFilters = Object.entries(filters).filter(([, value]) => value !== null && value !== '');
  // Object.fromEntries forgets which keys it got: they are F's, less those left unset.
  return {
    ...Object.fromEntries(setFilters),
    page,
    page_size: REVIEW_PAGE_SIZE,
  } as ReviewListState<F>['query'];
}

/**
 * A review list's filters and page, kept while the screen is open. A filter's change goes back to
 * the first page, since the page the administrator was on may not exist under the new filter.
 */
export function useReviewListState<F extends object>(initialFilters: F): ReviewListState<F> {
  const [{ filters, page }, setState] = useState({ filters: initialFilters, page: 1 });
  const query = reviewListQuery(filters, page);
  return {
    ...filters,
    page,
    query,
    setPage: (next) => setState((current) => ({ ...current, page: next })),
    setFilter: (change) =>
      setState((current) => ({ filters: { ...current.filters, ...change }, page: 1 })),
  };
}
