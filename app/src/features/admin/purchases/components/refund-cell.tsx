import type { Refund } from '@plaza/api';
import { Money } from '@plaza/ui';
import { FormattedMessage } from 'react-intl';
import { toCents } from '../../../../lib/money';

/** A purchase's refund in the administrators' list: how much, and whether it waits for them. */
export function RefundCell({ refund }: { refund: Refund | null }) {
  if (!refund) return null;
  return (
    <FormattedMessage
      id="adminPurchases.refundState"
      values={{ amount: <Money cents={toCents(refund.amount)} />, status: refund.status }}
    />
  );
}
