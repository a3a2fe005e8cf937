import type { ProductSummary } from '@plaza/api';
import type { CartProduct } from './stores/cart-line';

/** What the cart keeps of a product (docs/product.md, section 3: cart item), from the catalogue's answer. */
export function cartProductOf(product: ProductSummary): CartProduct {
  return {
    id: product.id,
    name: product.name,
    price: product.price,
    img: product.photos[0]?.thumbnail ?? null,
    brand: product.brand,
    is_digital: product.is_digital,
    shipping_price: product.shipping_price,
    is_tct_product: product.is_tct_product,
    product_quantity: product.quantity,
  };
}
