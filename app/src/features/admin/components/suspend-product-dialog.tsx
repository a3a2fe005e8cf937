import type { ProductSummary } from '@plaza/api';
import { Button, Dialog, Form, TextArea } from '@plaza/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormSummary } from '../../../components/form-summary';
import { useForm } from '../../../hooks/use-form';
import type { FieldErrorIds } from '../../../lib/form-errors';
import { setProductStatus } from '../api/set-product-status';
import * as styles from './suspend-product-dialog.css';

const MAX_REASON = 500;

interface SuspendProductDialogProps {
  /** The product to suspend; the dialog is open while there is one. */
  product: ProductSummary | null;
  onClose: () => void;
  onSuspended: (product: ProductSummary) => void;
}

/** Suspends a product with the reason its seller will read beside it in My products. */
export function SuspendProductDialog({ product, onClose, onSuspended }: SuspendProductDialogProps) {
  const intl = useIntl();
  return (
    <Dialog
      isOpen={product !== null}
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={intl.formatMessage(
        { id: 'adminProducts.suspend.title' },
        { name: product?.name ?? '' },
      )}
    >
      {product && (
        <ReasonForm
          onCancel={onClose}
          onSend={async (reason) => {
            await setProductStatus(product.id, { status: 'suspended', reason });
            onSuspended(product);
          }}
        />
      )}
    </Dialog>
  );
}

function checkReason({ reason }: { reason: string }): FieldErrorIds {
  if (!reason.trim()) return { reason: 'form.error.required' };
  return reason.length > MAX_REASON ? { reason: 'form.error.textTooLong' } : {};
}

interface ReasonFormProps {
  onCancel: () => void;
  onSend: (reason: string) => Promise<void>;
}

function ReasonForm({ onCancel, onSend }: ReasonFormProps) {
  const intl = useIntl();
  const form = useForm({
    initial: { reason: '' },
    check: checkReason,
    send: ({ reason }) => onSend(reason.trim()),
  });
  const label = intl.formatMessage({ id: 'adminProducts.suspend.reason' });
  return (
    <Form onSubmit={form.onSubmit}>
      <FormSummary errors={form.summary} labels={{ reason: label }} />
      <TextArea
        {...form.field('reason')}
        label={label}
        description={intl.formatMessage({ id: 'adminProducts.suspend.reasonHelp' })}
        isRequired
      />
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onCancel}>
          <FormattedMessage id="adminProducts.suspend.cancel" />
        </Button>
        <Button
          type="submit"
          variant="danger"
          isPending={form.isPending}
          pendingLabel={intl.formatMessage({ id: 'common.loading' })}
        >
          <FormattedMessage id="adminProducts.suspend.confirm" />
        </Button>
      </div>
    </Form>
  );
}
