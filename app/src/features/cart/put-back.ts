import type { Purchase } from '@plaza/api';
import { getProduct } from '../../hooks/use-product';
import { updateBuyerStatus } from '../../lib/update-buyer-status';
import { cartProductOf } from './cart-product';
import { cart } from './stores/app-cart';
import { addToCart } from './stores/cart-store';

/**
 * Puts a purchase's lines back in the cart when its buyer gives it up to place it again another
 * way (a declined card switched to a transfer): its lines were settled when it was placed. Each
 * product is read again, so its price and stock are today's. Answers the names of the lines that
 * could not come back (unreadable, no longer on sale, or more than the stock or line limit allows),
 * so the buyer is told rather than finding them gone.
 */
export async function putBackInCart(purchase: Purchase): Promise<string[]> {
  const products = await Promise.all(
    purchase.items.map((item) => getProduct(item.product.id).catch(() => undefined)),
  );
  return purchase.items
    .filter((item, index) => {
      const product = products[index];
      return !(
        product?.status === 'approved' && addToCart(cart, cartProductOf(product), item.quantity)
      );
    })
    .map((item) => item.product.name);
}

/** A purchase given back to the cart: its cancel refused (nothing moved), or the lines left out. */
export type BackToCart =
  { cancelled: false; error: unknown } | { cancelled: true; leftOut: string[] };

/**
 * Cancels a pending purchase and only then puts its lines back: were they back while it still
 * held them, the next checkout would be refused (409 unpaid_purchase) for the same products.
 */
export async function cancelIntoCart(purchase: Purchase): Promise<BackToCart> {
  try {
    await updateBuyerStatus(purchase.purchase_id, 'cancelled');
  } catch (error) {
    return { cancelled: false, error };
  }
  return { cancelled: true, leftOut: await putBackInCart(purchase) };
}
