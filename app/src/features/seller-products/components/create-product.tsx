import type { Category } from '@plaza/api';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { LeavePrompt } from '../../../components/leave-prompt';
import { paths } from '../../../config/paths';
import { toasts } from '../../../lib/toasts';
import { createProduct } from '../api/create-product';
import { emptyProductValues, newProduct } from '../product-form-values';
import { withPhotoErrorsOnField } from '../photo-errors';
import { ProductForm } from './product-form/product-form';

/** A new product, sent for review; then back to My products. */
export function CreateProduct({ categories }: { categories: readonly Category[] }) {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const [initial] = useState(emptyProductValues);
  const [isDirty, setDirty] = useState(false);

  return (
    <>
      <ProductForm
        categories={categories}
        initial={initial}
        isEditing={false}
        onDirtyChange={setDirty}
        onSubmit={async (values) => {
          const created = await createProduct(newProduct(values)).catch(withPhotoErrorsOnField);
          setDirty(false);
          toasts.add({
            tone: 'success',
            title: intl.formatMessage({ id: 'productForm.created' }),
            description: created.name,
          });
          navigate(paths.products);
        }}
      />
      <LeavePrompt when={isDirty} />
    </>
  );
}
