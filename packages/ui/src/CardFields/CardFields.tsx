import { cardNumberLength, formatCardNumber, formatExpiry } from './cardFormat.js';
import * as styles from './CardFields.css.js';
import { DigitsField } from './DigitsField.js';

/** A card as typed, digits only: `expiry` is MMYY. */
export interface CardValue {
  number: string;
  expiry: string;
  cvc: string;
}

export interface CardFieldsLabels {
  /** The group's legend, e.g. "Card details". */
  legend: string;
  /** e.g. "Card number". */
  number: string;
  /** e.g. "Expiry date". */
  expiry: string;
  /** How to write the expiry, shown under it, e.g. "MM/YY". */
  expiryFormat: string;
  /** e.g. "Security code (CVC)". */
  cvc: string;
  /** Where to find it, shown under it, e.g. "3 or 4 digits on the back". */
  cvcHelp: string;
}

export type CardFieldErrors = Partial<Record<keyof CardValue, string>>;

export interface CardFieldsProps {
  /** The card's number, expiry and code as typed so far; the parent owns them. */
  value: CardValue;
  /** Called with the whole card after each keystroke in any of its fields. */
  onChange: (value: CardValue) => void;
  /** The group's legend and each field's label, format and help, from the app's catalogue. */
  labels: CardFieldsLabels;
  /**
   * An error per field, e.g. from the app's check before it asks for a token.
   * @default {}
   */
  errors?: CardFieldErrors;
  /**
   * Whether the fields are disabled, e.g. while the payment is under way.
   * @default false
   */
  isDisabled?: boolean;
}

const keepUpTo = (length: number) => () => length;
const sameDigits = (digits: string) => digits;

/**
 * Card number, expiry and security code in one fieldset. The number is grouped as printed on the
 * card while it is typed (4-4-4-4, or 4-6-5 for American Express), the expiry gets its slash, and
 * each input carries the `autocomplete` token browsers and password managers fill cards by. The
 * value handed back is digits only; checking it is the app's.
 */
export function CardFields({
  value,
  onChange,
  labels,
  errors = {},
  isDisabled = false,
}: CardFieldsProps) {
  // What the three fields take alike: their part of the value, its label and error, the group's state.
  const part = (name: keyof CardValue) => ({
    label: labels[name],
    value: value[name],
    onChange: (digits: string) => onChange({ ...value, [name]: digits }),
    errorMessage: errors[name],
    isDisabled,
  });
  return (
    <fieldset className={styles.group} disabled={isDisabled}>
      <legend className={styles.legend}>{labels.legend}</legend>
      <DigitsField
        {...part('number')}
        className={styles.number}
        format={formatCardNumber}
        maxDigits={cardNumberLength}
        autoComplete="cc-number"
      />
      <DigitsField
        {...part('expiry')}
        format={formatExpiry}
        maxDigits={keepUpTo(4)}
        autoComplete="cc-exp"
        description={labels.expiryFormat}
      />
      <DigitsField
        {...part('cvc')}
        format={sameDigits}
        maxDigits={keepUpTo(4)}
        autoComplete="cc-csc"
        description={labels.cvcHelp}
      />
    </fieldset>
  );
}
