import type { Category } from '@plaza/api';
import { Select, TextArea, TextField } from '@plaza/ui';
import { useMessage } from '../../../../hooks/use-message';
import * as styles from './product-form.css';
import type { ProductFields } from './use-product-fields';

interface BasicsSectionProps {
  fields: ProductFields;
  categories: readonly Category[];
}

/** The product's words, category and brand. */
export function BasicsSection({ fields, categories }: BasicsSectionProps) {
  const say = useMessage();
  const { values, labels, textField, set, error } = fields;
  return (
    <>
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
    </>
  );
}
