import { NumberField, type NumberFieldProps } from '../NumberField/NumberField.js';
import { centsToDollars, dollarsToCents, USD } from './cents.js';

export interface MoneyFieldProps extends Omit<
  NumberFieldProps,
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'formatOptions'
  | 'minValue'
  | 'maxValue'
  | 'stepperLabels'
> {
  /**
   * The amount in integer US cents, or `null` for empty (controlled).
   * @default undefined
   */
  valueCents?: number | null;
  /**
   * The amount at first in integer US cents (uncontrolled).
   * @default undefined
   */
  defaultValueCents?: number | null;
  /**
   * Called with the new amount in integer cents when the user commits it (blur or Enter), or
   * `null` when the field was cleared.
   * @default undefined
   */
  onChangeCents?: (cents: number | null) => void;
  /**
   * The largest amount in integer cents.
   * @default undefined
   */
  maxCents?: number;
}

/**
 * An amount of US dollars, typed and shown in the locale's format ("$1,234.50" in English,
 * "1234,50 US$" in Spanish), never below zero. Plaza keeps money as integer cents, so the value
 * goes in and out in cents; the arrow keys step to the next whole dollar.
 */
export function MoneyField({
  valueCents,
  defaultValueCents,
  onChangeCents,
  maxCents,
  ...props
}: MoneyFieldProps) {
  return (
    <NumberField
      {...props}
      value={centsToDollars(valueCents)}
      defaultValue={centsToDollars(defaultValueCents)}
      onChange={onChangeCents && ((dollars) => onChangeCents(dollarsToCents(dollars)))}
      formatOptions={USD}
      minValue={0}
      maxValue={maxCents === undefined ? undefined : maxCents / 100}
    />
  );
}
