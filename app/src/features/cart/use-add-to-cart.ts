import type { ProductSummary } from '@plaza/api';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { toasts } from '../../lib/toasts';
import { useUser } from '../../hooks/use-user';
import { cartProductOf } from './cart-product';
import { cart } from './stores/app-cart';
import { addToCart } from './stores/cart-store';

/**
 * Adds a product to this browser's cart and says how it went in a toast: added, or refused because
 * the cart already holds all the stock, or because it is the signed-in seller's own (the server
 * would refuse it at checkout).
 */
export function useAddToCart(): (product: ProductSummary, count?: number) => boolean {
  const intl = useIntl();
  const me = useUser().data?.id;
  return useCallback(
    (product: ProductSummary, count = 1) => {
      const isOwn = product.seller.id === me;
      const isAdded = !isOwn && addToCart(cart, cartProductOf(product), count);
      toasts.add(
        isAdded
          ? {
              tone: 'success',
              title: intl.formatMessage({ id: 'cart.added' }, { count }),
              description: product.name,
            }
          : {
              tone: 'warning',
              title: intl.formatMessage({ id: isOwn ? 'cart.ownProduct' : 'cart.notEnoughStock' }),
              description: product.name,
            },
      );
      return isAdded;
    },
    [intl, me],
  );
}
