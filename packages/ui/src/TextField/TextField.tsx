import {
  Input,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { field, inputBox } from '../Field/Field.css.js';
import { FieldHelp, FieldLabel, type FieldTextProps } from '../Field/Field.js';

export interface TextFieldProps
  extends Omit<AriaTextFieldProps, 'children' | 'className' | 'style'>, FieldTextProps {
  /**
   * Example text shown while the field is empty. Never a substitute for the label.
   * @default undefined
   */
  placeholder?: string;
}

/**
 * A single-line text input with its label, help and error, on react-aria's TextField. `type`,
 * `inputMode`, `autoComplete` and `name` reach the input unchanged.
 */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField {...props} className={field}>
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <Input placeholder={placeholder} className={inputBox} />
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
