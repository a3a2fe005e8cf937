import {
  array,
  boolean,
  enums,
  integer,
  min,
  nullable,
  object,
  optional,
  size,
  string,
  type Infer,
} from 'superstruct';
import { decimalText, Id, optionalText } from './form-values.js';
import { listSearch, pageQuery, paginated, type PageQuery } from './pagination.js';
import { Rating, SellerName } from './reviews.js';

/** A product category, its `name` in the request's language. */
export const Category = object({
  id: min(integer(), 1),
  name: size(string(), 1, 100),
  slug: size(string(), 1, 100),
});
export type Category = Infer<typeof Category>;

export const CategoryList = array(Category);

export const PRODUCT_STATUSES = ['pending_approval', 'approved', 'suspended'] as const;
export const ProductStatus = enums(PRODUCT_STATUSES);
export type ProductStatus = Infer<typeof ProductStatus>;

/** A photo at two sizes, absolute URLs: `image` for the product page, `thumbnail` for cards. */
export const ProductPhoto = object({
  id: min(integer(), 1),
  image: string(),
  thumbnail: string(),
  position: min(integer(), 0),
});
export type ProductPhoto = Infer<typeof ProductPhoto>;

const summaryFields = {
  id: min(integer(), 1),
  name: string(),
  short_description: string(),
  category: object({ id: min(integer(), 1), name: string() }),
  brand: string(),
  /** Dollars as decimal strings with two places. */
  price: string(),
  shipping_price: string(),
  quantity: min(integer(), 0),
  is_digital: boolean(),
  is_tct_product: boolean(),
  status: ProductStatus,
  /** Why an administrator suspended it; `null` otherwise. */
  moderation_reason: nullable(string()),
  photos: array(ProductPhoto),
  seller: object({ id: min(integer(), 1), username: string(), avatar: nullable(string()) }),
  /** Whether any purchase holds it: deleting it then archives it instead (API.md, Catalogue). */
  has_purchases: boolean(),
  /** Its visible reviews: the average (one decimal, `null` with none) and how many there are. */
  rating: Rating,
  created_at: string(),
  updated_at: string(),
};

/** A product in a list: no description, attributes or levels, and only its first photo. */
export const ProductSummary = object(summaryFields);
export type ProductSummary = Infer<typeof ProductSummary>;

export const Product = object({
  ...summaryFields,
  description: string(),
  attributes: array(object({ name: string(), value: string() })),
  levels: array(object({ level: min(integer(), 1), payment_percentage: string() })),
});
export type Product = Infer<typeof Product>;

export const ProductSummaryPage = paginated(ProductSummary);
export type ProductSummaryPage = Infer<typeof ProductSummaryPage>;

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
export const ProductListQuery = object({
  ...pageQuery,
  search: listSearch,
  category: optional(Id),
  price_min: optional(PriceBound),
  price_max: optional(PriceBound),
  ordering: optional(enums(PRODUCT_ORDERINGS)),
  seller: optional(SellerName),
});
export type ProductListQuery = PageQuery & {
  search?: string;
  category?: number;
  seller?: string;
  price_min?: string;
  price_max?: string;
  ordering?: ProductOrdering;
};

/** GET `marketplace/products/mine/` and `marketplace/admin/products/`. */
export const ProductReviewQuery = object({
  ...pageQuery,
  search: listSearch,
  status: optional(ProductStatus),
});
export type ProductReviewQuery = PageQuery & { search?: string; status?: ProductStatus };

/** PATCH `marketplace/admin/products/{id}/status/`; `reason` is kept and shown when suspending. */
export const ProductStatusBody = object({
  status: enums(['approved', 'suspended'] as const),
  reason: optionalText('reason', 500),
});
export type ProductStatusBody = Infer<typeof ProductStatusBody>;

/** PATCH `marketplace/admin/products/{id}/network/`: tags or untags a network product. */
export const ProductNetworkBody = object({ is_tct_product: boolean() });
export type ProductNetworkBody = Infer<typeof ProductNetworkBody>;
