import * as reviews from '../endpoints/reviews.js';
import type { Requester } from '../request.js';
import type {
  AdminReviewQuery,
  ProductReviewsQuery,
  ReviewBody,
  ReviewChangesBody,
  ReviewReplyBody,
  ReviewVisibilityBody,
  SellerReviewQuery,
} from '../schemas/reviews.js';

export function reviewCalls(request: Requester) {
  return {
    /** POST `marketplace/reviews/`: rates an item of the caller's received sale; mails the seller. */
    createReview: (body: ReviewBody) => request(reviews.createReview, { body }),
    /** PATCH `marketplace/reviews/{id}/`: its author changes it, within 30 days of posting. */
    updateReview: (id: number, body: ReviewChangesBody) =>
      request(reviews.updateReview, { params: { id }, body }),
    /** POST `marketplace/reviews/{id}/reply/`: the product's seller answers, once. */
    replyToReview: (id: number, body: ReviewReplyBody) =>
      request(reviews.replyToReview, { params: { id }, body }),
    /** GET `marketplace/products/{id}/reviews/`: newest first, with the product's summary. */
    productReviews: (productId: number, query: ProductReviewsQuery = {}) =>
      request(reviews.productReviews, { params: { id: productId }, query }),
    /** GET `marketplace/sellers/{username}/`: a seller's public page. */
    seller: (username: string) => request(reviews.seller, { params: { username } }),
    /** GET `marketplace/sellers/{username}/reviews/`: their visible reviews over every product. */
    sellerReviews: (username: string, query: SellerReviewQuery = {}) =>
      request(reviews.sellerReviews, { params: { username }, query }),
    /** GET `marketplace/admin/reviews/`: every review, hidden ones too. */
    adminReviews: (query: AdminReviewQuery = {}) => request(reviews.adminReviews, { query }),
    /** PATCH `marketplace/admin/reviews/{id}/`: hides a review with a reason, or shows it again. */
    setReviewVisibility: (id: number, body: ReviewVisibilityBody) =>
      request(reviews.setReviewVisibility, { params: { id }, body }),
  };
}
