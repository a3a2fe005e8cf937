import { useIntl } from 'react-intl';
import { useForm } from '../../../../hooks/use-form';
import { useMessage } from '../../../../hooks/use-message';
import { checkProduct, type ProductFormValues } from '../../product-form-values';

/**
 * The product form's state, and what ties each section's fields to it: a change marks the form
 * dirty, and each field shows its own error. Checked with the server's own rules before sending.
 */
export function useProductFields(
  initial: ProductFormValues,
  onSubmit: (values: ProductFormValues) => Promise<void>,
  onDirtyChange?: (isDirty: boolean) => void,
) {
  const intl = useIntl();
  const say = useMessage();
  const form = useForm({ initial, check: checkProduct, send: onSubmit });
  const set = <K extends keyof ProductFormValues & string>(
    name: K,
    value: ProductFormValues[K],
  ) => {
    form.setValue(name, value);
    onDirtyChange?.(true);
  };
  const error = (name: string) => ({
    isInvalid: form.errors[name] !== undefined,
    errorMessage: form.message(name),
  });
  return {
    form,
    values: form.values,
    set,
    error,
    // A number is committed on blur: its error goes as it is typed, not under the next click.
    numberError: (name: string) => ({ ...error(name), onInput: () => form.clearError(name) }),
    textField: <K extends 'name' | 'short_description' | 'description' | 'brand'>(name: K) => ({
      ...form.field(name),
      onChange: (value: string) => set(name, value),
    }),
    labels: {
      name: say('productForm.name'),
      short_description: say('productForm.shortDescription'),
      description: say('productForm.description'),
      category: say('productForm.category'),
      brand: say('productForm.brand'),
      price: say('productForm.price'),
      shipping_price: say('productForm.shippingPrice'),
      quantity: say('productForm.quantity'),
      photos: say('productForm.photos'),
      digital_file: say('productForm.digitalFile'),
      attributes: say('productForm.attributes'),
      levels: say('productForm.levels'),
    },
    levelLabel: (index: number) =>
      intl.formatMessage({ id: 'productForm.levelPercentage' }, { level: index + 1 }),
  };
}

/** What a section of the product form gets: `useProductFields`'s answer. */
export type ProductFields = ReturnType<typeof useProductFields>;
