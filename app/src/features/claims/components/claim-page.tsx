import type { Claim } from '@plaza/api';
import { PageHeader } from '@plaza/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { paths } from '../../../config/paths';
import { useMessage } from '../../../hooks/use-message';
import type { ClaimReader } from '../claim-steps';
import { ClaimFacts } from './claim-facts';
import { ClaimHistory } from './claim-history';
import { ClaimRefundPaid } from './claim-refund-paid';
import { ClaimStatusBadge } from './claim-status-badge';
import { ClaimStepsPanel } from './claim-steps-panel';
import * as styles from './claims.css';

/** Where each reader comes to a claim from: the purchase, the sale, or the claims queue. */
function breadcrumbOf(reader: ClaimReader, say: ReturnType<typeof useMessage>) {
  switch (reader) {
    case 'buyer':
      return { label: say('purchases.title'), href: paths.purchases };
    case 'seller':
      return { label: say('sales.title'), href: paths.sales };
    case 'admin':
      return { label: say('admin.claims.title'), href: paths.adminClaims };
  }
}

/**
 * A claim as its buyer, its seller or an administrator reads it: its status, the time left to
 * whoever must act, what happened so far, what was asked and offered, the steps this reader may
 * take (beside, on a wide screen) and, for an administrator, a refund to pay back by hand, then the
 * sale's conversation (`conversation`, another feature's, which the route gives).
 */
export function ClaimPage({
  claim,
  reader,
  conversation,
}: {
  claim: Claim;
  reader: ClaimReader;
  conversation: ReactNode;
}) {
  const say = useMessage();
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'claims.title' }, { id: claim.id });
  return (
    <>
      <PageHeader
        title={title}
        breadcrumbsLabel={say('claims.breadcrumbs')}
        breadcrumbs={[breadcrumbOf(reader, say), { label: title }]}
        actions={<ClaimStatusBadge status={claim.status} />}
      />
      <div className={styles.layout}>
        <div className={styles.main}>
          <ClaimHistory claim={claim} />
          <ClaimFacts claim={claim} reader={reader} />
        </div>
        <div className={styles.side}>
          <ClaimStepsPanel claim={claim} reader={reader} />
          {reader === 'admin' && <ClaimRefundPaid claim={claim} />}
        </div>
        <div className={styles.talk}>{conversation}</div>
      </div>
    </>
  );
}
