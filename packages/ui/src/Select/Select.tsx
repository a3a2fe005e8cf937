import { CaretDownIcon } from '@phosphor-icons/react/dist/ssr/CaretDown';
import {
  Button,
  Select as AriaSelect,
  SelectValue,
  type SelectProps as AriaSelectProps,
} from 'react-aria-components';
import { field } from '../Field/Field.css.js';
import { FieldHelp, FieldLabel, type FieldTextProps } from '../Field/index.js';
import { OptionList, type SelectOption } from './OptionList.js';
import * as styles from './Select.css.js';

export interface SelectProps
  extends
    Omit<AriaSelectProps<SelectOption>, 'children' | 'className' | 'style' | 'selectionMode'>,
    FieldTextProps {
  /** The choices, in order. */
  options: readonly SelectOption[];
  /**
   * Shown while nothing is chosen, e.g. "Choose a category".
   * @default react-aria's "Select an item", in the provider's locale
   */
  placeholder?: string;
  /**
   * Whether a choice is needed; shows the required marker.
   * @default false
   */
  isRequired?: boolean;
  /**
   * Shows the error state and `errorMessage`.
   * @default false
   */
  isInvalid?: boolean;
  /**
   * Whether the select is disabled.
   * @default false
   */
  isDisabled?: boolean;
}

/**
 * One choice from a list that opens below the field, on react-aria's Select: Enter, Space or the
 * arrow keys open it, typing jumps to an option, and a hidden native select keeps `name` in forms.
 * For long lists people search (countries), use ComboBox.
 */
export function Select({
  label,
  description,
  errorMessage,
  options,
  placeholder,
  ...props
}: SelectProps) {
  return (
    <AriaSelect {...props} placeholder={placeholder} className={field}>
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <Button className={styles.trigger}>
        <SelectValue className={styles.value} />
        <CaretDownIcon aria-hidden className={styles.chevron} />
      </Button>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <OptionList options={options} />
    </AriaSelect>
  );
}
