import { CLAIM_STATUSES, type Claim, type ClaimStatus } from '@plaza/api';
import type { DataTableColumn } from '@plaza/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import { ReviewList, useReviewListState } from '../../../components/review-list';
import { paths } from '../../../config/paths';
import { useMessage } from '../../../hooks/use-message';
import { useAdminClaims } from '../api/get-admin-claims';
import { ClaimStatusBadge } from './claim-status-badge';
import { CLAIM_REASON_MESSAGE, CLAIM_STATUS_MESSAGE } from './claim-words';
import { DecideDialog } from './decide-dialog';
import { WaitingClaimRefunds, type AwaitingRefund } from './waiting-claim-refunds';

/**
 * Every claim for administrators, escalated ones first (the API's order), by status, or those
 * whose refund waits for them: each row leads to the claim's page, and an escalated one is decided
 * from its menu too.
 */
export function AdminClaimList() {
  const say = useMessage();
  const intl = useIntl();
  const [, navigate] = useLocation();
  const list = useReviewListState<{ status: ClaimStatus | null; refund: AwaitingRefund | null }>({
    status: null,
    refund: null,
  });
  const answer = useAdminClaims(list.query);
  const [deciding, setDeciding] = useState<Claim | null>(null);
  const nameOf = (claim: Claim) => intl.formatMessage({ id: 'claims.title' }, { id: claim.id });

  const columns: DataTableColumn<Claim>[] = [
    {
      id: 'claim',
      label: say('adminClaims.claim'),
      isRowHeader: true,
      cell: (claim) => <Link href={paths.claim(claim.id)}>{nameOf(claim)}</Link>,
    },
    {
      id: 'status',
      label: say('adminClaims.status'),
      cell: (claim) => <ClaimStatusBadge status={claim.status} />,
    },
    {
      id: 'reason',
      label: say('adminClaims.reason'),
      cell: (claim) => say(CLAIM_REASON_MESSAGE[claim.reason]),
    },
    {
      id: 'buyer',
      label: say('adminClaims.buyer'),
      cell: (claim) => <bdi>{claim.buyer.username}</bdi>,
    },
    {
      id: 'seller',
      label: say('adminClaims.seller'),
      cell: (claim) => <bdi>{claim.seller.username}</bdi>,
    },
    {
      id: 'updated',
      label: say('adminClaims.updated'),
      cell: (claim) => intl.formatDate(claim.updated_at, { dateStyle: 'medium' }),
    },
  ];

  return (
    <>
      <WaitingClaimRefunds chosen={list.refund} onChoose={(refund) => list.setFilter({ refund })} />
      <ReviewList
        label={say('admin.claims.title')}
        answer={answer}
        list={list}
        columns={columns}
        getRowId={(claim) => claim.id}
        getRowName={nameOf}
        noMatchTitle={say('adminClaims.empty')}
        statusFilter={{
          label: say('adminClaims.status'),
          statuses: CLAIM_STATUSES,
          labels: CLAIM_STATUS_MESSAGE,
        }}
        actions={{
          items: (claim) => [
            { id: 'open', label: say('adminClaims.open') },
            ...(claim.status === 'escalated'
              ? [{ id: 'decide', label: say('claims.decide') }]
              : []),
          ],
          onAction: (action, claim) =>
            action === 'decide' ? setDeciding(claim) : navigate(paths.claim(claim.id)),
        }}
      >
        {deciding && <DecideDialog claim={deciding} onClose={() => setDeciding(null)} />}
      </ReviewList>
    </>
  );
}
