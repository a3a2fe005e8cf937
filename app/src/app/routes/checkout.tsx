import { PageHeader } from '@plaza/ui';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Redirect, useLocation } from 'wouter';
import { paths } from '../../config/paths';
import { CartSummary } from '../../features/cart/components/cart-summary';
import { cart } from '../../features/cart/stores/app-cart';
import { settleLines } from '../../features/cart/stores/cart-store';
import { Checkout } from '../../features/checkout/components/checkout';
import { PendingPurchases } from '../../features/cart/components/pending-purchases';
import { purchaseChanged } from '../../hooks/use-purchase';
import { useDocumentTitle } from '../../hooks/use-document-title';

/** `/checkout`: this browser's cart on its way to a purchase; an empty cart has nothing to check out. */
export function CheckoutRoute() {
  useDocumentTitle('checkout.title');
  const intl = useIntl();
  const [, navigate] = useLocation();
  const { items, shippingAddress, paymentMethodSelected, partnerName } = useSnapshot(cart);
  if (items.length === 0) return <Redirect to={paths.cart} replace />;
  return (
    <>
      <PageHeader title={intl.formatMessage({ id: 'checkout.title' })} />
      <PendingPurchases />
      <Checkout
        lines={items}
        choices={{ shippingAddress, paymentMethodSelected, partnerName }}
        onChoicesChange={(choices) => Object.assign(cart, choices)}
        onCreated={(purchase) => {
          // The lists (the pending purchases the cart offers) and the pending dots now count it.
          void purchaseChanged(purchase);
          navigate(paths.checkoutPayment(purchase.purchase_id), { replace: true });
          // Its lines are bought now, to be paid on the purchase: back from the payment step, the
          // cart no longer offers them for a second purchase holding the same units (issue 36).
          // After leaving, so this screen does not first send an emptied cart back to the cart.
          settleLines(
            cart,
            purchase.items.map((item) => item.product.id),
          );
        }}
        summary={<CartSummary />}
      />
    </>
  );
}
