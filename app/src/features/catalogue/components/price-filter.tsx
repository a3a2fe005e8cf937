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

/**
 * A price range; each bound applies when the user leaves its field or presses Enter. A maximum
 * under the minimum matches nothing, so it says why the list came out empty.
 */
export function PriceFilter({ min, max, onChange }: PriceFilterProps) {
  const say = useMessage();
  const minCents = cents(min);
  const maxCents = cents(max);
  const isReversed = minCents !== null && maxCents !== null && maxCents < minCents;
  return (
    <fieldset className={styles.priceRange}>
      <legend className={styles.legend}>{say('explore.price')}</legend>
      <MoneyField
        label={say('explore.priceMin')}
        valueCents={minCents}
        onChangeCents={(value) => onChange({ min: amount(value), max })}
      />
      <MoneyField
        label={say('explore.priceMax')}
        valueCents={maxCents}
        isInvalid={isReversed}
        errorMessage={isReversed ? say('explore.priceReversed') : undefined}
        onChangeCents={(value) => onChange({ min, max: amount(value) })}
      />
    </fieldset>
  );
}
