import type { Purchase } from '@plaza/api';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useFailureToast } from '../../hooks/use-failure-toast';
import { toasts } from '../../lib/toasts';
import { cancelIntoCart } from './put-back';

/**
 * Gives a pending purchase up and brings its lines back to the cart, saying in a toast why the
 * cancel failed (nothing moved then) or which lines could not come back. Resolves to whether the
 * purchase was cancelled, so the caller only moves on once it was.
 */
export function useBackToCart(): (purchase: Purchase) => Promise<boolean> {
  const intl = useIntl();
  const toastFailure = useFailureToast();
  return useCallback(
    async (purchase: Purchase) => {
      const result = await cancelIntoCart(purchase);
      if (!result.cancelled) {
        toastFailure(result.error);
        return false;
      }
      if (result.leftOut.length > 0) {
        toasts.add({
          tone: 'warning',
          title: intl.formatMessage(
            { id: 'cart.putBack.leftOut' },
            { count: result.leftOut.length },
          ),
          description: intl.formatList(result.leftOut, { type: 'conjunction' }),
        });
      }
      return true;
    },
    [intl, toastFailure],
  );
}
