import { ApiError, type Purchase } from '@plaza/api';
import { CheckoutSteps, PageHeader } from '@plaza/ui';
import { useIntl } from 'react-intl';
import { Redirect, useLocation, useParams } from 'wouter';
import { LoadError } from '../../components/errors/load-error';
import { PageLoading } from '../../components/page-loading';
import { paths, ROUTE_ID } from '../../config/paths';
import { cart } from '../../features/cart/stores/app-cart';
import { useBackToCart } from '../../features/cart/use-back-to-cart';
import { usePaymentMethods } from '../../hooks/use-payment-methods';
import { useCheckoutSteps } from '../../features/checkout/checkout-steps';
import * as layout from '../../features/checkout/components/checkout.css';
import { usePurchase } from '../../hooks/use-purchase';
import { PaymentPanel } from '../../features/purchases/components/payment-panel';
import { PurchaseItems } from '../../features/purchases/components/purchase-items';
import { PurchaseSummary } from '../../features/purchases/components/purchase-summary';
import { usePaidToast } from '../../features/purchases/use-paid-toast';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useMessage } from '../../hooks/use-message';
import { NotFoundRoute } from './not-found';

function PaymentScreen({ id }: { id: number }) {
  const intl = useIntl();
  const say = useMessage();
  const [, navigate] = useLocation();
  const toastPaid = usePaidToast();
  const backToCart = useBackToCart();
  const { data: purchase, error, isValidating, mutate } = usePurchase(id);
  const steps = useCheckoutSteps(purchase?.shipping_address != null);
  // A declined card is offered the transfer only while the shop takes transfers.
  const transferOffered = usePaymentMethods().data?.some((m) => m.method === 'bank_transfer');

  if (error instanceof ApiError && error.status === 404) return <NotFoundRoute />;
  if (!purchase) {
    if (error)
      return <LoadError error={error} onRetry={() => void mutate()} isRetrying={isValidating} />;
    return <PageLoading />;
  }
  // Paid, expired or cancelled already: its page tells where it stands.
  if (purchase.status !== 'pending_payment')
    return <Redirect to={paths.purchase(purchase.purchase_id)} replace />;

  // The cart let go of this purchase's lines when it was placed (checkout.tsx): nothing to clear.
  const paid = (done: Purchase) => {
    toastPaid(done);
    navigate(paths.purchase(done.purchase_id), { replace: true });
  };
  // A declined card: this purchase is given up (its stock goes back) and checkout starts again
  // with its lines back in the cart and the transfer chosen, so the buyer only places it once more.
  // Should the cancel fail, the buyer stays here, told why, with nothing moved.
  const switchToTransfer = async () => {
    if (!(await backToCart(purchase))) return;
    cart.paymentMethodSelected = 'bank_transfer';
    navigate(paths.checkout, { replace: true });
  };

  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: 'purchase.title' }, { id: purchase.purchase_id })}
      />
      <div className={layout.layout}>
        <div className={layout.main}>
          <CheckoutSteps
            steps={steps}
            currentId="payment"
            labels={{
              title: say('checkout.steps'),
              done: say('checkout.stepDone'),
              current: say('checkout.stepCurrent'),
            }}
          />
          <PaymentPanel
            purchase={purchase}
            onPaid={paid}
            onRestart={() => navigate(paths.cart)}
            onSwitchToTransfer={transferOffered ? () => void switchToTransfer() : undefined}
          />
          <PurchaseItems items={purchase.items} />
        </div>
        <PurchaseSummary purchase={purchase} />
      </div>
    </>
  );
}

/** `/checkout/{id}`: the last step of checkout, paying the purchase just placed. */
export function CheckoutPaymentRoute() {
  useDocumentTitle('checkout.title');
  const { id = '' } = useParams<{ id: string }>();
  return ROUTE_ID.test(id) ? <PaymentScreen key={id} id={Number(id)} /> : <NotFoundRoute />;
}
