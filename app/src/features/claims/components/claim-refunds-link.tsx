import { LinkButton } from '@plaza/ui';
import { FormattedMessage } from 'react-intl';
import { paths } from '../../../config/paths';
import { useMessage } from '../../../hooks/use-message';
import * as styles from '../../../components/review-list/waiting-notices.css';
import { useClaimRefundCount } from '../api/get-admin-claims';

/**
 * On Made purchases, where an administrator's pending reviews lead: the claims' refunds that wait
 * for them too (counted there, listed in the claims queue), with a link to that queue.
 */
export function ClaimRefundsLink() {
  const say = useMessage();
  const count = (useClaimRefundCount('manual') ?? 0) + (useClaimRefundCount('failed') ?? 0);
  if (count === 0) return null;
  return (
    <div className={styles.notice}>
      <span>
        <FormattedMessage id="adminClaims.waitingElsewhere" values={{ count }} />
      </span>
      <LinkButton href={paths.adminClaims} variant="secondary" size="sm">
        {say('adminClaims.goToClaims')}
      </LinkButton>
    </div>
  );
}
