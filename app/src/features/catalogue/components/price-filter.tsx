import { MoneyFieldStandIn } from '@plaza/ui';
import { LazyOnUse } from '../../../components/lazy-on-use';
import { useMessage } from '../../../hooks/use-message';
import { fromCents, toCents } from '../../../lib/money';
import * as styles from './explore.css';
import { LazyMoneyField, loadNumberFields } from './lazy-number-fields';

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
 * under the minimum matches nothing, so it says why the list came out empty. The fields' code
 * comes once a person reaches for them (LazyOnUse), or at once to show that error.
 */
export function PriceFilter({ min, max, onChange }: PriceFilterProps) {
  const say = useMessage();
  const minCents = cents(min);
  const maxCents = cents(max);
  const isReversed = minCents !== null && maxCents !== null && maxCents < minCents;
  const minLabel = say('explore.priceMin');
  const maxLabel = say('explore.priceMax');
  return (
    <fieldset className={styles.priceRange}>
      <legend className={styles.legend}>{say('explore.price')}</legend>
      <LazyOnUse
        load={loadNumberFields}
        isNeeded={isReversed}
        standIn={
          <>
            <MoneyFieldStandIn label={minLabel} valueCents={minCents} />
            <MoneyFieldStandIn label={maxLabel} valueCents={maxCents} />
          </>
        }
      >
        <LazyMoneyField
          label={minLabel}
          valueCents={minCents}
          onChangeCents={(value) => onChange({ min: amount(value), max })}
        />
        <LazyMoneyField
          label={maxLabel}
          valueCents={maxCents}
          isInvalid={isReversed}
          errorMessage={isReversed ? say('explore.priceReversed') : undefined}
          onChangeCents={(value) => onChange({ min, max: amount(value) })}
        />
      </LazyOnUse>
    </fieldset>
  );
}
