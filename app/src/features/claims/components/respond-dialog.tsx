import { CLAIM_RESPONSES, RespondClaimBody, type Claim, type ClaimResponse } from '@plaza/api';
import { RadioGroup } from '@plaza/ui';
import { useIntl } from 'react-intl';
import { useFormatMoney } from '../../../hooks/use-format-money';
import { useForm } from '../../../hooks/use-form';
import { useMessage } from '../../../hooks/use-message';
import type { MessageId } from '../../../i18n/messages';
import { clientErrors } from '../../../lib/form-errors';
import { toasts } from '../../../lib/toasts';
import { toCents } from '../../../lib/money';
import { respondToClaim } from '../api/respond-to-claim';
import { choicesLeft, partialAmount } from '../refund-amount';
import { ClaimFormDialog } from './claim-form-dialog';
import { PartialAmountField } from './partial-amount-field';

const RESPONSE_MESSAGE: Record<ClaimResponse, MessageId> = {
  refund_full: 'claims.response.refund_full',
  offer_partial: 'claims.response.offer_partial',
  request_return: 'claims.response.request_return',
};

interface ResponseValues extends Record<string, unknown> {
  action: ClaimResponse | null;
  amount: number | null;
}

interface RespondDialogProps {
  claim: Claim;
  onClose: () => void;
}

/** The answers that refund, which none is once all of the sale went back. */
const REFUNDS: readonly ClaimResponse[] = ['refund_full', 'offer_partial'];

/**
 * The seller's answer to an open claim: what is left of the sale back (its whole total unless an
 * earlier claim refunded part), one offer of part of that (more than zero, less than it), or the
 * item back first.
 */
export function RespondDialog({ claim, onClose }: RespondDialogProps) {
  const say = useMessage();
  const intl = useIntl();
  const money = useFormatMoney();
  const refundable = toCents(claim.refundable);
  const bodyOf = ({ action, amount }: ResponseValues) => {
    const partial = partialAmount(amount, refundable);
    return {
      body: { action: action ?? '', ...(action === 'offer_partial' && { amount: partial.amount }) },
      errors: action === 'offer_partial' ? partial.errors : {},
    };
  };
  const form = useForm<ResponseValues>({
    initial: { action: null, amount: null },
    check: (values) => {
      const { body, errors } = bodyOf(values);
      return { ...clientErrors(body, RespondClaimBody), ...errors };
    },
    send: async (values) => {
      await respondToClaim(claim.id, RespondClaimBody.create(bodyOf(values).body));
      toasts.add({ tone: 'success', title: say('claims.responded') });
      onClose();
    },
  });
  const labels = { action: say('claims.response'), amount: say('claims.amount') };
  const refundableText = money(refundable);
  return (
    <ClaimFormDialog
      title={say('claims.respondTitle')}
      submitLabel={say('claims.respond')}
      form={form}
      labels={labels}
      onClose={onClose}
    >
      <RadioGroup
        name="action"
        label={labels.action}
        options={choicesLeft(CLAIM_RESPONSES, REFUNDS, claim.refundable).map((action) => ({
          value: action,
          label: intl.formatMessage({ id: RESPONSE_MESSAGE[action] }, { total: refundableText }),
        }))}
        value={form.values.action}
        onChange={(action) =>
          form.setValue('action', CLAIM_RESPONSES.find((known) => known === action) ?? null)
        }
        isRequired
        isInvalid={form.errors.action !== undefined}
        errorMessage={form.message('action')}
      />
      {form.values.action === 'offer_partial' && (
        <PartialAmountField
          field={form.field('amount')}
          value={form.values.amount}
          label={labels.amount}
          refundable={claim.refundable}
          onInput={() => form.clearError('amount')}
        />
      )}
    </ClaimFormDialog>
  );
}
