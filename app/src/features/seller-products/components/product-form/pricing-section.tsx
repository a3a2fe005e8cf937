import { FileUpload, MoneyField, NumberField, Switch } from '@plaza/ui';
import { useMessage } from '../../../../hooks/use-message';
import { useUploadLabels } from '../../../../hooks/use-upload-labels';
import * as styles from './product-form.css';
import type { ProductFields } from './use-product-fields';

const MAX_DIGITAL_FILE_BYTES = 25_000_000;

interface PricingSectionProps {
  fields: ProductFields;
  /** Editing a stored product: its file is kept unless changed. */
  isEditing: boolean;
}

/**
 * Digital or not, price, shipping (none for a digital product), stock, and a digital product's
 * file.
 */
export function PricingSection({ fields, isEditing }: PricingSectionProps) {
  const say = useMessage();
  const uploadLabels = useUploadLabels();
  const { values, labels, set, error, numberError } = fields;
  return (
    <>
      <Switch
        label={say('productForm.digital')}
        isSelected={values.is_digital}
        onChange={(isDigital) => set('is_digital', isDigital)}
      />
      <div className={styles.pair}>
        <MoneyField
          name="price"
          label={labels.price}
          valueCents={values.priceCents}
          onChangeCents={(cents) => set('priceCents', cents)}
          isRequired
          {...numberError('price')}
        />
        {!values.is_digital && (
          <MoneyField
            name="shipping_price"
            label={labels.shipping_price}
            description={say('productForm.shippingHelp')}
            valueCents={values.shippingCents}
            onChangeCents={(cents) => set('shippingCents', cents)}
            isRequired
            {...numberError('shipping_price')}
          />
        )}
        <NumberField
          name="quantity"
          label={labels.quantity}
          value={values.quantity}
          onChange={(quantity) => set('quantity', quantity)}
          minValue={0}
          isRequired
          {...numberError('quantity')}
        />
      </div>
      {values.is_digital && (
        <FileUpload
          name="digital_file"
          label={labels.digital_file}
          description={say(
            isEditing ? 'productForm.digitalFileKeep' : 'productForm.digitalFileHelp',
          )}
          labels={uploadLabels.file}
          maxFiles={1}
          maxSize={MAX_DIGITAL_FILE_BYTES}
          files={values.digitalFile}
          onChange={(files) => set('digitalFile', files)}
          {...error('digital_file')}
        />
      )}
    </>
  );
}
