import type { Requester } from '../request.js';
import {
  AdminReview,
  AdminReviewPage,
  ProductReviewPage,
  Review,
  ReviewPage,
  Seller,
  type AdminReviewQuery,
  type ProductReviewsQuery,
  type ReviewBody,
  type ReviewChangesBody,
  type ReviewReplyBody,
  type ReviewVisibilityBody,
  type SellerReviewQuery,
} from '../schemas/reviews.js';

const reviewPath = (id: number) => `marketplace/reviews/${id}/`;
const sellerPath = (username: string) => `marketplace/sellers/${encodeURIComponent(username)}/`;

export function reviewCalls(request: Requester) {
  return {
    /** POST `marketplace/reviews/`: rates an item of the caller's received sale; mails the seller. */
    createReview: (body: ReviewBody) => request('POST', 'marketplace/reviews/', Review, { body }),
    /** PATCH `marketplace/reviews/{id}/`: its author changes it, within 30 days of posting. */
    updateReview: (id: number, body: ReviewChangesBody) =>
      request('PATCH', reviewPath(id), Review, { body }),
    /** POST `marketplace/reviews/{id}/reply/`: the product's seller answers, once. */
    replyToReview: (id: number, body: ReviewReplyBody) =>
      request('POST', `${reviewPath(id)}reply/`, Review, { body }),
    /** GET `marketplace/products/{id}/reviews/`: newest first, with the product's summary. */
    productReviews: (productId: number, query: ProductReviewsQuery = {}) =>
      request('GET', `marketplace/products/${productId}/reviews/`, ProductReviewPage, { query }),
    /** GET `marketplace/sellers/{username}/`: a seller's public page. */
    seller: (username: string) => request('GET', sellerPath(username), Seller),
    /** GET `marketplace/sellers/{username}/reviews/`: their visible reviews over every product. */
    sellerReviews: (username: string, query: SellerReviewQuery = {}) =>
      request('GET', `${sellerPath(username)}reviews/`, ReviewPage, { query }),
    /** GET `marketplace/admin/reviews/`: every review, hidden ones too. */
    adminReviews: (query: AdminReviewQuery = {}) =>
      request('GET', 'marketplace/admin/reviews/', AdminReviewPage, { query }),
    /** PATCH `marketplace/admin/reviews/{id}/`: hides a review with a reason, or shows it again. */
    setReviewVisibility: (id: number, body: ReviewVisibilityBody) =>
      request('PATCH', `marketplace/admin/reviews/${id}/`, AdminReview, { body }),
  };
}
