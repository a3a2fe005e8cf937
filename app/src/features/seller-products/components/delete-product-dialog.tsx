import type { ProductSummary } from '@plaza/api';
import { ConfirmDialog } from '@plaza/ui';
import { FormattedMessage, useIntl } from 'react-intl';

interface DeleteProductDialogProps {
  /** The product to delete; the dialog is open while there is one. */
  product: ProductSummary | null;
  onCancel: () => void;
  onConfirm: (product: ProductSummary) => void;
}

/** Asks before deleting, and says that a product someone bought is archived rather than erased. */
export function DeleteProductDialog({ product, onCancel, onConfirm }: DeleteProductDialogProps) {
  const intl = useIntl();
  return (
    <ConfirmDialog
      isOpen={product !== null}
      onOpenChange={(isOpen) => !isOpen && onCancel()}
      variant="destructive"
      title={intl.formatMessage({ id: 'myProducts.delete.title' }, { name: product?.name ?? '' })}
      confirmLabel={intl.formatMessage({ id: 'myProducts.delete.confirm' })}
      cancelLabel={intl.formatMessage({ id: 'myProducts.delete.cancel' })}
      onConfirm={() => product && onConfirm(product)}
    >
      <p>
        <FormattedMessage id="myProducts.delete.text" />
      </p>
    </ConfirmDialog>
  );
}
