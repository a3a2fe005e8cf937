import {
  boolean,
  integer,
  min,
  nullable,
  object,
  pattern,
  size,
  string,
  type Infer,
} from 'superstruct';

const Money = pattern(string(), /^\d+(\.\d{1,2})?$/);

/** What the cart keeps of a product (docs/product.md, section 3: cart item), as the API sends it. */
export const CartProduct = object({
  id: min(integer(), 1),
  name: size(string(), 1, 200),
  price: Money,
  /** The first photo's image, if the product has one. */
  img: nullable(string()),
  brand: string(),
  is_digital: boolean(),
  shipping_price: Money,
  is_tct_product: boolean(),
  /** Stock available: the quantity never goes above it. */
  product_quantity: min(integer(), 0),
});
export type CartProduct = Infer<typeof CartProduct>;

/** A product in the cart, with how many of it. */
export const CartLine = object({ ...CartProduct.schema, quantity: min(integer(), 1) });
export type CartLine = Infer<typeof CartLine>;
