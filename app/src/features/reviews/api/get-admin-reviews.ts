import type { AdminReviewPage, AdminReviewQuery } from '@plaza/api';
import useSWR from 'swr';
import { reviewApi } from '../../../lib/api-calls/reviews';
import type { ReviewListQuery } from '../../../lib/review-query';

/** The cache key of GET `marketplace/admin/reviews/`, which hiding or showing one refreshes. */
export const ADMIN_REVIEWS_KEY = 'marketplace/admin/reviews/';

/** Whether buyers see a review: the administrators' filter, which the API takes as `is_hidden`. */
export const REVIEW_VISIBILITIES = ['visible', 'hidden'] as const;
export type ReviewVisibility = (typeof REVIEW_VISIBILITIES)[number];

/** What the administrators' list of reviews filters by: `status` is the review list's filter. */
export interface AdminReviewFilters {
  status: ReviewVisibility | null;
  search: string;
}

/** GET `marketplace/admin/reviews/`: every review, hidden ones too, by visibility and search. */
export function useAdminReviews({ status, ...rest }: ReviewListQuery<AdminReviewFilters>) {
  const query: AdminReviewQuery = {
    ...rest,
    ...(status && { is_hidden: status === 'hidden' }),
  };
  return useSWR<AdminReviewPage, Error>(
    [ADMIN_REVIEWS_KEY, query],
    ([, key]: [string, AdminReviewQuery]) => reviewApi.adminReviews(key),
    { keepPreviousData: true },
  );
}
