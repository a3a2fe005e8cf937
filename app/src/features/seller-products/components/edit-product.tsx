import type { Category, Product } from '@plaza/api';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { LeavePrompt } from '../../../components/leave-prompt';
import { paths } from '../../../config/paths';
import { toasts } from '../../../lib/toasts';
import { updateProduct } from '../api/update-product';
import { withPhotoErrorsOnField } from '../photo-errors';
import { needsReview, productUpdate, productValues } from '../product-form-values';
import { ProductForm } from './product-form/product-form';

interface EditProductProps {
  product: Product;
  categories: readonly Category[];
}

/** A stored product's form; saving goes back to My products and says if it went back to review. */
export function EditProduct({ product, categories }: EditProductProps) {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const [initial] = useState(() => productValues(product));
  const [isDirty, setDirty] = useState(false);

  return (
    <>
      <ProductForm
        categories={categories}
        initial={initial}
        isEditing
        onDirtyChange={setDirty}
        onSubmit={async (values) => {
          const updated = await updateProduct(product.id, productUpdate(values)).catch(
            withPhotoErrorsOnField,
          );
          setDirty(false);
          const backToReview =
            product.status !== 'pending_approval' && needsReview(initial, values);
          toasts.add({
            tone: 'success',
            title: intl.formatMessage({
              id: backToReview ? 'productForm.savedForReview' : 'productForm.saved',
            }),
            description: updated.name,
          });
          navigate(paths.products);
        }}
      />
      <LeavePrompt when={isDirty} />
    </>
  );
}
