import {
  boolean,
  integer,
  min,
  nullable,
  number,
  object,
  optional,
  record,
  refine,
  string,
  type Infer,
} from 'superstruct';
import { documented } from '../json-schema.js';
import { Username } from './account.js';
import { boundedText, booleanFromText, Id, integerFromText, optionalText } from './form-values.js';
import { listSearch, pageQuery, paginated, type PageQuery } from './pagination.js';

/* Reviews and seller pages (API.md). Every review is from a buyer who received the item. */

/** Stars a review gives: a whole number from 1 to 5. */
export const STAR_COUNT = 5;

/** A rating as JSON sends it: an integer from 1 to 5; 0, 6, 2.5 and "x" are refused. */
export const Stars = documented(
  refine(
    integer(),
    'rating',
    (value) => (value >= 1 && value <= STAR_COUNT) || `Choose from 1 to ${STAR_COUNT} stars.`,
  ),
  { minimum: 1, maximum: STAR_COUNT },
);

/** A product's or a seller's rating: `average` rounded to one decimal, `null` while `count` is 0. */
export const Rating = object({
  average: nullable(number()),
  count: min(integer(), 0),
});
export type Rating = Infer<typeof Rating>;

const STAR_KEYS = Array.from({ length: STAR_COUNT }, (_, index) => String(index + 1));

/**
 * How many reviews gave each number of stars, keyed `"1"` to `"5"`, every key present. Documented
 * field by field: the server serializes answers by their JSON Schema, which keeps only named fields.
 */
const Histogram = documented(record(string(), min(integer(), 0)), {
  type: 'object',
  properties: Object.fromEntries(STAR_KEYS.map((key) => [key, { type: 'integer', minimum: 0 }])),
  required: STAR_KEYS,
});

/** The rating of a product's reviews with how many gave each number of stars (`"1"` to `"5"`). */
export const RatingHistogram = object({
  ...Rating.schema,
  histogram: Histogram,
});
export type RatingHistogram = Infer<typeof RatingHistogram>;

/** Who wrote a review, as everyone may see them: never an e-mail, a last name or an address. */
export const ReviewAuthor = object({ username: string(), avatar: nullable(string()) });
export type ReviewAuthor = Infer<typeof ReviewAuthor>;

export const Review = object({
  id: min(integer(), 1),
  product: object({ id: min(integer(), 1), name: string() }),
  rating: Stars,
  /** `null` when the buyer left only stars. */
  comment: nullable(string()),
  author: ReviewAuthor,
  /** The seller's one reply, and when it was written. */
  reply: nullable(string()),
  replied_at: nullable(string()),
  created_at: string(),
  updated_at: string(),
});
export type Review = Infer<typeof Review>;

/** A buyer's own review as their purchase carries it, with whether it may still be edited. */
export const OwnReview = object({
  id: min(integer(), 1),
  rating: Stars,
  comment: nullable(string()),
  reply: nullable(string()),
  created_at: string(),
  /** Whether the 30 days to edit it are still running. */
  editable: boolean(),
});
export type OwnReview = Infer<typeof OwnReview>;

/** How long after posting its author may change a review. */
export const REVIEW_EDIT_DAYS = 30;

export const ReviewPage = paginated(Review);
export type ReviewPage = Infer<typeof ReviewPage>;

/** GET `marketplace/products/{id}/reviews/`: a page of reviews and the product's whole summary. */
export const ProductReviewPage = object({ ...ReviewPage.schema, summary: RatingHistogram });
export type ProductReviewPage = Infer<typeof ProductReviewPage>;

/** A review as administrators see it: hidden or not, and why. */
export const AdminReview = object({
  ...Review.schema,
  is_hidden: boolean(),
  hidden_reason: nullable(string()),
});
export type AdminReview = Infer<typeof AdminReview>;

export const AdminReviewPage = paginated(AdminReview);
export type AdminReviewPage = Infer<typeof AdminReviewPage>;

/** A seller's public page. `sales_count` counts received sales, `products_count` approved products. */
export const Seller = object({
  username: string(),
  avatar: nullable(string()),
  first_name: string(),
  date_joined: string(),
  rating: Rating,
  sales_count: min(integer(), 0),
  products_count: min(integer(), 0),
});
export type Seller = Infer<typeof Seller>;

/** The `username` of `marketplace/sellers/{username}/` and of explore's `seller` filter. */
export const SellerName = Username;

/** POST `marketplace/reviews/`: an item of the caller's own purchase whose sale is `received`. */
export const ReviewBody = object({
  purchase_item: Id,
  rating: Stars,
  comment: optionalText('comment', 2000),
});
export type ReviewBody = Infer<typeof ReviewBody>;

/** PATCH `marketplace/reviews/{id}/`: its author, within 30 days of posting. */
export const ReviewChangesBody = refine(
  object({ rating: optional(Stars), comment: optionalText('comment', 2000) }),
  'review_changes',
  (body) =>
    body.rating !== undefined || body.comment !== undefined || 'Give a rating, a comment or both.',
);
export type ReviewChangesBody = Infer<typeof ReviewChangesBody>;

/** POST `marketplace/reviews/{id}/reply/`: the product's seller, once. */
export const ReviewReplyBody = object({ reply: boundedText('reply', 1000, { required: true }) });
export type ReviewReplyBody = Infer<typeof ReviewReplyBody>;

/** GET `marketplace/products/{id}/reviews/`: `rating` keeps the reviews of that many stars. */
export const ProductReviewsQuery = object({
  ...pageQuery,
  rating: optional(integerFromText(Stars)),
});
export type ProductReviewsQuery = PageQuery & { rating?: number };

/** GET `marketplace/sellers/{username}/reviews/`. */
export const SellerReviewQuery = object({ ...pageQuery });
export type SellerReviewQuery = PageQuery;

/** GET `marketplace/admin/reviews/`: `search` looks in the comment, the product and the author. */
export const AdminReviewQuery = object({
  ...pageQuery,
  is_hidden: optional(booleanFromText()),
  search: listSearch,
});
export type AdminReviewQuery = PageQuery & { is_hidden?: boolean; search?: string };

/** PATCH `marketplace/admin/reviews/{id}/`: hides (with the reason kept) or shows a review again. */
export const ReviewVisibilityBody = object({
  is_hidden: boolean(),
  reason: optionalText('reason', 500),
});
export type ReviewVisibilityBody = Infer<typeof ReviewVisibilityBody>;
