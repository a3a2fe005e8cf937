import * as s from 'superstruct';
import { documented } from '../json-schema.js';
import { Username } from './account.js';
import { boundedText, booleanFromText, Id, integerFromText, optionalText } from './form-values.js';
import { listSearch, pageQuery, paginated, type PageQuery } from './pagination.js';

/* Reviews and seller pages (docs/api.md). Every review is from a buyer who received the item. */

/** Stars a review gives: a whole number from 1 to 5. */
export const STAR_COUNT = 5;

/** A rating as JSON sends it: an integer from 1 to 5; 0, 6, 2.5 and "x" are refused. */
export const Stars = documented(
  s.refine(
    s.integer(),
    'rating',
    (value) => (value >= 1 && value <= STAR_COUNT) || `Choose from 1 to ${STAR_COUNT} stars.`,
  ),
  { minimum: 1, maximum: STAR_COUNT },
);

/** A product's or a seller's rating: `average` rounded to one decimal, `null` while `count` is 0. */
export const Rating = s.object({
  average: s.nullable(s.number()),
  count: s.min(s.integer(), 0),
});
export type Rating = s.Infer<typeof Rating>;

const STAR_KEYS = Array.from({ length: STAR_COUNT }, (_, index) => String(index + 1));

/**
 * How many reviews gave each number of stars, keyed `"1"` to `"5"`, every key present. Documented
 * field by field: the server serializes answers by their JSON Schema, which keeps only named fields.
 */
const Histogram = documented(s.record(s.string(), s.min(s.integer(), 0)), {
  type: 'object',
  properties: Object.fromEntries(STAR_KEYS.map((key) => [key, { type: 'integer', minimum: 0 }])),
  required: STAR_KEYS,
});

/** The rating of a product's reviews with how many gave each number of stars (`"1"` to `"5"`). */
export const RatingHistogram = s.object({
  ...Rating.schema,
  histogram: Histogram,
});
export type RatingHistogram = s.Infer<typeof RatingHistogram>;

/** Who wrote a review, as everyone may see them: never an e-mail, a last name or an address. */
export const ReviewAuthor = s.object({ username: s.string(), avatar: s.nullable(s.string()) });
export type ReviewAuthor = s.Infer<typeof ReviewAuthor>;

export const Review = s.object({
  id: s.min(s.integer(), 1),
  product: s.object({ id: s.min(s.integer(), 1), name: s.string() }),
  rating: Stars,
  /** `null` when the buyer left only stars. */
  comment: s.nullable(s.string()),
  author: ReviewAuthor,
  /** The seller's one reply, and when it was written. */
  reply: s.nullable(s.string()),
  replied_at: s.nullable(s.string()),
  created_at: s.string(),
  updated_at: s.string(),
});
export type Review = s.Infer<typeof Review>;

/** A buyer's own review as their purchase carries it, with whether it may still be edited. */
export const OwnReview = s.object({
  id: s.min(s.integer(), 1),
  rating: Stars,
  comment: s.nullable(s.string()),
  reply: s.nullable(s.string()),
  created_at: s.string(),
  /** Whether the 30 days to edit it are still running. */
  editable: s.boolean(),
});
export type OwnReview = s.Infer<typeof OwnReview>;

/** How long after posting its author may change a review. */
export const REVIEW_EDIT_DAYS = 30;

export const ReviewPage = paginated(Review);
export type ReviewPage = s.Infer<typeof ReviewPage>;

/** GET `marketplace/products/{id}/reviews/`: a page of reviews and the product's whole summary. */
export const ProductReviewPage = s.object({ ...ReviewPage.schema, summary: RatingHistogram });
export type ProductReviewPage = s.Infer<typeof ProductReviewPage>;

/** A review as administrators see it: hidden or not, and why. */
export const AdminReview = s.object({
  ...Review.schema,
  is_hidden: s.boolean(),
  hidden_reason: s.nullable(s.string()),
});
export type AdminReview = s.Infer<typeof AdminReview>;

export const AdminReviewPage = paginated(AdminReview);
export type AdminReviewPage = s.Infer<typeof AdminReviewPage>;

/** A seller's public page. `sales_count` counts received sales, `products_count` approved products. */
export const Seller = s.object({
  username: s.string(),
  avatar: s.nullable(s.string()),
  first_name: s.string(),
  date_joined: s.string(),
  rating: Rating,
  sales_count: s.min(s.integer(), 0),
  products_count: s.min(s.integer(), 0),
});
export type Seller = s.Infer<typeof Seller>;

/** The `username` of `marketplace/sellers/{username}/` and of explore's `seller` filter. */
export const SellerName = Username;

/** POST `marketplace/reviews/`: an item of the caller's own purchase whose sale is `received`. */
export const ReviewBody = s.object({
  purchase_item: Id,
  rating: Stars,
  comment: optionalText('comment', 2000),
});
export type ReviewBody = s.Infer<typeof ReviewBody>;

/** PATCH `marketplace/reviews/{id}/`: its author, within 30 days of posting. */
export const ReviewChangesBody = s.refine(
  s.object({ rating: s.optional(Stars), comment: optionalText('comment', 2000) }),
  'review_changes',
  (body) =>
    body.rating !== undefined || body.comment !== undefined || 'Give a rating, a comment or both.',
);
export type ReviewChangesBody = s.Infer<typeof ReviewChangesBody>;

/** POST `marketplace/reviews/{id}/reply/`: the product's seller, once. */
export const ReviewReplyBody = s.object({ reply: boundedText('reply', 1000, { required: true }) });
export type ReviewReplyBody = s.Infer<typeof ReviewReplyBody>;

/** GET `marketplace/products/{id}/reviews/`: `rating` keeps the reviews of that many stars. */
export const ProductReviewsQuery = s.object({
  ...pageQuery,
  rating: s.optional(integerFromText(Stars)),
});
export type ProductReviewsQuery = PageQuery & { rating?: number };

/** GET `marketplace/sellers/{username}/reviews/`. */
export const SellerReviewQuery = s.object({ ...pageQuery });
export type SellerReviewQuery = PageQuery;

/** GET `marketplace/admin/reviews/`: `search` looks in the comment, the product and the author. */
export const AdminReviewQuery = s.object({
  ...pageQuery,
  is_hidden: s.optional(booleanFromText()),
  search: listSearch,
});
export type AdminReviewQuery = PageQuery & { is_hidden?: boolean; search?: string };

/** PATCH `marketplace/admin/reviews/{id}/`: hides (with the reason kept) or shows a review again. */
export const ReviewVisibilityBody = s.object({
  is_hidden: s.boolean(),
  reason: optionalText('reason', 500),
});
export type ReviewVisibilityBody = s.Infer<typeof ReviewVisibilityBody>;
