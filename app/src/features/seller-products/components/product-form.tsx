import { MAX_LEVELS_PERCENTAGE, PRODUCT_LIMITS, type Category } from '@plaza/api';
import {
  Button,
  FileUpload,
  Form,
  ImageUpload,
  MoneyField,
  NumberField,
  Repeater,
  Select,
  Switch,
  TextArea,
  TextField,
} from '@plaza/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormSummary } from '../../../components/form-summary';
import { useForm } from '../../../hooks/use-form';
import { useMessage } from '../../../hooks/use-message';
import {
  checkProduct,
  rowId,
  type AttributeRow,
  type LevelRow,
  type ProductFormValues,
} from '../product-form-values';
import { useUploadLabels } from '../../../hooks/use-upload-labels';
import * as styles from './product-form.css';

const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const MAX_PHOTO_BYTES = 5_000_000;
const MAX_DIGITAL_FILE_BYTES = 25_000_000;

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
 * Every field of a product (API.md, Catalogue): words, category, brand, price, shipping, stock,
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
  const uploadLabels = useUploadLabels();
  const form = useForm({ initial, check: checkProduct, send: onSubmit });
  const { values } = form;
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
  // A number is committed on blur: its error goes as it is typed, not under the next click.
  const numberError = (name: string) => ({ ...error(name), onInput: () => form.clearError(name) });
  const textField = <K extends 'name' | 'short_description' | 'description' | 'brand'>(
    name: K,
  ) => ({
    ...form.field(name),
    onChange: (value: string) => set(name, value),
  });
  const updateRow = <Row extends { id: string }>(rows: Row[], id: string, patch: Partial<Row>) =>
    rows.map((row) => (row.id === id ? { ...row, ...patch } : row));
  const levelsTotal = values.levels.reduce(
    (sum, level) => sum + (Number.isFinite(level.percentage) ? level.percentage : 0),
    0,
  );

  const labels = {
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
  };
  const levelLabel = (index: number) =>
    intl.formatMessage({ id: 'productForm.levelPercentage' }, { level: index + 1 });
  // The summary names each row's field, so "Required" says which attribute or level.
  const summaryLabels: Record<string, string> = { ...labels };
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
    summaryLabels[`levels.${index}.payment_percentage`] = levelLabel(index);
  });

  return (
    <div className={styles.root}>
      <Form onSubmit={form.onSubmit}>
        <FormSummary errors={form.summary} labels={summaryLabels} />
        <TextField {...textField('name')} label={labels.name} isRequired />
        <TextField
          {...textField('short_description')}
          label={labels.short_description}
          description={say('productForm.shortDescriptionHelp')}
          isRequired
        />
        <TextArea {...textField('description')} label={labels.description} isRequired />
        <div className={styles.pair}>
          <Select
            name="category"
            label={labels.category}
            placeholder={say('productForm.categoryPlaceholder')}
            options={categories.map((category) => ({
              id: String(category.id),
              label: category.name,
            }))}
            value={values.category === null ? null : String(values.category)}
            onChange={(key) => set('category', key === null ? null : Number(key))}
            isRequired
            {...error('category')}
          />
          <TextField {...textField('brand')} label={labels.brand} />
        </div>
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
        <ImageUpload
          name="photos"
          label={labels.photos}
          description={say(isEditing ? 'productForm.photosEditHelp' : 'productForm.photosHelp')}
          labels={uploadLabels.image}
          accept={PHOTO_TYPES}
          maxFiles={PRODUCT_LIMITS.photos}
          maxSize={MAX_PHOTO_BYTES}
          files={values.photos}
          onChange={(photos) => set('photos', photos)}
          isRequired
          {...error('photos')}
        />
        <Repeater<AttributeRow>
          name="attributes"
          label={labels.attributes}
          rows={values.attributes}
          onChange={(attributes) => set('attributes', attributes)}
          createRow={() => ({ id: rowId('attribute'), name: '', value: '' })}
          minRows={1}
          maxRows={PRODUCT_LIMITS.attributes}
          isRequired
          {...error('attributes')}
          labels={{
            add: say('productForm.addAttribute'),
            row: (position) => intl.formatMessage({ id: 'productForm.attribute' }, { position }),
            remove: (position) =>
              intl.formatMessage({ id: 'productForm.removeAttribute' }, { position }),
          }}
          renderRow={(row, index) => (
            <>
              <TextField
                name={`attributes.${index}.name`}
                label={say('productForm.attributeName')}
                value={row.name}
                onChange={(name) =>
                  set('attributes', updateRow(values.attributes, row.id, { name }))
                }
                isRequired
                {...error(`attributes.${index}.name`)}
              />
              <TextField
                name={`attributes.${index}.value`}
                label={say('productForm.attributeValue')}
                value={row.value}
                onChange={(value) =>
                  set('attributes', updateRow(values.attributes, row.id, { value }))
                }
                isRequired
                {...error(`attributes.${index}.value`)}
              />
            </>
          )}
        />
        <Repeater<LevelRow>
          name="levels"
          label={labels.levels}
          description={intl.formatMessage(
            { id: 'productForm.levelsHelp' },
            { max: MAX_LEVELS_PERCENTAGE },
          )}
          rows={values.levels}
          onChange={(levels) => set('levels', levels)}
          createRow={() => ({ id: rowId('level'), percentage: NaN })}
          minRows={1}
          maxRows={PRODUCT_LIMITS.levels}
          isRequired
          {...error('levels')}
          labels={{
            add: say('productForm.addLevel'),
            row: (level) => intl.formatMessage({ id: 'productForm.level' }, { level }),
            remove: (level) => intl.formatMessage({ id: 'productForm.removeLevel' }, { level }),
          }}
          renderRow={(row, index) => (
            <NumberField
              name={`levels.${index}.payment_percentage`}
              label={levelLabel(index)}
              value={row.percentage}
              onChange={(percentage) =>
                set('levels', updateRow(values.levels, row.id, { percentage }))
              }
              minValue={0}
              maxValue={MAX_LEVELS_PERCENTAGE}
              step={0.01}
              isRequired
              {...numberError(`levels.${index}.payment_percentage`)}
            />
          )}
        />
        {/* The rule on the whole list, as it stands after each keystroke. */}
        <p className={styles.levelsTotal} role="status">
          <FormattedMessage
            id={
              levelsTotal > MAX_LEVELS_PERCENTAGE
                ? 'productForm.levelsTotalOver'
                : 'productForm.levelsTotal'
            }
            values={{ total: intl.formatNumber(levelsTotal), max: MAX_LEVELS_PERCENTAGE }}
          />
        </p>
        <div className={styles.actions}>
          <Button type="submit" isPending={form.isPending} pendingLabel={say('common.loading')}>
            <FormattedMessage id={isEditing ? 'productForm.save' : 'productForm.create'} />
          </Button>
        </div>
      </Form>
    </div>
  );
}
