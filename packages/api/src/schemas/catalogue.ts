import * as s from 'superstruct';
import { decimalText, Id, optionalText } from './form-values.js';
import { listSearch, pageQuery, paginated, type PageCall, type PageQuery } from './pagination.js';
import { Rating, SellerName } from './reviews.js';

/** A product category, its `name` in the request's language. */
export const Category = s.object({
  id: s.min(s.integer(), 1),
  name: s.size(s.string(), 1, 100),
  slug: s.size(s.string(), 1, 100),
});
export type Category = s.Infer<typeof Category>;

export const CategoryList = s.array(Category);

export const PRODUCT_STATUSES = ['pending_approval', 'approved', 'suspended'] as const;
export const ProductStatus = s.enums(PRODUCT_STATUSES);
export type ProductStatus = s.Infer<typeof ProductStatus>;

/** A photo at two sizes, absolute URLs: `image` for the product page, `thumbnail` for cards. */
export const ProductPhoto = s.object({
  id: s.min(s.integer(), 1),
  image: s.string(),
  thumbnail: s.string(),
  position: s.min(s.integer(), 0),
});
export type ProductPhoto = s.Infer<typeof ProductPhoto>;

const summaryFields = {
  id: s.min(s.integer(), 1),
  name: s.string(),
  short_description: s.string(),
  category: s.object({ id: s.min(s.integer(), 1), name: s.string() }),
  brand: s.string(),
  /** Dollars as decimal strings with two places. */
  price: s.string(),
  shipping_price: s.string(),
  quantity: s.min(s.integer(), 0),
  is_digital: s.boolean(),
  is_tct_product: s.boolean(),
  status: ProductStatus,
  /** Why an administrator suspended it; `null` otherwise. */
  moderation_reason: s.nullable(s.string()),
  /**
   * Units that purchases waiting for payment hold (taken from `quantity` until paid or released):
   * for its seller, and administrators in their list; `null` for everyone else, and in the
   * answer every caller shares (an approved product read by anyone but its seller).
   */
  reserved_quantity: s.nullable(s.min(s.integer(), 0)),
  photos: s.array(ProductPhoto),
  seller: s.object({
    id: s.min(s.integer(), 1),
    username: s.string(),
    avatar: s.nullable(s.string()),
  }),
  /** Whether any purchase holds it: deleting it then archives it instead (docs/api.md, Catalogue). */
  has_purchases: s.boolean(),
  /** Its visible reviews: the average (one decimal, `null` with none) and how many there are. */
  rating: Rating,
  created_at: s.string(),
  updated_at: s.string(),
};

/** A product in a list: no description, attributes or levels, and only its first photo. */
export const ProductSummary = s.object(summaryFields);
export type ProductSummary = s.Infer<typeof ProductSummary>;

export const Product = s.object({
  ...summaryFields,
  description: s.string(),
  attributes: s.array(s.object({ name: s.string(), value: s.string() })),
  levels: s.array(s.object({ level: s.min(s.integer(), 1), payment_percentage: s.string() })),
});
export type Product = s.Infer<typeof Product>;

export const ProductSummaryPage = paginated(ProductSummary);
export type ProductSummaryPage = s.Infer<typeof ProductSummaryPage>;

export const PRODUCT_ORDERINGS = [
  '-created',
  'price',
  '-price',
  'name',
  'relevance',
  '-rating',
] as const;
export type ProductOrdering = (typeof PRODUCT_ORDERINGS)[number];

const PriceBound = decimalText('price_bound', {
  digits: 10,
  places: 2,
  accept: () => true,
  message: 'Enter an amount of 0 or more with at most two decimals.',
});

/**
 * GET `marketplace/products/`. `relevance` orders by how well a product matches `search`; without a
 * search it falls back to the default, newest first. `-rating` puts the best average first, then the
 * most reviewed. `seller` keeps one seller's products (a username).
 */
export const ProductListQuery = s.object({
  ...pageQuery,
  search: listSearch,
  category: s.optional(Id),
  price_min: s.optional(PriceBound),
  price_max: s.optional(PriceBound),
  ordering: s.optional(s.enums(PRODUCT_ORDERINGS)),
  seller: s.optional(SellerName),
});
export type ProductListQuery = PageQuery & {
  search?: string;
  category?: number;
  seller?: string;
  price_min?: string;
  price_max?: string;
  ordering?: ProductOrdering;
};

/** A call for a page of products that names its page, as the lists on screen make it. */
export type ProductPageQuery = ProductListQuery & PageCall;

/** GET `marketplace/products/mine/` and `marketplace/admin/products/`. */
export const ProductReviewQuery = s.object({
  ...pageQuery,
  search: listSearch,
  status: s.optional(ProductStatus),
});
export type ProductReviewQuery = PageQuery & { search?: string; status?: ProductStatus };

/** PATCH `marketplace/admin/products/{id}/status/`; `reason` is kept and shown when suspending. */
export const ProductStatusBody = s.object({
  status: s.enums(['approved', 'suspended'] as const),
  reason: optionalText('reason', 500),
});
export type ProductStatusBody = s.Infer<typeof ProductStatusBody>;

/** PATCH `marketplace/admin/products/{id}/network/`: tags or untags a network product. */
export const ProductNetworkBody = s.object({ is_tct_product: s.boolean() });
export type ProductNetworkBody = s.Infer<typeof ProductNetworkBody>;
