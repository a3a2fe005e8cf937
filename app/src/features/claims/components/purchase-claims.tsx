import type { Claim, ClaimRef, Purchase, PurchaseStatus } from '@plaza/api';
import { Button } from '@plaza/ui';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'wouter';
import { paths } from '../../../config/paths';
import { useMessage } from '../../../hooks/use-message';
import { toasts } from '../../../lib/toasts';
import { ClaimLine } from './claim-line';
import * as styles from './claims.css';
import { OpenClaimDialog } from './open-claim-dialog';

interface PurchaseSale {
  saleId: number;
  seller: string;
  status: PurchaseStatus;
  claim: ClaimRef | null;
}

/** A purchase's sales, one per seller, as its items name them (in the items' order). */
function salesOf(purchase: Purchase): PurchaseSale[] {
  const sales = new Map<number, PurchaseSale>();
  for (const item of purchase.items) {
    if (!sales.has(item.sale_id)) {
      sales.set(item.sale_id, {
        saleId: item.sale_id,
        seller: item.seller.username,
        status: item.sale_status,
        claim: item.claim,
      });
    }
  }
  return [...sales.values()];
}

/**
 * A sale the buyer may claim about: sent, or received (the server holds a received one to
 * `CLAIM_WINDOW_DAYS` after receipt, which the purchase does not say: past it, the form says so).
 */
const claimable = (sale: PurchaseSale) =>
  sale.claim === null && (sale.status === 'sent' || sale.status === 'received');

/**
 * On the buyer's purchase page, for each sale: its claim's status with a link to it, or, while
 * the buyer may open one, "I have a problem" and the form that opens it, then its page.
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
        <li key={sale.saleId}>
          {sale.claim ? (
            <ClaimLine claim={sale.claim} message="claims.saleClaim" seller={sale.seller} />
          ) : (
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
