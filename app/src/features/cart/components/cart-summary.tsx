import { OrderSummary } from '@plaza/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { cart } from '../stores/app-cart';

/** Subtotal, shipping and total, derived from the lines; `children` holds the checkout action. */
export function CartSummary({ children }: { children?: ReactNode }) {
  const intl = useIntl();
  const { subtotalCents, shippingCents, totalCents } = useSnapshot(cart);
  return (
    <OrderSummary
      subtotalCents={subtotalCents}
      shippingCents={shippingCents}
      totalCents={totalCents}
      labels={{
        title: intl.formatMessage({ id: 'cart.summary' }),
        subtotal: intl.formatMessage({ id: 'cart.subtotal' }),
        shipping: intl.formatMessage({ id: 'cart.shipping' }),
        total: intl.formatMessage({ id: 'cart.total' }),
        freeShipping: intl.formatMessage({ id: 'cart.freeShipping' }),
      }}
    >
      {children}
    </OrderSummary>
  );
}
