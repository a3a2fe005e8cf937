import { ApiError } from '@plaza/api';
import { useLocation, useParams } from 'wouter';
import { LoadError } from '../../components/errors/load-error';
import { PageLoading } from '../../components/page-loading';
import { paths, ROUTE_ID } from '../../config/paths';
import { usePurchase } from '../../hooks/use-purchase';
import { PaymentPanel } from '../../features/purchases/components/payment-panel';
import { PaymentReturnStatus } from '../../features/purchases/components/payment-return-status';
import { LazyPurchaseClaims } from '../../features/claims/components/lazy-purchase-claims';
import { PurchaseConversations } from '../../features/messages/components/purchase-conversations';
import { PurchaseDetails } from '../../features/purchases/components/purchase-details';
import { usePaidToast } from '../../features/purchases/use-paid-toast';
import { usePaymentReturn } from '../../features/purchases/use-payment-return';
import { PurchaseItemReview } from '../../features/reviews/components/purchase-item-review';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { NotFoundRoute } from './not-found';

function PurchaseScreen({ id }: { id: number }) {
  const [, navigate] = useLocation();
  const toastPaid = usePaidToast();
  const { data: purchase, error, isValidating, mutate } = usePurchase(id);
  // Back from a provider's page (?payment=return): checked until paid, whatever this draws.
  const paymentReturn = usePaymentReturn(id, toastPaid);
  if (error instanceof ApiError && error.status === 404) return <NotFoundRoute />;
  if (!purchase) {
    if (error)
      return <LoadError error={error} onRetry={() => void mutate()} isRetrying={isValidating} />;
    return <PageLoading />;
  }
  return (
    <PurchaseDetails
      purchase={purchase}
      paymentNotice={
        <PaymentReturnStatus state={paymentReturn.state} onCheckAgain={paymentReturn.checkAgain} />
      }
      payment={
        <PaymentPanel
          purchase={purchase}
          onPaid={toastPaid}
          onRestart={() => navigate(paths.cart)}
          returnState={paymentReturn.state}
        />
      }
      itemExtra={(item) => <PurchaseItemReview item={item} onChanged={() => void mutate()} />}
      after={
        <>
          <LazyPurchaseClaims purchase={purchase} />
          <PurchaseConversations purchase={purchase} />
        </>
      }
    />
  );
}

/** `/purchases/{id}`: one purchase, its buyer's (or any, for an administrator). */
export function PurchaseRoute() {
  useDocumentTitle('purchases.title');
  const { id = '' } = useParams<{ id: string }>();
  return ROUTE_ID.test(id) ? <PurchaseScreen key={id} id={Number(id)} /> : <NotFoundRoute />;
}
