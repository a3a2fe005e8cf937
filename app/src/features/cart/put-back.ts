import type { Purchase } from '@plaza/api';
import { getProduct } from '../catalogue/api/get-product';
import { cartProductOf } from './cart-product';
import { cart } from './stores/app-cart';
import { addToCart } from './stores/cart-store';

/**
 * Puts a purchase's lines back in the cart when its buyer gives it up to place it again another
 * way (a declined card switched to a transfer): its lines were settled when it was placed. Each
 * product is read again, so its price and stock are today's; one no longer on sale stays out.
 */
export async function putBackInCart(purchase: Purchase): Promise<void> {
  const products = await Promise.all(
    purchase.items.map((item) => getProduct(item.product.id).catch(() => undefined)),
  );
  purchase.items.forEach((item, index) => {
    const product = products[index];
    if (product?.status === 'approved') addToCart(cart, cartProductOf(product), item.quantity);
  });
}
