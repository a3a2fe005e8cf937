import { PageHeader } from '@plaza/ui';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Redirect, useLocation } from 'wouter';
import { paths } from '../../config/paths';
import { CartSummary } from '../../features/cart/components/cart-summary';
import { cart } from '../../features/cart/stores/app-cart';
import { Checkout } from '../../features/checkout/components/checkout';
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
      <Checkout
        lines={items}
        choices={{ shippingAddress, paymentMethodSelected, partnerName }}
        onChoicesChange={(choices) => Object.assign(cart, choices)}
        onCreated={(purchase) =>
          navigate(paths.checkoutPayment(purchase.purchase_id), { replace: true })
        }
        summary={<CartSummary />}
      />
    </>
  );
}
