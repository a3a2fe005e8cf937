import type { Claim } from '@plaza/api';
import { Button } from '@plaza/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ActionDialog } from '../../../components/orders/action-dialog';
import { useFormatMoney } from '../../../hooks/use-format-money';
import { useMessage } from '../../../hooks/use-message';
import { useToastedAction } from '../../../hooks/use-toasted-action';
import type { MessageId } from '../../../i18n/messages';
import { toCents } from '../../../lib/money';
import { acceptClaimOffer } from '../api/accept-claim-offer';
import { claimReturnReceived } from '../api/claim-return-received';
import { escalateClaim } from '../api/escalate-claim';
import { withdrawClaim } from '../api/withdraw-claim';
import { claimSteps, type ClaimReader, type ClaimStep } from '../claim-steps';
import * as styles from './claims.css';
import { DecideDialog } from './decide-dialog';
import { RespondDialog } from './respond-dialog';
import { ReturnDialog } from './return-dialog';

/** A step asked about in a dialog before it is taken: its words, its call, the toast after. */
interface Confirmed {
  label: MessageId;
  body: MessageId;
  done: MessageId;
  run: (id: number) => Promise<Claim>;
  variant?: 'danger';
}

const CONFIRMED: Partial<Record<ClaimStep, Confirmed>> = {
  acceptOffer: {
    label: 'claims.acceptOffer',
    body: 'claims.acceptOfferBody',
    done: 'claims.offerAccepted',
    run: acceptClaimOffer,
  },
  escalate: {
    label: 'claims.escalate',
    body: 'claims.escalateBody',
    done: 'claims.escalated',
    run: escalateClaim,
  },
  withdraw: {
    label: 'claims.withdraw',
    body: 'claims.withdrawBody',
    done: 'claims.withdrawn',
    run: withdrawClaim,
    variant: 'danger',
  },
  returnReceived: {
    label: 'claims.returnReceived',
    body: 'claims.returnReceivedBody',
    done: 'claims.returnReceivedDone',
    run: claimReturnReceived,
  },
};

/** The label of each step's button; a form's step names its dialog's title the same. */
const STEP_LABEL: Record<ClaimStep, MessageId> = {
  acceptOffer: 'claims.acceptOffer',
  sendReturn: 'claims.sendReturn',
  escalate: 'claims.escalate',
  withdraw: 'claims.withdraw',
  respond: 'claims.respond',
  returnReceived: 'claims.returnReceived',
  decide: 'claims.decide',
};

/**
 * What the reader may do about the claim now (claim-steps.ts), each a button that asks first: a
 * confirmation for a step with nothing to add, a form for one that needs words or an amount. The
 * claim shown is the server's answer to the step.
 */
export function ClaimStepsPanel({ claim, reader }: { claim: Claim; reader: ClaimReader }) {
  const say = useMessage();
  const intl = useIntl();
  const money = useFormatMoney();
  const runAction = useToastedAction();
  const [open, setOpen] = useState<ClaimStep | null>(null);
  // The time the page opened: a seller's deadline passing meanwhile shows on the next visit.
  const [now] = useState(Date.now);
  const steps = claimSteps(claim, reader, now);
  if (steps.length === 0) return null;
  const offer = { amount: claim.offer_amount === null ? '' : money(toCents(claim.offer_amount)) };
  const words = (id: MessageId) => intl.formatMessage({ id }, offer);
  const close = () => setOpen(null);
  const confirmed = open && CONFIRMED[open];
  return (
    <section className={styles.steps} aria-labelledby="claim-steps">
      <h2 id="claim-steps" className={styles.heading}>
        {say('claims.steps')}
      </h2>
      {steps.map((step) => (
        <Button
          key={step}
          variant={CONFIRMED[step]?.variant === 'danger' ? 'secondary' : 'primary'}
          onPress={() => setOpen(step)}
        >
          {words(STEP_LABEL[step])}
        </Button>
      ))}
      {confirmed && (
        <ActionDialog
          title={words(confirmed.label)}
          confirmLabel={words(confirmed.label)}
          confirmVariant={confirmed.variant}
          onConfirm={() =>
            void runAction(() => confirmed.run(claim.id), { title: say(confirmed.done) })
          }
          onClose={close}
        >
          <p>{words(confirmed.body)}</p>
        </ActionDialog>
      )}
      {open === 'sendReturn' && <ReturnDialog claim={claim} onClose={close} />}
      {open === 'respond' && <RespondDialog claim={claim} onClose={close} />}
      {open === 'decide' && <DecideDialog claim={claim} onClose={close} />}
    </section>
  );
}
