import type { Purchase } from '@plaza/api';
import { OrderSummary } from '@plaza/ui';
import type { ReactNode } from 'react';
import { useMessage } from '../../../hooks/use-message';
import { toCents } from '../../../lib/money';

/** A purchase's subtotal, shipping and total as the server computed them; `children` hold actions. */
export function PurchaseSummary({
  purchase,
  children,
}: {
  purchase: Purchase;
  children?: ReactNode;
}) {
  const say = useMessage();
  return (
    <OrderSummary
      subtotalCents={toCents(purchase.subtotal)}
      shippingCents={toCents(purchase.shipping)}
      totalCents={toCents(purchase.total)}
      labels={{
        title: say('cart.summary'),
        subtotal: say('cart.subtotal'),
        shipping: say('cart.shipping'),
        total: say('cart.total'),
        freeShipping: say('cart.freeShipping'),
      }}
    >
      {children}
    </OrderSummary>
  );
}
