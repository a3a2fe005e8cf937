import type { ReactNode } from 'react';
import {
  RadioButton,
  RadioField,
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
} from 'react-aria-components';
import * as choice from '../Checkbox/choice.css.js';
import { FieldDescription, FieldHelp, FieldLabel, type FieldTextProps } from '../Field/index.js';
import * as styles from './RadioGroup.css.js';

export interface RadioOption {
  /** The value handed back when this option is chosen. */
  value: string;
  /** The option's name, e.g. "Card". */
  label: string;
  /**
   * A line under the name, e.g. "Paid at once; the seller ships when the payment clears".
   * @default undefined
   */
  description?: string;
  /**
   * Whether the name and the description are a user's own text (an address): each then reads in
   * its own direction (`dir="auto"`).
   * @default false
   */
  isUserText?: boolean;
  /**
   * An icon before the name; hidden from screen readers.
   * @default undefined
   */
  icon?: ReactNode;
  /**
   * Whether this option cannot be chosen.
   * @default false
   */
  isDisabled?: boolean;
}

export interface RadioGroupProps
  extends Omit<AriaRadioGroupProps, 'children' | 'className' | 'style'>, FieldTextProps {
  /** The options, in order. */
  options: readonly RadioOption[];
  /**
   * The chosen value (controlled); `null` for none.
   * @default undefined
   */
  value?: string | null;
  /**
   * The value chosen at first (uncontrolled).
   * @default undefined
   */
  defaultValue?: string | null;
  /**
   * Options in a column, or in a wrapping row.
   * @default 'vertical'
   */
  orientation?: 'vertical' | 'horizontal';
  /**
   * Whether a choice must be made; shows the required marker.
   * @default false
   */
  isRequired?: boolean;
  /**
   * Shows the error state and `errorMessage`.
   * @default false
   */
  isInvalid?: boolean;
  /**
   * Whether the whole group is disabled.
   * @default false
   */
  isDisabled?: boolean;
}

/**
 * One choice among a few, e.g. the payment method, on react-aria's RadioGroup: one tab stop, arrow
 * keys move and choose. Each option is a card with an optional description read with it.
 */
export function RadioGroup({
  label,
  description,
  errorMessage,
  options,
  ...props
}: RadioGroupProps) {
  return (
    <AriaRadioGroup {...props} className={styles.group}>
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <div className={styles.options}>
        {options.map((option) => (
          <RadioField
            key={option.value}
            value={option.value}
            isDisabled={option.isDisabled}
            className={styles.option}
          >
            <RadioButton className={choice.control}>
              <span aria-hidden className={styles.circle} />
              {option.icon && (
                <span aria-hidden className={styles.icon}>
                  {option.icon}
                </span>
              )}
              <span dir={option.isUserText ? 'auto' : undefined} className={styles.optionLabel}>
                {option.label}
              </span>
            </RadioButton>
            {option.description && (
              <div dir={option.isUserText ? 'auto' : undefined} className={choice.help}>
                <FieldDescription>{option.description}</FieldDescription>
              </div>
            )}
          </RadioField>
        ))}
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaRadioGroup>
  );
}
