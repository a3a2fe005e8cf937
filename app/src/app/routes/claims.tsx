import { ApiError, type Claim } from '@plaza/api';
import { PageHeader } from '@plaza/ui';
import { useIntl } from 'react-intl';
import { useParams } from 'wouter';
import { LoadError } from '../../components/errors/load-error';
import { PageLoading } from '../../components/page-loading';
import { ROUTE_ID } from '../../config/paths';
import { useClaim } from '../../features/claims/api/get-claim';
import { readerOf, type ClaimReader } from '../../features/claims/claim-steps';
import { AdminClaimList } from '../../features/claims/components/admin-claim-list';
import { ClaimPage } from '../../features/claims/components/claim-page';
import { LazySaleConversation } from '../../features/messages/components/lazy-sale-conversation';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useMessage } from '../../hooks/use-message';
import { useUser } from '../../hooks/use-user';
import { NotFoundRoute } from './not-found';

/**
 * The claimed sale's conversation, where its buyer and seller talk it over; an administrator reads
 * it with both and writes in it only once the claim is escalated to them (docs/api.md).
 */
function ClaimConversation({ claim, reader }: { claim: Claim; reader: ClaimReader }) {
  const intl = useIntl();
  const { buyer, seller } = claim;
  return (
    <LazySaleConversation
      saleId={claim.sale_id}
      status="claimed"
      reader={reader}
      otherParty={
        reader === 'admin'
          ? intl.formatList([buyer.username, seller.username], { type: 'conjunction' })
          : (reader === 'buyer' ? seller : buyer).username
      }
      {...(reader === 'admin' &&
        claim.status !== 'escalated' && {
          readOnlyReason: intl.formatMessage({ id: 'claims.conversation.readOnly' }),
        })}
    />
  );
}

function ClaimScreen({ id }: { id: number }) {
  const { data: claim, error, isValidating, mutate } = useClaim(id);
  const { data: user } = useUser();
  if (error instanceof ApiError && error.status === 404) return <NotFoundRoute />;
  if (!claim || !user) {
    if (error)
      return <LoadError error={error} onRetry={() => void mutate()} isRetrying={isValidating} />;
    return <PageLoading />;
  }
  const reader = readerOf(claim, user);
  return reader ? (
    <ClaimPage
      claim={claim}
      reader={reader}
      conversation={<ClaimConversation claim={claim} reader={reader} />}
    />
  ) : (
    <NotFoundRoute />
  );
}

/** `/claims/{id}`: one claim, as its buyer, its seller or an administrator reads it (issue 38). */
export function ClaimRoute() {
  const intl = useIntl();
  const { id = '' } = useParams<{ id: string }>();
  useDocumentTitle({ text: intl.formatMessage({ id: 'claims.title' }, { id }) });
  return ROUTE_ID.test(id) ? <ClaimScreen key={id} id={Number(id)} /> : <NotFoundRoute />;
}

/** `admin/claims/`: every claim, escalated first, to decide (administrators). */
export function AdminClaimsRoute() {
  useDocumentTitle('admin.claims.title');
  const say = useMessage();
  return (
    <>
      <PageHeader title={say('admin.claims.title')} description={say('adminClaims.intro')} />
      <AdminClaimList />
    </>
  );
}
