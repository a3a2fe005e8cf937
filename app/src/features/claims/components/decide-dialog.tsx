import { CLAIM_DECISIONS, DecideClaimBody, type Claim, type ClaimDecision } from '@plaza/api';
import { RadioGroup, TextArea } from '@plaza/ui';
import { useIntl } from 'react-intl';
import { useForm } from '../../../hooks/use-form';
import { useMessage } from '../../../hooks/use-message';
import type { MessageId } from '../../../i18n/messages';
import { clientErrors } from '../../../lib/form-errors';
import { toasts } from '../../../lib/toasts';
import { decideClaim } from '../api/decide-claim';
import { toCents } from '../../../lib/money';
import { choicesLeft, partialAmount } from '../refund-amount';
import { ClaimFormDialog } from './claim-form-dialog';
import { PartialAmountField } from './partial-amount-field';

const DECISION_MESSAGE: Record<ClaimDecision, MessageId> = {
  refund_full: 'claims.decision.refund_full',
  refund_partial: 'claims.decision.refund_partial',
  rejected: 'claims.decision.rejected',
};

/** docs/api.md: an administrator's note is at most 1000 characters. */
const NOTE_MAX_LENGTH = 1000;

interface DecisionValues extends Record<string, unknown> {
  outcome: ClaimDecision | null;
  amount: number | null;
  note: string;
}

/** The decisions that refund, which none is once all of the sale went back. */
const REFUNDS: readonly ClaimDecision[] = ['refund_full', 'refund_partial'];

/** The decision for the API and, for a partial refund, its amount's check against `refundable`. */
function decisionOf({ outcome, amount, note }: DecisionValues, refundable: string) {
  const partial = partialAmount(amount, toCents(refundable));
  return {
    body: {
      outcome: outcome ?? '',
      ...(outcome === 'refund_partial' && { amount: partial.amount }),
      note: note.trim() || null,
    },
    errors: outcome === 'refund_partial' ? partial.errors : {},
  };
}

/**
 * An administrator's decision on an escalated claim, from its page or from the queue: what is left
 * of the sale back (Claim.refundable), part of it (less than that), or no refund, with a note both
 * parties read.
 */
export function DecideDialog({ claim, onClose }: { claim: Claim; onClose: () => void }) {
  const say = useMessage();
  const intl = useIntl();
  const form = useForm<DecisionValues>({
    initial: { outcome: null, amount: null, note: '' },
    check: (values) => {
      const { body, errors } = decisionOf(values, claim.refundable);
      return { ...clientErrors(body, DecideClaimBody), ...errors };
    },
    send: async (values) => {
      await decideClaim(
        claim.id,
        DecideClaimBody.create(decisionOf(values, claim.refundable).body),
      );
      toasts.add({ tone: 'success', title: say('claims.decided') });
      onClose();
    },
  });
  const labels = {
    outcome: say('claims.decision'),
    amount: say('claims.amount'),
    note: say('claims.note'),
  };
  return (
    <ClaimFormDialog
      title={intl.formatMessage({ id: 'claims.decideTitle' }, { id: claim.id })}
      submitLabel={say('claims.decide')}
      form={form}
      labels={labels}
      onClose={onClose}
    >
      <RadioGroup
        name="outcome"
        label={labels.outcome}
        options={choicesLeft(CLAIM_DECISIONS, REFUNDS, claim.refundable).map((outcome) => ({
          value: outcome,
          label: say(DECISION_MESSAGE[outcome]),
        }))}
        value={form.values.outcome}
        onChange={(outcome) =>
          form.setValue('outcome', CLAIM_DECISIONS.find((known) => known === outcome) ?? null)
        }
        isRequired
        isInvalid={form.errors.outcome !== undefined}
        errorMessage={form.message('outcome')}
      />
      {form.values.outcome === 'refund_partial' && (
        <PartialAmountField
          field={form.field('amount')}
          value={form.values.amount}
          label={labels.amount}
          refundable={claim.refundable}
          onInput={() => form.clearError('amount')}
        />
      )}
      <TextArea {...form.field('note')} label={labels.note} maxLength={NOTE_MAX_LENGTH} rows={4} />
    </ClaimFormDialog>
  );
}
