import { useSearchParams } from 'wouter';
import { parseReviewQuery, reviewSearchParams, type ReviewQuery } from '../lib/review-query';

/**
 * A review list's search, status and page, kept in the address. A new filter replaces the entry,
 * so Back leaves the list; a new page adds one, so Back returns to the page before.
 */
export function useReviewQuery(): [ReviewQuery, (query: ReviewQuery) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = parseReviewQuery(searchParams);
  const show = (next: ReviewQuery) =>
    setSearchParams(reviewSearchParams(next), { replace: next.page === query.page });
  return [query, show];
}
