export {
  FieldDescription,
  FieldErrorText,
  FieldHelp,
  FieldLabel,
  type FieldLabelProps,
  type FieldTextProps,
} from './Field.js';
export { fieldStyles } from './fieldStyles.js';
