import {
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { field } from '../Field/Field.css.js';
import { FieldHelp, FieldLabel, type FieldTextProps } from '../Field/Field.js';
import * as styles from './TextArea.css.js';

export interface TextAreaProps
  extends Omit<AriaTextFieldProps, 'children' | 'className' | 'style' | 'type'>, FieldTextProps {
  /**
   * Visible lines of text before the box scrolls; users can drag it taller.
   * @default 4
   */
  rows?: number;
  /**
   * Example text shown while the field is empty. Never a substitute for the label.
   * @default undefined
   */
  placeholder?: string;
}

/** Multi-line text (a product description, a message to support) with its label, help and error. */
export function TextArea({
  label,
  description,
  errorMessage,
  rows = 4,
  placeholder,
  ...props
}: TextAreaProps) {
  return (
    <AriaTextField {...props} className={field}>
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <AriaTextArea rows={rows} placeholder={placeholder} className={styles.textArea} />
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
