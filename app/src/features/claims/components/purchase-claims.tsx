import type { Claim, Purchase } from '@plaza/api';
import { Button } from '@plaza/ui';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'wouter';
import { paths } from '../../../config/paths';
import { useMessage } from '../../../hooks/use-message';
import { toasts } from '../../../lib/toasts';
import { ClaimLine } from './claim-line';
import { claimable, salesOf } from '../purchase-sales';
import * as styles from './claims.css';
import { OpenClaimDialog } from './open-claim-dialog';

/**
 * On the buyer's purchase page, for each sale: its latest claim's status with a link to it and,
 * while the buyer may open one (none open), "I have a problem" and the form that opens it, then
 * its page.
 */
export function PurchaseClaims({ purchase }: { purchase: Purchase }) {
  const say = useMessage();
  const [, navigate] = useLocation();
  const [openFor, setOpenFor] = useState<number | null>(null);
  const sales = salesOf(purchase).filter((sale) => sale.claim !== null || claimable(sale));
  if (sales.length === 0) return null;
  const opened = (claim: Claim) => {
    toasts.add({ tone: 'success', title: say('claims.opened') });
    navigate(paths.claim(claim.id));
  };
  return (
    <ul className={styles.claimLines}>
      {sales.map((sale) => (
        <li key={sale.saleId} className={styles.claimSale}>
          {sale.claim && (
            <ClaimLine claim={sale.claim} message="claims.saleClaim" seller={sale.seller} />
          )}
          {claimable(sale) && (
            <div className={styles.claimLine}>
              <p className={styles.muted}>
                <FormattedMessage
                  id="claims.problemHelp"
                  values={{ seller: <bdi>{sale.seller}</bdi> }}
                />
              </p>
              <Button variant="secondary" onPress={() => setOpenFor(sale.saleId)}>
                {say('claims.problem')}
              </Button>
            </div>
          )}
        </li>
      ))}
      {openFor !== null && (
        <OpenClaimDialog saleId={openFor} onClose={() => setOpenFor(null)} onOpened={opened} />
      )}
    </ul>
  );
}
