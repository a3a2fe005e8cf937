import type { Refund } from '@plaza/api';
import { Money } from '@plaza/ui';
import { FormattedMessage } from 'react-intl';
import { toCents } from '../../../lib/money';
import type { ForeignCharge } from '../charge';
import * as styles from './purchase-details.css';

/** A purchase's refund: how much, and where it stands (docs/api.md, Refunds). */
export function RefundLine({ refund }: { refund: Refund }) {
  return (
    <p className={styles.refund}>
      <FormattedMessage
        id="purchase.refundLine"
        values={{ amount: <Money cents={toCents(refund.amount)} />, status: refund.status }}
      />
    </p>
  );
}

/** What a purchase charged in another currency than dollars came to, and at what rate. */
export function ForeignChargeText({ charge }: { charge: ForeignCharge }) {
  return (
    <FormattedMessage
      id="purchase.chargedAt"
      values={{ amount: <bdi>{charge.amount}</bdi>, rate: <bdi>{charge.rate}</bdi> }}
    />
  );
}
