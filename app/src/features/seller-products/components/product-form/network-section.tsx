import { MAX_LEVELS_PERCENTAGE, PRODUCT_LIMITS } from '@plaza/api';
import { NumberField, Repeater } from '@plaza/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { useMessage } from '../../../../hooks/use-message';
import { rowId, updateRow, type LevelRow } from '../../product-form-values';
import * as styles from './product-form.css';
import type { ProductFields } from './use-product-fields';

/** The referral network's levels, each a percentage of the price, with their total as it is typed. */
export function NetworkSection({ fields }: { fields: ProductFields }) {
  const intl = useIntl();
  const say = useMessage();
  const { values, labels, set, error, numberError, levelLabel } = fields;
  const levelsTotal = values.levels.reduce(
    (sum, level) => sum + (Number.isFinite(level.percentage) ? level.percentage : 0),
    0,
  );
  return (
    <>
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
    </>
  );
}
