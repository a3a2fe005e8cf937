import type { ClaimRef } from '@plaza/api';
import { LinkButton } from '@plaza/ui';
import { FormattedMessage } from 'react-intl';
import { paths } from '../../../config/paths';
import { useMessage } from '../../../hooks/use-message';
import { ClaimStatusBadge } from './claim-status-badge';
import * as styles from './claims.css';

interface ClaimLineProps {
  claim: ClaimRef;
  /** The line's words, with the claim's status and, for the buyer, the sale's seller. */
  message: 'claims.saleClaim' | 'claims.saleClaimSeller';
  seller?: string;
}

/** A sale's claim on its purchase's or its sale's page: how it stands, and the way to it. */
export function ClaimLine({ claim, message, seller = '' }: ClaimLineProps) {
  const say = useMessage();
  return (
    <div className={styles.claimLine}>
      <p className={styles.muted}>
        <FormattedMessage
          id={message}
          values={{
            seller: <bdi>{seller}</bdi>,
            status: <ClaimStatusBadge status={claim.status} />,
          }}
        />
      </p>
      <LinkButton href={paths.claim(claim.id)} variant="secondary">
        {say('claims.see')}
      </LinkButton>
    </div>
  );
}
