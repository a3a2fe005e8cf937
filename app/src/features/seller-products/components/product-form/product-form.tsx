import type { Category } from '@plaza/api';
import { Button, Form } from '@plaza/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormSummary } from '../../../../components/form-summary';
import { useMessage } from '../../../../hooks/use-message';
import type { ProductFormValues } from '../../product-form-values';
import { AttributesSection } from './attributes-section';
import { BasicsSection } from './basics-section';
import { NetworkSection } from './network-section';
import { PhotosSection } from './photos-section';
import { PricingSection } from './pricing-section';
import * as styles from './product-form.css';
import { useProductFields } from './use-product-fields';

interface ProductFormProps {
  categories: readonly Category[];
  initial: ProductFormValues;
  /** Editing a stored product: its photos and file are kept unless changed. */
  isEditing: boolean;
  /** Sends the checked values; a rejection's field errors show on their fields. */
  onSubmit: (values: ProductFormValues) => Promise<void>;
  /** Told whether the values differ from `initial`, for the prompt before leaving. */
  onDirtyChange?: (isDirty: boolean) => void;
}

/**
 * Every field of a product (docs/api.md, Catalogue): words, category, brand, price, shipping, stock,
 * digital or not with its file, 1 to 8 photos in order, attributes, and the network levels with
 * their rules shown as they are typed. Checked with the server's own rules before sending.
 */
export function ProductForm({
  categories,
  initial,
  isEditing,
  onSubmit,
  onDirtyChange,
}: ProductFormProps) {
  const intl = useIntl();
  const say = useMessage();
  const fields = useProductFields(initial, onSubmit, onDirtyChange);
  const { form, values } = fields;

  // The summary names each row's field, so "Required" says which attribute or level.
  const summaryLabels: Record<string, string> = { ...fields.labels };
  values.attributes.forEach((_, index) => {
    const position = { position: index + 1 };
    summaryLabels[`attributes.${index}.name`] = intl.formatMessage(
      { id: 'productForm.attributeNameOf' },
      position,
    );
    summaryLabels[`attributes.${index}.value`] = intl.formatMessage(
      { id: 'productForm.attributeValueOf' },
      position,
    );
  });
  values.levels.forEach((_, index) => {
    summaryLabels[`levels.${index}.payment_percentage`] = fields.levelLabel(index);
  });

  return (
    <div className={styles.root}>
      <Form onSubmit={form.onSubmit}>
        <FormSummary errors={form.summary} labels={summaryLabels} />
        <BasicsSection fields={fields} categories={categories} />
        <PricingSection fields={fields} isEditing={isEditing} />
        <PhotosSection fields={fields} isEditing={isEditing} />
        <AttributesSection fields={fields} />
        <NetworkSection fields={fields} />
        <div className={styles.actions}>
          <Button type="submit" isPending={form.isPending} pendingLabel={say('common.loading')}>
            <FormattedMessage id={isEditing ? 'productForm.save' : 'productForm.create'} />
          </Button>
        </div>
      </Form>
    </div>
  );
}
