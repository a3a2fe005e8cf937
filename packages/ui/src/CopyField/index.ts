export { CopyField, type CopyFieldLabels, type CopyFieldProps } from './CopyField.js';
