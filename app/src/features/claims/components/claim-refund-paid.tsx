import { REFUNDS_AWAITING_ADMIN, type Claim, type Refund } from '@plaza/api';
import { Button, Money } from '@plaza/ui';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { ActionDialog } from '../../../components/orders/action-dialog';
import { useMessage } from '../../../hooks/use-message';
import { useToastedAction } from '../../../hooks/use-toasted-action';
import { toCents } from '../../../lib/money';
import { markClaimRefundPaid } from '../api/mark-claim-refund-paid';
import * as styles from './claims.css';

type Awaiting = (typeof REFUNDS_AWAITING_ADMIN)[number];

/** Whether the refund waits for an administrator: a bank transfer's, or one its provider refused. */
const awaitsAdmin = (refund: Refund | null): refund is Refund & { status: Awaiting } =>
  refund !== null && (REFUNDS_AWAITING_ADMIN as readonly string[]).includes(refund.status);

/** What the line says of each: a transfer to make, or a provider's refusal to make up for. */
const LINE = {
  manual: 'claims.refundPaid.manual',
  failed: 'claims.refundPaid.failed',
} as const;

/**
 * For an administrator, a claim's refund that no provider will make (docs/api.md, Refunds): what
 * to pay back by hand and to whom, and a button to mark it paid once done, after a confirmation.
 */
export function ClaimRefundPaid({ claim }: { claim: Claim }) {
  const say = useMessage();
  const runAction = useToastedAction();
  const [confirming, setConfirming] = useState(false);
  const { refund } = claim;
  if (!awaitsAdmin(refund)) return null;
  const values = {
    id: claim.id,
    amount: <Money cents={toCents(refund.amount)} />,
    buyer: <bdi>{claim.buyer.username}</bdi>,
  };
  const mark = say('claims.refundPaid.mark');
  return (
    <section className={styles.steps} aria-labelledby="claim-refund-paid">
      <h2 id="claim-refund-paid" className={styles.heading}>
        {say('claims.refundPaid.title')}
      </h2>
      <p className={styles.text}>
        <FormattedMessage id={LINE[refund.status]} values={values} />
      </p>
      <Button variant="primary" onPress={() => setConfirming(true)}>
        {mark}
      </Button>
      {confirming && (
        <ActionDialog
          title={mark}
          confirmLabel={mark}
          onConfirm={() =>
            void runAction(() => markClaimRefundPaid(claim.id), {
              title: say('claims.refundPaid.done'),
            })
          }
          onClose={() => setConfirming(false)}
        >
          <p>
            <FormattedMessage id="claims.refundPaid.confirm" values={values} />
          </p>
        </ActionDialog>
      )}
    </section>
  );
}
