import { ApiError } from '@plaza/api';
import { useParams } from 'wouter';
import { LoadError } from '../../components/errors/load-error';
import { PageLoading } from '../../components/page-loading';
import { ROUTE_ID } from '../../config/paths';
import { LazySaleClaim } from '../../features/claims/components/lazy-sale-claim';
import { LazySaleConversation } from '../../features/messages/components/lazy-sale-conversation';
import { useSale } from '../../features/sales/api/get-sales';
import { SaleDetails } from '../../features/sales/components/sale-details';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { NotFoundRoute } from './not-found';

function SaleScreen({ id }: { id: number }) {
  const { data: sale, error, isValidating, mutate } = useSale(id);
  if (error instanceof ApiError && error.status === 404) return <NotFoundRoute />;
  if (!sale) {
    if (error)
      return <LoadError error={error} onRetry={() => void mutate()} isRetrying={isValidating} />;
    return <PageLoading />;
  }
  return (
    <SaleDetails
      sale={sale}
      after={
        <>
          <LazySaleClaim sale={sale} />
          <LazySaleConversation
            saleId={sale.id}
            status={sale.status}
            reader="seller"
            otherParty={sale.buyer.username}
          />
        </>
      }
    />
  );
}

/** `/sales/{id}`: one of my sales and the conversation with its buyer (issue 38). */
export function SaleRoute() {
  useDocumentTitle('sales.title');
  const { id = '' } = useParams<{ id: string }>();
  return ROUTE_ID.test(id) ? <SaleScreen key={id} id={Number(id)} /> : <NotFoundRoute />;
}
