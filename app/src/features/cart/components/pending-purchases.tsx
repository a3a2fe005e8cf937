import { Button, LinkButton, Money } from '@plaza/ui';
import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { paths } from '../../../config/paths';
import { toCents } from '../../../lib/money';
import { useBackToCart } from '../use-back-to-cart';
import { usePurchases } from '../../../hooks/use-purchases';
import * as styles from './pending-purchases.css';

/** Every purchase the buyer may still pay: MAX_UNPAID_PURCHASES (3 by default) is well under it. */
const PENDING = { page: 1, page_size: 10, status: 'pending_payment' } as const;

/**
 * The signed-in buyer's purchases waiting for payment, each with a link to its payment step, above
 * the cart and checkout (issue 36): their units are already held for the buyer, so going back and
 * checking out again would only hold them twice; nothing shows while there is none. To change one,
 * the buyer cancels it and gets its lines back in the cart.
 */
export function PendingPurchases() {
  const headingId = useId();
  const pending = usePurchases(PENDING).data?.results ?? [];
  const backToCart = useBackToCart();
  // The purchase being given back: its button waits, and the others can't start another meanwhile.
  const [givingBack, setGivingBack] = useState<number | null>(null);
  if (pending.length === 0) return null;
  return (
    <section className={styles.notice} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        <FormattedMessage id="checkout.pending.title" values={{ count: pending.length }} />
      </h2>
      <p className={styles.text}>
        <FormattedMessage id="checkout.pending.text" values={{ count: pending.length }} />
      </p>
      <ul className={styles.actions}>
        {pending.map((purchase) => (
          <li key={purchase.purchase_id} className={styles.entry}>
            <LinkButton href={paths.checkoutPayment(purchase.purchase_id)}>
              <FormattedMessage
                id="checkout.pending.pay"
                values={{
                  id: purchase.purchase_id,
                  total: <Money cents={toCents(purchase.total)} />,
                }}
              />
            </LinkButton>
            <Button
              variant="secondary"
              isPending={givingBack === purchase.purchase_id}
              isDisabled={givingBack !== null}
              onPress={() => {
                setGivingBack(purchase.purchase_id);
                // Once cancelled it leaves this list, which its cancel refreshes.
                void backToCart(purchase).finally(() => setGivingBack(null));
              }}
            >
              <FormattedMessage
                id="checkout.pending.backToCart"
                values={{ id: purchase.purchase_id }}
              />
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
