import { ReturnSentBody, type Claim } from '@plaza/api';
import { TextField } from '@plaza/ui';
import { useForm } from '../../../hooks/use-form';
import { useMessage } from '../../../hooks/use-message';
import { clientErrors } from '../../../lib/form-errors';
import { toasts } from '../../../lib/toasts';
import { claimReturnSent } from '../api/claim-return-sent';
import { ClaimFormDialog } from './claim-form-dialog';

interface ReturnDialogProps {
  claim: Claim;
  onClose: () => void;
}

/** The buyer sent the item back, as the seller asked: the courier's tracking code. */
export function ReturnDialog({ claim, onClose }: ReturnDialogProps) {
  const say = useMessage();
  const form = useForm({
    initial: { tracking_code: '' },
    check: (values) => clientErrors(values, ReturnSentBody),
    send: async ({ tracking_code }) => {
      await claimReturnSent(claim.id, { tracking_code: tracking_code.trim() });
      toasts.add({ tone: 'success', title: say('claims.returnSent') });
      onClose();
    },
  });
  const labels = { tracking_code: say('claims.trackingCode') };
  return (
    <ClaimFormDialog
      title={say('claims.sendReturn')}
      submitLabel={say('claims.sendReturn')}
      form={form}
      labels={labels}
      onClose={onClose}
    >
      <p>{say('claims.sendReturnBody')}</p>
      <TextField
        {...form.field('tracking_code')}
        label={labels.tracking_code}
        maxLength={100}
        isRequired
      />
    </ClaimFormDialog>
  );
}
