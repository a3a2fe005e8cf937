import { useState } from 'react';
import { reviewListQuery, type ReviewListQuery } from '../../lib/review-query';

/** A review list's page and filters, the list call's query for them, and their setters. */
export type ReviewListState<F extends object> = F & {
  page: number;
  /** The list call's query: this page, and only the filters that are set. */
  query: ReviewListQuery<F>;
  setPage: (page: number) => void;
  setFilter: (change: Partial<F>) => void;
};

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
