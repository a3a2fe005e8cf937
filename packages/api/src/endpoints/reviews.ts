import { object } from 'superstruct';
import { endpoint } from '../endpoint.js';
import {
  AdminReview,
  AdminReviewPage,
  AdminReviewQuery,
  ProductReviewPage,
  ProductReviewsQuery,
  Review,
  ReviewBody,
  ReviewChangesBody,
  ReviewPage,
  ReviewReplyBody,
  ReviewVisibilityBody,
  Seller,
  SellerName,
  SellerReviewQuery,
} from '../schemas/reviews.js';

/* The Reviews and seller pages calls of docs/api.md, under `marketplace/`. */

const REVIEWS = '/marketplace/reviews/';
const SELLER = '/marketplace/sellers/:username/';
/** What can't be a username names nobody (`404`), like an unknown one. */
const SellerParams = object({ username: SellerName });

export const createReview = endpoint({
  method: 'POST',
  path: REVIEWS,
  summary: 'Rate an item of one of the caller’s purchases, once its sale is received',
  tag: 'Reviews',
  auth: 'user',
  body: ReviewBody,
  answers: { 201: Review },
  errors: [404, 409],
});

export const updateReview = endpoint({
  method: 'PATCH',
  path: `${REVIEWS}:id/`,
  summary: 'Change the caller’s review, within 30 days of posting it',
  tag: 'Reviews',
  auth: 'user',
  body: ReviewChangesBody,
  answers: { 200: Review },
  errors: [409],
});

export const replyToReview = endpoint({
  method: 'POST',
  path: `${REVIEWS}:id/reply/`,
  summary: 'Reply once to a review of one of the caller’s products',
  tag: 'Reviews',
  auth: 'user',
  body: ReviewReplyBody,
  answers: { 200: Review },
  errors: [409],
});

export const productReviews = endpoint({
  method: 'GET',
  path: '/marketplace/products/:id/reviews/',
  summary: 'The visible reviews of an approved product, newest first, with its summary',
  tag: 'Reviews',
  query: ProductReviewsQuery,
  answers: { 200: ProductReviewPage },
});

export const seller = endpoint({
  method: 'GET',
  path: SELLER,
  params: SellerParams,
  summary: 'A seller’s public page: name, rating, sales and products',
  tag: 'Reviews',
  answers: { 200: Seller },
});

export const sellerReviews = endpoint({
  method: 'GET',
  path: `${SELLER}reviews/`,
  params: SellerParams,
  summary: 'The visible reviews of every product of a seller, newest first',
  tag: 'Reviews',
  query: SellerReviewQuery,
  answers: { 200: ReviewPage },
});

export const adminReviews = endpoint({
  method: 'GET',
  path: '/marketplace/admin/reviews/',
  summary: 'Every review, hidden ones too (administrators)',
  tag: 'Administration',
  auth: 'admin',
  query: AdminReviewQuery,
  answers: { 200: AdminReviewPage },
});

export const setReviewVisibility = endpoint({
  method: 'PATCH',
  path: '/marketplace/admin/reviews/:id/',
  summary: 'Hide a review with a reason, or show it again (administrators)',
  tag: 'Administration',
  auth: 'admin',
  body: ReviewVisibilityBody,
  answers: { 200: AdminReview },
});
