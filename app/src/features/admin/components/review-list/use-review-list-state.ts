import { useState } from 'react';

/**
 * A review list's filters and page, kept while the screen is open. A filter's change goes back to
 * the first page, since the page the administrator was on may not exist under the new filter.
 */
export function useReviewListState<F extends object>(initialFilters: F) {
  const [state, setState] = useState<F & { page: number }>({ ...initialFilters, page: 1 });
  return {
    ...state,
    setPage: (page: number) => setState((current) => ({ ...current, page })),
    setFilter: (change: Partial<F>) => setState((current) => ({ ...current, ...change, page: 1 })),
  };
}
