import { CaretDownIcon } from '@phosphor-icons/react/dist/ssr/CaretDown';
import {
  Button,
  ComboBox as AriaComboBox,
  Group,
  Input,
  type ComboBoxProps as AriaComboBoxProps,
} from 'react-aria-components';
import { boxButton, field, groupBox, groupInput } from '../Field/Field.css.js';
import { FieldHelp, FieldLabel, type FieldTextProps } from '../Field/index.js';
import { OptionList, type SelectOption } from '../Select/OptionList.js';
import * as styles from './ComboBox.css.js';

export interface ComboBoxProps
  extends
    Omit<AriaComboBoxProps<SelectOption>, 'children' | 'className' | 'style' | 'items'>,
    FieldTextProps {
  /** The choices, in order; the list keeps those containing what is typed. */
  options: readonly SelectOption[];
  /** Shown in the open list when nothing matches, e.g. "No country matches". */
  emptyLabel: string;
  /** Name of the button that opens the whole list, e.g. "Show countries". */
  openLabel: string;
  /**
   * Example text shown while the field is empty. Never a substitute for the label.
   * @default undefined
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
   * Whether the field is disabled.
   * @default false
   */
  isDisabled?: boolean;
}

/**
 * A choice from a long list, found by typing, on react-aria's ComboBox: the list opens as you
 * type and keeps the options that contain the text (ignoring case and accents, in the locale),
 * arrows move through it and Enter chooses. When nothing matches, `emptyLabel` says so.
 */
export function ComboBox({
  label,
  description,
  errorMessage,
  options,
  emptyLabel,
  openLabel,
  placeholder,
  ...props
}: ComboBoxProps) {
  return (
    <AriaComboBox {...props} defaultItems={options} allowsEmptyCollection className={field}>
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <Group className={groupBox}>
        <Input placeholder={placeholder} className={groupInput} />
        <Button aria-label={openLabel} className={boxButton}>
          <CaretDownIcon aria-hidden className={styles.chevron} />
        </Button>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <OptionList emptyLabel={emptyLabel} />
    </AriaComboBox>
  );
}
