import { TicketBody, type Ticket } from '@plaza/api';
import { Button, Form, ImageUpload, Select, TextArea, TextField, type UploadFile } from '@plaza/ui';
import { useIntl } from 'react-intl';
import { FormSummary } from '../../../components/form-summary';
import { useForm } from '../../../hooks/use-form';
import { useMessage } from '../../../hooks/use-message';
import { clientErrors } from '../../../lib/form-errors';
// The upload words are the product form's; they belong in app/src/hooks once both features use them.
import { useUploadLabels } from '../../../hooks/use-upload-labels';
import { usePurchaseChoices } from '../api/get-purchase-choices';
import { sendTicket } from '../api/send-ticket';

/** docs/api.md: images are JPEG, PNG or WebP of at most 5 MB. */
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const MAX_IMAGE_BYTES = 5_000_000;
/** The select's key for "no purchase". */
const NO_PURCHASE = 'none';

interface SupportValues extends Record<string, unknown> {
  subject: string;
  information: string;
  purchase: string;
  attachment: UploadFile[];
}

const initial: SupportValues = {
  subject: '',
  information: '',
  purchase: NO_PURCHASE,
  attachment: [],
};

const toBody = (values: SupportValues) => ({
  subject: values.subject,
  information: values.information,
  purchase: values.purchase === NO_PURCHASE ? null : Number(values.purchase),
});

/**
 * A message to support (docs/api.md, Support): subject, message, optionally one of the user's purchases
 * and a picture (a screenshot of the error screen, say). Sent, it calls `onSent` so the page can
 * start a fresh form and say where the answer will come.
 */
export function SupportForm({ onSent }: { onSent: (ticket: Ticket) => void }) {
  const say = useMessage();
  const intl = useIntl();
  const { data: purchases } = usePurchaseChoices();
  const upload = useUploadLabels().image;
  const form = useForm<SupportValues>({
    initial,
    check: (values) => clientErrors(toBody(values), TicketBody),
    send: async (values) => {
      const file = values.attachment[0]?.file;
      onSent(await sendTicket({ ...toBody(values), ...(file && { attachment: file }) }));
    },
  });
  const labels = {
    subject: say('support.subject'),
    information: say('support.information'),
    purchase: say('support.purchase'),
    attachment: say('support.attachment'),
  };
  const purchaseOptions = [
    { id: NO_PURCHASE, label: say('support.noPurchase') },
    ...(purchases?.results ?? []).map((purchase) => ({
      id: String(purchase.purchase_id),
      label: intl.formatMessage(
        { id: 'support.purchaseOption' },
        { id: purchase.purchase_id, date: intl.formatDate(purchase.created_at) },
      ),
    })),
  ];

  return (
    <Form onSubmit={form.onSubmit}>
      <FormSummary errors={form.summary} labels={labels} />
      <TextField {...form.field('subject')} label={labels.subject} maxLength={120} isRequired />
      <TextArea
        {...form.field('information')}
        label={labels.information}
        maxLength={5000}
        rows={6}
        isRequired
      />
      <Select
        name="purchase"
        label={labels.purchase}
        options={purchaseOptions}
        selectedKey={form.values.purchase}
        onSelectionChange={(key) => form.setValue('purchase', String(key ?? NO_PURCHASE))}
        isInvalid={form.errors.purchase !== undefined}
        errorMessage={form.message('purchase')}
      />
      <ImageUpload
        name="attachment"
        label={labels.attachment}
        description={say('support.attachmentHelp')}
        labels={{ ...upload, list: labels.attachment, browse: say('support.attachmentBrowse') }}
        accept={IMAGE_TYPES}
        maxFiles={1}
        maxSize={MAX_IMAGE_BYTES}
        files={form.values.attachment}
        onChange={(files) => form.setValue('attachment', files)}
        isInvalid={form.errors.attachment !== undefined}
        errorMessage={form.message('attachment')}
      />
      <div>
        <Button type="submit" isPending={form.isPending} pendingLabel={say('common.loading')}>
          {say('support.send')}
        </Button>
      </div>
    </Form>
  );
}
