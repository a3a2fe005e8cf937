import type { ProductSummary } from '@plaza/api';
import { useMessage } from '../../../hooks/use-message';
import { useIntl } from 'react-intl';
import { setProductStatus } from '../api/set-product-status';
import { ReasonDialog, TAKEDOWN_REASON } from '../../../components/review-list';

interface SuspendProductDialogProps {
  /** The product to suspend; the dialog is open while there is one. */
  product: ProductSummary | null;
  onClose: () => void;
  onSuspended: (product: ProductSummary) => void;
}

/** Suspends a product with the reason its seller will read beside it in My products. */
export function SuspendProductDialog({ product, onClose, onSuspended }: SuspendProductDialogProps) {
  const intl = useIntl();
  const say = useMessage();
  return (
    <ReasonDialog
      isOpen={product !== null}
      onClose={onClose}
      title={intl.formatMessage(
        { id: 'adminProducts.suspend.title' },
        { name: product?.name ?? '' },
      )}
      label={say('adminProducts.suspend.reason')}
      description={say('adminProducts.suspend.reasonHelp')}
      {...TAKEDOWN_REASON}
      confirmLabel={say('adminProducts.suspend.confirm')}
      onSend={async (reason) => {
        if (!product || !reason) return;
        await setProductStatus(product.id, { status: 'suspended', reason });
        onSuspended(product);
      }}
    />
  );
}
