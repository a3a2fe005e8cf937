import { MoneyField } from '@plaza/ui';
import { useMessage } from '../../../hooks/use-message';
import { fromCents, toCents } from '../../../lib/money';
import * as styles from './explore.css';

interface PriceFilterProps {
  /** The bounds in force, as decimal strings, or null for none. */
  min: string | null;
  max: string | null;
  onChange: (bounds: { min: string | null; max: string | null }) => void;
}

const cents = (amount: string | null) => (amount === null ? null : toCents(amount));
const amount = (value: number | null) => (value === null ? null : fromCents(value));

/** A price range; each bound applies when the user leaves its field or presses Enter. */
export function PriceFilter({ min, max, onChange }: PriceFilterProps) {
  const say = useMessage();
  return (
    <fieldset className={styles.priceRange}>
      <legend className={styles.legend}>{say('explore.price')}</legend>
      <MoneyField
        label={say('explore.priceMin')}
        valueCents={cents(min)}
        onChangeCents={(value) => onChange({ min: amount(value), max })}
      />
      <MoneyField
        label={say('explore.priceMax')}
        valueCents={cents(max)}
        onChangeCents={(value) => onChange({ min, max: amount(value) })}
      />
    </fieldset>
  );
}
