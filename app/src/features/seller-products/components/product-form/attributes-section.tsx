import { PRODUCT_LIMITS } from '@plaza/api';
import { Repeater, TextField } from '@plaza/ui';
import { useIntl } from 'react-intl';
import { useMessage } from '../../../../hooks/use-message';
import { rowId, updateRow, type AttributeRow } from '../../product-form-values';
import type { ProductFields } from './use-product-fields';

/** The product's attributes, each a name and a value, at least one. */
export function AttributesSection({ fields }: { fields: ProductFields }) {
  const intl = useIntl();
  const say = useMessage();
  const { values, labels, set, error } = fields;
  return (
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
            onChange={(name) => set('attributes', updateRow(values.attributes, row.id, { name }))}
            isRequired
            {...error(`attributes.${index}.name`)}
          />
          <TextField
            name={`attributes.${index}.value`}
            label={say('productForm.attributeValue')}
            value={row.value}
            onChange={(value) => set('attributes', updateRow(values.attributes, row.id, { value }))}
            isRequired
            {...error(`attributes.${index}.value`)}
          />
        </>
      )}
    />
  );
}
