import * as styles from './Field.css.js';

/**
 * The field look as class names, for controls built outside @plaza/ui's own fields: `inputBox` on a
 * lone react-aria Input, TextArea or Button; `groupBox` on a Group holding a `groupInput` and
 * `boxButton`s; `field` on the field's root. They style react-aria's state attributes.
 */
export const fieldStyles = {
  field: styles.field,
  inputBox: styles.inputBox,
  groupBox: styles.groupBox,
  groupInput: styles.groupInput,
  boxButton: styles.boxButton,
} as const;
