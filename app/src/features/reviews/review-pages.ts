import type { ProductReviewsQuery } from '@plaza/api';

/** Reviews a feed's page holds: a few at a time, since each is a card with room for a comment. */
export const REVIEW_FEED_PAGE_SIZE = 5;

/**
 * The call for a page of a product's reviews, under the star filter chosen (null for every
 * review); the server makes it for the first page it draws too (render/first-screens/product.ts).
 */
export const productReviewsQuery = (page: number, rating: number | null) =>
  ({
    page,
    page_size: REVIEW_FEED_PAGE_SIZE,
    ...(rating !== null && { rating }),
  }) satisfies ProductReviewsQuery;
